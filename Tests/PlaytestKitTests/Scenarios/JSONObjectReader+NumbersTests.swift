import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

// MARK: - JSONObjectReaderNumbersTests

@Suite("JSONObjectReader numbers")
struct JSONObjectReaderNumbersTests {
    /// The error from reading `literal` as an integer in 1...1000000 at `$.games`.
    static func integerError(_ literal: String) -> JSONInputError? {
        #expect(throws: JSONInputError.self) {
            var reader = try JSONObjectReader(JSONParser.parse("{\"games\": \(literal)}"), at: .root)
            _ = try reader.integer("games", in: 1...1_000_000)
        }
    }

    /// The error from reading `literal` as a seed at `$.seed`.
    static func seedError(_ literal: String) -> JSONInputError? {
        #expect(throws: JSONInputError.self) {
            var reader = try JSONObjectReader(JSONParser.parse("{\"seed\": \(literal)}"), at: .root)
            _ = try reader.unsigned64("seed")
        }
    }

    // MARK: - Integers

    @Test("integers must be written as whole numbers")
    func fractions() {
        let fraction = Self.integerError("2.5")
        #expect(fraction?.path.description == "$.games")
        #expect(fraction?.problem == "is 2.5, not a whole number")
        #expect(fraction?.fix == "use a whole number from 1 to 1000000, written without a decimal point or exponent")
        #expect(Self.integerError("2.0")?.problem == "is 2.0, not written as a whole number")
        #expect(Self.integerError("1e3")?.problem == "is 1e3, not written as a whole number")
    }

    @Test("integers outside the range name the bound and the allowed range")
    func integerRange() {
        let below = Self.integerError("-5")
        #expect(below?.description == "$.games is -5, below the minimum 1; use a whole number from 1 to 1000000")
        #expect(Self.integerError("5000000")?.problem == "is 5000000, above the maximum 1000000")
        #expect(Self.integerError("99999999999999999999")?.problem == "is 99999999999999999999, above the maximum 1000000")
        #expect(Self.integerError("-99999999999999999999")?.problem == "is -99999999999999999999, below the minimum 1")
    }

    @Test("integer bounds and static reads")
    func integerValues() throws {
        let path = JSONPath.root.appending(index: 3)
        #expect(try JSONObjectReader.integer(.number("1000000"), at: path, in: 1...1_000_000) == 1_000_000)
        #expect(try JSONObjectReader.integer(.number("-0"), at: path, in: 0...0) == 0)
        #expect(try JSONObjectReader.integer(.number("-9223372036854775808"), at: path, in: Int.min...Int.max) == Int.min)
        #expect(JSONObjectReader.wholeNumberText(Int.min...Int.max) == "a whole number")
        #expect(JSONObjectReader.wholeNumberText(2...Int.max) == "a whole number of at least 2")
        let error = #expect(throws: JSONInputError.self) {
            try JSONObjectReader.integer(.bool(true), at: path, in: 0...9)
        }
        #expect(error?.description == "$[3] is a boolean; expected a whole number; use a whole number from 0 to 9")
    }

    // MARK: - Seeds

    @Test("UInt64 seeds are read exactly, including the maximum")
    func seeds() throws {
        var reader = try JSONObjectReader(JSONParser.parse(#"{"seed": 18446744073709551615, "other": 0}"#), at: .root)
        #expect(try reader.unsigned64("seed") == UInt64.max)
        #expect(try reader.optionalUnsigned64("other") == 0)
        #expect(try JSONObjectReader.unsigned64(.number("9007199254740993"), at: .root) == 9_007_199_254_740_993)
        #expect(try JSONObjectReader.unsigned64(.number("-0"), at: .root) == 0)
    }

    @Test("seeds above UInt64.max or below zero are rejected")
    func badSeeds() {
        let tooLarge = Self.seedError("18446744073709551616")
        #expect(tooLarge?.path.description == "$.seed")
        #expect(tooLarge?.problem == "is 18446744073709551616, above the maximum 18446744073709551615")
        #expect(tooLarge?.fix == "use a whole number from 0 to 18446744073709551615")
        #expect(Self.seedError("-1")?.problem == "is -1, below the minimum 0")
        #expect(Self.seedError("1.5")?.problem == "is 1.5, not a whole number")
    }

    // MARK: - Doubles

    @Test("doubles accept any finite number in range")
    func doubles() throws {
        var reader = try JSONObjectReader(JSONParser.parse(#"{"p": 1, "q": -2.5e-1, "r": 1.5, "s": 1e400}"#), at: .root)
        #expect(try reader.double("p", in: 0...1) == 1)
        #expect(try reader.optionalDouble("q", in: -1...1) == -0.25)
        let above = #expect(throws: JSONInputError.self) { try reader.double("r", in: 0...1) }
        #expect(above?.description == "$.r is 1.5, above the maximum 1; use a number from 0 to 1")
        let huge = #expect(throws: JSONInputError.self) { try reader.double("s", in: 0...Double.infinity) }
        #expect(huge?.problem == "is 1e400, too large to represent")
        #expect(huge?.fix == "use a number of at least 0")
        let below = #expect(throws: JSONInputError.self) {
            try JSONObjectReader.double(.number("-0.5"), at: .root, in: 0.25...0.75)
        }
        #expect(below?.problem == "is -0.5, below the minimum 0.25")
        #expect(JSONObjectReader.numberText(-Double.infinity...Double.infinity) == "a finite number")
    }
}
