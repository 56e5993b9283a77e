import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

// MARK: - JSONObjectReaderTests

@Suite("JSONObjectReader")
struct JSONObjectReaderTests {
    /// A reader for `text`, located at `$.study`.
    static func reader(_ text: String) throws -> JSONObjectReader {
        try JSONObjectReader(JSONParser.parse(text), at: JSONPath.root.appending(key: "study"))
    }

    // MARK: - Reading

    @Test("reads every type and finishes cleanly")
    func readsEverything() throws {
        var study = try Self.reader("""
        {"name": "balance", "games": 1000, "rate": 0.25, "fast": true,
         "status": "shipped", "sweep": {"count": [1, 2, 3]}, "tags": ["a"], "note": null}
        """)
        #expect(study.keys == ["name", "games", "rate", "fast", "status", "sweep", "tags", "note"])
        #expect(try study.string("name") == "balance")
        #expect(try study.integer("games", in: 1...1_000_000) == 1000)
        #expect(try study.double("rate", in: 0...1) == 0.25)
        #expect(try study.bool("fast") == true)
        #expect(try study.oneOf("status", allowed: ["documented", "shipped"]) == "shipped")
        var sweep = try study.object("sweep")
        let counts = try sweep.array("count")
        #expect(counts.map(\.path.description) == ["$.study.sweep.count[0]", "$.study.sweep.count[1]", "$.study.sweep.count[2]"])
        #expect(try counts.map { (path, value) throws(JSONInputError) in try JSONObjectReader.integer(value, at: path, in: 1...9) } == [1, 2, 3])
        try sweep.finish()
        #expect(try study.optionalArray("tags")?.count == 1)
        #expect(study.value("note") == .null)
        #expect(try study.optionalString("missing") == nil)
        #expect(try study.optionalInteger("missing", in: 0...1) == nil)
        #expect(try study.optionalObject("missing") == nil)
        try study.finish()
    }

    @Test("rejects a value that is not an object")
    func notAnObject() {
        let error = #expect(throws: JSONInputError.self) { try Self.reader(#""text""#) }
        #expect(error?.path.description == "$.study")
        #expect(error?.problem == "is a string; expected an object")
    }

    // MARK: - Missing keys and wrong types

