import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("results.csv")
struct BalanceReportResultsTests {
    /// The records of results.csv as fields, keyed by column name.
    static func records() throws -> [[String: String]] {
        let csv = try HandMadeReport.report().resultsCSV()
        #expect(csv.name == "results.csv")
        let lines = csv.contents.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = lines[0].components(separatedBy: ",")
        #expect(header == BalanceReport.resultsHeader)
        return lines.dropFirst().map { line in
            let fields = fields(of: line)
            #expect(fields.count == header.count)
            return Dictionary(uniqueKeysWithValues: zip(header, fields))
        }
    }

    @Test("one row per configuration and metric, with its role")
    func rows() throws {
        let records = try Self.records()
        #expect(records.count == 5 * 5)
        #expect(records.filter { $0["role"] == "check" }.map { $0["configuration"] } == Array(repeating: "4", count: 5))
        #expect(Set(records.map { $0["kind"]! }) == ["summary", "scalar", "chiSquare", "rate"])
    }

    @Test("a chi-square test has its own columns and leaves n empty")
    func chiSquareColumns() throws {
        let faces = try #require(try Self.records().first { $0["metric"] == "faces" })
        #expect(faces["n"] == "")
        #expect(faces["chiSquare"] == "40.0000")
        #expect(faces["degreesOfFreedom"] == "5")
        #expect(faces["pValue"] == "0.0000")
        #expect(faces["mean"] == "")
    }

    @Test("a rate has n trials, successes and a Wilson interval; a scalar only its value; a count's interval starts at 0")
    func otherKinds() throws {
        let records = try Self.records()
        let wins = try #require(records.first { $0["metric"] == "wins" })
        #expect(wins["n"] == "100" && wins["successes"] == "30" && wins["mean"] == "0.3000" && wins["value"] == "")
        let ratio = try #require(records.first { $0["metric"] == "ratio" && $0["configuration"] == "1" })
        #expect(ratio["value"] == "1.5000" && ratio["n"] == "" && ratio["expected"] == "1.0000")
        let near = try #require(records.first { $0["metric"] == "near" })
        #expect(near["lower95"] == "0.0000")
    }

    /// The fields of one CSV record: commas split, except inside double quotes (no field here holds a quote).
    static func fields(of line: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var quoted = false
        for character in line {
            if character == "\"" { quoted.toggle() } else if character == ",", !quoted { fields.append(current); current = "" } else { current.append(character) }
        }
        return fields + [current]
    }
}
