import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

// MARK: - JSONParserTests

@Suite("JSONParser")
struct JSONParserTests {
    // MARK: - Valid documents

    @Test("parses a nested document keeping member order and number literals")
    func nestedDocument() throws {
        let text = """
        {
          "name": "dice",
          "games": 1000,
          "studies": [ {"rate": -0.5e3, "on": true}, null, [] , {} ],
          "seed": 18446744073709551615,
          "a": 1E+2, "b": 0, "c": -0, "d": 0.25
        }
        """
        let value = try JSONParser.parse(text)
        let expected = JSONValue.object([
            .init(key: "name", value: .string("dice")),
            .init(key: "games", value: .number("1000")),
            .init(key: "studies", value: .array([
                .object([.init(key: "rate", value: .number("-0.5e3")), .init(key: "on", value: .bool(true))]),
                .null, .array([]), .object([]),
            ])),
            .init(key: "seed", value: .number("18446744073709551615")),
            .init(key: "a", value: .number("1E+2")),
            .init(key: "b", value: .number("0")),
            .init(key: "c", value: .number("-0")),
            .init(key: "d", value: .number("0.25")),
        ])
        #expect(value == expected)
        #expect(value["seed"] == .number("18446744073709551615"))
    }

    @Test("parses top-level scalars surrounded by whitespace")
    func scalars() throws {
        #expect(try JSONParser.parse(" \t\r\n42\n") == .number("42"))
        #expect(try JSONParser.parse("false") == .bool(false))
        #expect(try JSONParser.parse("null") == .null)
        #expect(try JSONParser.parse(#""x""#) == .string("x"))
        #expect(try JSONParser.parse("-1.5e-7") == .number("-1.5e-7"))
    }