    @Test("names a missing key, its type and a likely misspelling")
    func missingKey() throws {
        var study = try Self.reader(#"{"gmaes": 10}"#)
        let error = #expect(throws: JSONInputError.self) { try study.integer("games", in: 1...1_000_000) }
        #expect(error == JSONInputError(
            path: JSONPath.root.appending(key: "study").appending(key: "games"),
            problem: "is missing",
            fix: #"add "games" with a whole number from 1 to 1000000; did you misspell it as "gmaes"?"#
        ))
        let plain = #expect(throws: JSONInputError.self) { try study.string("name") }
        #expect(plain?.description == #"$.study.name is missing; add "name" with a string"#)
    }

    @Test("rejects wrong types, including null for optional keys")
    func wrongTypes() throws {
        var study = try Self.reader(#"{"name": 5, "games": "5", "fast": "true", "sweep": [], "seed": null}"#)
        let name = #expect(throws: JSONInputError.self) { try study.string("name") }
        #expect(name?.description == "$.study.name is a number; expected a string; use a string in double quotes")
        let games = #expect(throws: JSONInputError.self) { try study.integer("games", in: 1...10) }
        #expect(games?.problem == "is a string; expected a whole number")
        #expect(games?.fix == "use a whole number from 1 to 10, without quotes")
        let fast = #expect(throws: JSONInputError.self) { try study.optionalBool("fast") }
        #expect(fast?.problem == "is a string; expected true or false")
        #expect(fast?.fix == "use true or false, without quotes")
        let sweep = #expect(throws: JSONInputError.self) { try study.object("sweep") }
        #expect(sweep?.path.description == "$.study.sweep")
        #expect(sweep?.problem == "is an array; expected an object")
        let seed = #expect(throws: JSONInputError.self) { try study.optionalUnsigned64("seed") }
        #expect(seed?.problem == "is null; expected a whole number")
    }

    // MARK: - Unknown keys

    @Test("finish rejects the first unread key with the allowed keys and a suggestion")
    func unknownKey() throws {
        var study = try Self.reader(#"{"games": 10, "sede": 1, "zzz": 2}"#)
        _ = try study.integer("games", in: 1...100)
        _ = try study.optionalUnsigned64("seed")
        study.allow("comment")
        let error = #expect(throws: JSONInputError.self) { try study.finish() }
        #expect(error?.path.description == "$.study.sede")
        #expect(error?.problem == "is not a known key")
        #expect(error?.fix == #"allowed keys: games, seed, comment; did you mean "seed"?"#)
        _ = study.value("sede")
        let far = #expect(throws: JSONInputError.self) { try study.finish() }
        #expect(far?.description == "$.study.zzz is not a known key; allowed keys: games, seed, comment, sede")
    }

    @Test("entries read dictionary-like objects with paths")
    func entries() throws {
        var rates = try Self.reader(#"{"easy": 1, "odd key": 2}"#)
        let entries = rates.entries()
        #expect(entries.map(\.key) == ["easy", "odd key"])
        #expect(entries.map(\.path.description) == ["$.study.easy", #"$.study["odd key"]"#])
        try rates.finish()
        let empty = try Self.reader(#"{"x": 1}"#)
        let error = #expect(throws: JSONInputError.self) { try empty.finish() }
        #expect(error?.fix == "remove it; this object takes no keys")
    }

    // MARK: - Choices

    @Test("oneOf lists the allowed strings and suggests the closest")
    func oneOf() throws {
        var study = try Self.reader(#"{"status": "shiped", "mode": "turbo", "kind": 3}"#)
        let allowed = ["documented", "shipped"]
        let status = #expect(throws: JSONInputError.self) { try study.oneOf("status", allowed: allowed) }
        #expect(status?.path.description == "$.study.status")
        #expect(status?.problem == #"is "shiped"; allowed: documented, shipped"#)
        #expect(status?.fix == #"did you mean "shipped"?"#)
        let mode = #expect(throws: JSONInputError.self) { try study.optionalOneOf("mode", allowed: ["fast", "slow"]) }
        #expect(mode?.problem == #"is "turbo"; allowed: fast, slow"#)
        #expect(mode?.fix == "use one of the allowed strings exactly as written")
        let kind = #expect(throws: JSONInputError.self) { try study.oneOf("kind", allowed: allowed) }
        #expect(kind?.description == #"$.study.kind is a number; expected a string; use one of "documented", "shipped""#)
        let upper = #expect(throws: JSONInputError.self) {
            try JSONObjectReader.oneOf(.string("SHIPPED"), at: .root, allowed: allowed)
        }
        #expect(upper?.fix == #"did you mean "shipped"?"#)
    }

    @Test("suggestions use edit distance within two, ignoring case")
    func suggestions() {
        #expect(JSONSuggestion.closest(to: "shiped", among: ["documented", "shipped"]) == "shipped")
        #expect(JSONSuggestion.closest(to: "sipd", among: ["shipped"]) == nil)
        #expect(JSONSuggestion.closest(to: "gmaes", among: ["games", "names"]) == "games")
        #expect(JSONSuggestion.editDistance(Array("kitten"), Array("sitting"), limit: 5) == 3)
    }

    @Test("input errors format with a file name")
    func formatting() {
        let error = JSONInputError(path: JSONPath.root.appending(key: "games"), problem: "is -5, below the minimum 1",
                                   fix: "use a whole number from 1 to 1000000")
        #expect(error.inFile("dice.json").description
            == "dice.json: $.games is -5, below the minimum 1; use a whole number from 1 to 1000000")
    }
}
