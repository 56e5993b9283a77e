import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("CSVCell")
struct CSVCellTests {

    // MARK: - Plain fields

    @Test("plain text and numbers are emitted as-is")
    func plainFields() {
        #expect(CSVCell.text("hello world").field == "hello world")
        #expect(CSVCell.integer(-42).field == "-42")
        #expect(CSVCell.number(0.125, digits: 2).field == "0.13")
        #expect(CSVCell.number(.nan, digits: 2).field == "nan")
        #expect(CSVCell.empty.field == "")
        #expect(CSVCell.text("").field == "")
    }

    // MARK: - Quoting

    @Test("fields with comma, quote, CR or LF are quoted")
    func quoting() {
        #expect(CSVCell.text("a,b").field == "\"a,b\"")
        #expect(CSVCell.text("say \"hi\"").field == "\"say \"\"hi\"\"\"")
        #expect(CSVCell.text("line1\nline2").field == "\"line1\nline2\"")
        #expect(CSVCell.text("line1\rline2").field == "\"line1\rline2\"")
        #expect(CSVCell.text("line1\r\nline2").field == "\"line1\r\nline2\"")
        #expect(CSVCell.text("\"").field == "\"\"\"\"")
    }

    @Test("fields without special characters are not quoted")
    func noQuoting() {
        #expect(CSVCell.text("a;b").field == "a;b")
        #expect(CSVCell.text("it's").field == "it's")
        #expect(CSVCell.text("naïve café").field == "naïve café")
    }

    // MARK: - Formula injection

    @Test("text starting with a formula trigger gets an apostrophe", arguments: [
        ("=SUM(A1)", "'=SUM(A1)"),
        ("+1", "'+1"),
        ("-x", "'-x"),
        ("@cmd", "'@cmd"),
        ("\tx", "'\tx"),
        ("\rx", "\"'\rx\""),
        ("\r\nx", "\"'\r\nx\""),
        ("=HYPERLINK(\"a\",\"b\")", "\"'=HYPERLINK(\"\"a\"\",\"\"b\"\")\""),
    ])
    func neutralised(input: String, expected: String) {
        #expect(CSVCell.text(input).field == expected)
    }

    @Test("triggers later in the text are left alone")
    func laterTriggers() {
        #expect(CSVCell.text("a=b").field == "a=b")
        #expect(CSVCell.text("x-1").field == "x-1")
        #expect(CSVCell.text(" =1").field == " =1")
    }

    @Test("numbers are never prefixed")
    func numbersNotNeutralised() {
        #expect(CSVCell.number(-1.5, digits: 1).field == "-1.5")
        #expect(CSVCell.integer(-7).field == "-7")
        #expect(CSVCell.number(-.infinity, digits: 1).field == "-inf")
    }

    // MARK: - Literals

    @Test("string and integer literals build text and integer cells")
    func literals() {
        let cells: [CSVCell] = ["name", 3, .empty]
        #expect(cells == [.text("name"), .integer(3), .empty])
    }
}

@Suite("CSVCell: the byte scan that decides quoting")
struct CSVCellScanTests {
    @Test("on 2,000 random strings, a field is quoted exactly when a scalar is a comma, quote, CR or LF, and then doubles its quotes")
    func matchesTheRule() {
        let triggers: Set<Unicode.Scalar> = [",", "\"", "\r", "\n"]
        for text in TextScanSamples.strings(count: 2_000, seed: 12) {
            var expected = text
            if text.unicodeScalars.contains(where: { triggers.contains($0) }) {
                var scalars = String.UnicodeScalarView()
                scalars.append("\"")
                for scalar in text.unicodeScalars {
                    if scalar == "\"" { scalars.append("\"") }
                    scalars.append(scalar)
                }
                scalars.append("\"")
                expected = String(scalars)
            }
            #expect(CSVCell.quotedIfNeeded(text) == expected)
        }
    }
}
