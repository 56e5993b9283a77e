import Testing
@testable import PlaytestAnalysis
import PlaytestProperties

@Suite("CSVRecords: reading what CSVTable writes")
struct CSVRecordsTests {
    @Test("quoted fields with commas, quotes and line breaks read back as written")
    func quotedFields() {
        let table = CSVTable(header: ["a", "b"], rows: [[.text("x,y"), .text("say \"hi\"")], [.text("two\nlines"), .integer(3)]])
        #expect(CSVRecords.parse(table.render()) == [["a", "b"], ["x,y", "say \"hi\""], ["two\nlines", "3"]])
    }

    @Test("empty fields stay, and a final line break starts no empty record")
    func emptyFields() {
        #expect(CSVRecords.parse("a,,c\r\n,,\r\n") == [["a", "", "c"], ["", "", ""]])
        #expect(CSVRecords.parse("a,b") == [["a", "b"]])
        #expect(CSVRecords.parse("") == [])
    }

    @Test("on 500 random tables, parse(render(t)) gives every cell back")
    func roundTrip() {
        var random = Xoshiro256StarStar(seed: 5)
        let alphabet = Array("ab,\"\n\r 1.-=")
        for _ in 0..<500 {
            let columns = random.draw(in: 1...4)
            let rows = random.draw(in: 0...3)
            var cells: [[String]] = []
            for _ in 0..<rows {
                cells.append((0..<columns).map { _ in String((0..<random.draw(in: 0...5)).map { _ in alphabet[random.draw(in: 0...(alphabet.count - 1))] }) })
            }
            // Text cells starting with = or - are neutralised with an apostrophe: compare with what was written.
            let table = CSVTable(header: (0..<columns).map { "c\($0)" }, rows: cells.map { $0.map(CSVCell.text) })
            let expected = [table.header] + table.rows.map { $0.map { cell in CSVRecords.parse(CSVTable.record([cell]))[0][0] } }
            #expect(CSVRecords.parse(table.render()) == expected)
        }
    }
}
