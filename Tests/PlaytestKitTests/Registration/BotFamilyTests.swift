import Testing
import PlaytestKit

@Suite("BotFamily")
struct BotFamilyTests {
    static let family = BotFamilyInfo(prefix: "search", setting: "iterations", range: 1...1_000_000, summary: "{N} iterations, {N} in all")

    static func problem(_ id: String) -> BotFamilyError? {
        guard case .failure(let error)? = family.parse(id) else { return nil }
        return error
    }

    @Test("a member's id carries its value; the summary fills {N}")
    func members() throws {
        #expect(Self.family.id(400) == "search-400")
        #expect(try Self.family.parse("search-400")?.get() == 400)
        #expect(try Self.family.parse("search-1")?.get() == 1)
        #expect(try Self.family.parse("search-1000000")?.get() == 1_000_000)
        #expect(Self.family.summary(for: 25) == "25 iterations, 25 in all")
        #expect(Self.family.parse("searchy") == nil && Self.family.parse("greedy") == nil && Self.family.parse("search") == nil)
    }

    @Test("a bad number names the setting and the range")
    func errors() {
        let allowed = "search-N with N (iterations) a whole number from 1 to 1000000"
        #expect(Self.problem("search-0")?.problem == "its iterations 0 is below the minimum 1")
        #expect(Self.problem("search-0")?.allowed == allowed)
        #expect(Self.family.parse("search-1000001").map { (try? $0.get()) == nil } == true)
        #expect(Self.problem("search-99999999999999999999")?.description.contains("above the maximum 1000000") == true)
        for bad in ["search-", "search-x", "search-007", "search--5", "search-4.5"] {
            #expect(Self.problem(bad)?.description.contains("is not a whole number written plainly") == true, "\(bad)")
        }
        #expect(Self.problem("search-0")?.description
            == "the bot \"search-0\": its iterations 0 is below the minimum 1; use \(allowed)")
    }

    @Test("a registration resolves members, lists the family apart, and refuses a bad member by name")
    func registration() {
        let registration = TreasureGame.registration
        #expect(registration.bots.map(\.id) == ["first"], "members are not fixed bots")
        #expect(registration.botFamilies.map(\.pattern) == ["search-N"])
        #expect(registration.botChoices == ["first", "search-N"])
        #expect(registration.bot("search-25")?.summary.contains("25 iterations") == true)
        #expect(registration.bot("search-25")?.checks == false)
        #expect(registration.bot("search-0") == nil && registration.familyProblem(with: "search-0") != nil)
        #expect(throws: ParameterError(parameter: "bot", problem: "\"search-0\": its iterations 0 is below the minimum 1",
                                       allowed: "search-N with N (iterations) a whole number from 1 to 1000000")) {
            try registration.validate(BotAssignment("search-0"))
        }
        #expect(throws: ParameterError(parameter: "bot", problem: "\"nope\" is not a bot of treasure", allowed: "first, search-N")) {
            try registration.validate(BotAssignment("nope"))
        }
    }

    @Test("a scenario names a member by id; a bad one is an error naming the file, the JSON path and the fix")
    func scenarios() throws {
        let loader = ScenarioLoader(games: [TreasureGame.registration])
        let scenario = try loader.load(#"{"name": "t", "studies": [{"game": "treasure", "bots": ["first", "search-400", {"*": "search-3"}]}]}"#,
                                       file: "t.json")
        #expect(scenario.configurations.map(\.bots.description) == ["first", "search-400", "search-3"])
        do {
            _ = try loader.load(#"{"name": "t", "studies": [{"game": "treasure", "bots": ["search-0"]}]}"#, file: "t.json")
            Issue.record("search-0 loaded")
        } catch {
            #expect(error.description == "t.json: $.studies[0].bots[0] is \"search-0\": its iterations 0 is below the minimum 1; "
                + "use search-N with N (iterations) a whole number from 1 to 1000000")
        }
        do {
            _ = try loader.load(#"{"name": "t", "studies": [{"game": "treasure", "bots": [{"*": "serch-4"}]}]}"#, file: "t.json")
            Issue.record("serch-4 loaded")
        } catch {
            #expect(error.description.hasPrefix(#"t.json: $.studies[0].bots[0]["*"] is "serch-4"; allowed: first, search-N"#))
        }
    }
}
