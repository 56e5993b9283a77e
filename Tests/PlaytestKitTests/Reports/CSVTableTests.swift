import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("CSVTable")
struct CSVTableTests {

    // MARK: - Rendering

    @Test("header only renders one CRLF-terminated record")
    func headerOnly() {
        let table = CSVTable(header: ["seed", "score"])
        #expect(table.render() == "seed,score\r\n")
        #expect(table.columnCount == 2)
        #expect(table.rows.isEmpty)
    }

    @Test("every record, including the last, ends with CRLF")
    func crlfEndings() {
        var table = CSVTable(header: ["a", "b"])
        table.append([.integer(1), .number(2.5, digits: 1)])
        table.append([.text("x"), .empty])
        let output = table.render()
        #expect(output == "a,b\r\n1,2.5\r\nx,\r\n")
        #expect(output.hasSuffix("\r\n"))
        // No bare LF: every "\n" scalar is preceded by "\r".
        let scalars = Array(output.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "\n" {
            #expect(index > 0 && scalars[index - 1] == "\r")
        }
    }

    @Test("header cells are neutralised and quoted like text")
    func headerEscaping() {
        let table = CSVTable(header: ["-delta", "win, rate", "say \"x\""])
        #expect(table.render() == "'-delta,\"win, rate\",\"say \"\"x\"\"\"\r\n")
    }

    @Test("mixed rows render locale-free numbers")
    func mixedRow() {
        let table = CSVTable(
            header: ["name", "games", "mean", "note"],
            rows: [
                [.text("=cmd|' /C calc'!A0"), .integer(1_000_000), .number(-1.5, digits: 1), .text("line\nbreak")],
                ["plain", 3, .number(1234.5, digits: 2), .empty],
            ]
        )
        let expected = "name,games,mean,note\r\n"
            + "'=cmd|' /C calc'!A0,1000000,-1.5,\"line\nbreak\"\r\n"
            + "plain,3,1234.50,\r\n"
        #expect(table.render() == expected)
        #expect(table.rows.count == 2)
    }

    @Test("append(contentsOf:) keeps row order")
    func appendContents() {
        var table = CSVTable(header: ["n"])
        table.append(contentsOf: [[1], [2], [3]])
        #expect(table.render() == "n\r\n1\r\n2\r\n3\r\n")
    }

    @Test("rendering is deterministic and value-semantic")
    func valueSemantics() {
        var original = CSVTable(header: ["n"])
        original.append([1])
        var copy = original
        copy.append([2])
        #expect(original.render() == "n\r\n1\r\n")
        #expect(copy.render() == "n\r\n1\r\n2\r\n")
        #expect(original.render() == original.render())
        #expect(original != copy)
    }

    // MARK: - Preconditions

    @Test("a row with the wrong number of cells traps")
    func wrongRowLength() async {
        await #expect(processExitsWith: .failure) {
            var table = CSVTable(header: ["a", "b"])
            table.append([.integer(1)])
        }
    }
}