    @Test("resolves escapes, \\u escapes and surrogate pairs")
    func escapes() throws {
        let value = try JSONParser.parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u0041", "\uD83C\uDFB2", "é🎲", "\u0000"]"#)
        #expect(value == .array([
            .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"),
            .string("éA"),
            .string("🎲"),
            .string("é🎲"),
            .string("\u{00}"),
        ]))
    }

    @Test("accepts nesting up to the depth limit and no deeper")
    func depthLimit() throws {
        let limit = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        _ = try JSONParser.parse(deepest)
        let tooDeep = "[" + deepest + "]"
        let error = #expect(throws: JSONInputError.self) { try JSONParser.parse(tooDeep) }
        #expect(error == JSONInputError(line: 1, column: limit + 1, problem: "arrays and objects are nested more than 512 levels deep"))
    }

    @Test("renders values back as compact JSON")
    func rendering() throws {
        let value = try JSONParser.parse(#"{"k": [1, "a\"\n", true, null], "o": {}}"#)
        #expect(value.description == #"{"k":[1,"a\"\n",true,null],"o":{}}"#)
        #expect(value.kindDescription == "an object")
        #expect(JSONValue.array([]).kindDescription == "an array")
        #expect(JSONValue.number("1").kindDescription == "a number")
    }

    // MARK: - Rejected documents

    /// A document that must be rejected, with where and why.
    struct Rejection: Sendable, CustomTestStringConvertible {
        let text: String
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { text.debugDescription }
    }

    static let rejections: [Rejection] = [
        .init(text: "[1, 2,]", line: 1, column: 6, message: "trailing comma before ']'"),
        .init(text: "{\n  \"a\": 1,\n}", line: 2, column: 9, message: "trailing comma before '}'"),
        .init(text: "[1 2]", line: 1, column: 4, message: "expected ',' or ']' after an array element"),
        .init(text: "{\"a\": 1\n \"b\": 2}", line: 2, column: 2, message: "expected ',' or '}' after an object member"),
        .init(text: "{\"a\" 1}", line: 1, column: 6, message: "expected ':' after the key \"a\""),
        .init(text: "[01]", line: 1, column: 2, message: "a number cannot have a leading zero"),
        .init(text: "-", line: 1, column: 2, message: "expected a digit after '-'"),
        .init(text: "1.", line: 1, column: 3, message: "expected a digit after the decimal point"),
        .init(text: "1e+", line: 1, column: 4, message: "expected a digit in the exponent"),
        .init(text: "+1", line: 1, column: 1, message: "a number cannot start with '+'"),
        .init(text: "{\"name\": \"dice", line: 1, column: 10, message: "unterminated string"),
        .init(text: "[\"ab\ncd\"]", line: 1, column: 5,
              message: "unterminated string: a string cannot contain a line break (write \\n)"),
        .init(text: #"["a\x"]"#, line: 1, column: 4,
              message: #"invalid escape '\x'; allowed escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#),
        .init(text: #"["\u12G4"]"#, line: 1, column: 3, message: #"expected four hex digits after \u"#),
        .init(text: #"["é\uD83C"]"#, line: 1, column: 4,
              message: #"lone surrogate \uD83C: a high surrogate must be followed by a low surrogate escape \uDC00-\uDFFF"#),
        .init(text: #"["\uD83C\u0041"]"#, line: 1, column: 3,
              message: #"lone surrogate \uD83C: a high surrogate must be followed by a low surrogate escape \uDC00-\uDFFF"#),
        .init(text: #"["\uDFB2"]"#, line: 1, column: 3,
              message: #"lone surrogate \uDFB2: a low surrogate must follow a high surrogate escape \uD800-\uDBFF"#),
        .init(text: "{\"games\": 1,\r\n \"games\": 2}", line: 2, column: 2, message: "duplicate key \"games\""),
        .init(text: "{} {}", line: 1, column: 4,
              message: "unexpected text after the top-level value; a JSON file holds exactly one value"),
        .init(text: "", line: 1, column: 1, message: "the input is empty; expected a JSON value"),
        .init(text: "  \n ", line: 2, column: 2, message: "the input is empty; expected a JSON value"),
        .init(text: "[NaN]", line: 1, column: 2, message: "NaN is not allowed in JSON; numbers must be finite"),
        .init(text: "-Infinity", line: 1, column: 2, message: "expected a digit after '-'"),
        .init(text: "True", line: 1, column: 1, message: "True is not a JSON value; write true"),
        .init(text: "{\"a\": yes}", line: 1, column: 7,
              message: "unquoted text yes is not a JSON value; strings must be in double quotes"),
        .init(text: "{'a': 1}", line: 1, column: 2, message: "strings must be in double quotes, not single quotes"),
        .init(text: "{\n  // games\n  \"games\": 1\n}", line: 2, column: 3, message: "comments are not allowed in JSON"),
        .init(text: "[1] /* x */", line: 1, column: 5, message: "comments are not allowed in JSON"),
        .init(text: "[\"a\tb\"]", line: 1, column: 4, message: "raw control character U+0009 in a string (write \\t)"),
        .init(text: "[\"a\u{01}\"]", line: 1, column: 4, message: "raw control character U+0001 in a string (write \\u0001)"),
        .init(text: "[1,", line: 1, column: 4, message: "unexpected end of input; expected a value"),
        .init(text: "{\"a\": 1", line: 1, column: 8, message: "unexpected end of input; expected ',' or '}' after an object member"),
        .init(text: "{1: 2}", line: 1, column: 2, message: "expected a string key in double quotes"),
        .init(text: "\u{FEFF}{}", line: 1, column: 1,
              message: "the text starts with a byte order mark; save the file as UTF-8 without a BOM"),
    ]

    @Test("rejects malformed JSON at the right line and column", arguments: rejections)
    func rejects(_ rejection: Rejection) {
        let error = #expect(throws: JSONInputError.self) { try JSONParser.parse(rejection.text) }
        #expect(error == JSONInputError(line: rejection.line, column: rejection.column, problem: rejection.message))
    }

    @Test("formats syntax errors with and without a file name")
    func formatting() {
        let error = JSONInputError(line: 3, column: 14, problem: "duplicate key \"games\"")
        #expect(error.description == "line 3, column 14: duplicate key \"games\"; fix the JSON syntax there")
        #expect(error.inFile("dice.json").description == "dice.json: line 3, column 14: duplicate key \"games\"; fix the JSON syntax there")
        #expect(error.path == .root)
    }
}
