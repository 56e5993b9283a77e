import Foundation
import Testing
@testable import PlaytestCLI

@Suite("Bad inputs")
struct BadInputTests {
    @Test("every bad input exits 2 with an error naming the file and the field, writes nothing and echoes no control byte",
          arguments: BadInputCorpus.cases)
    func refused(_ input: BadInput) throws {
        let harness = try CommandHarness()
        for file in input.files { try harness.write(file.text, to: file.path) }
        switch input.special {
        case .fifo(let name): #expect(mkfifo(harness.directory + "/" + name, 0o600) == 0)
        case .folder(let name): try FileManager.default.createDirectory(atPath: harness.directory + "/" + name, withIntermediateDirectories: true)
        case .unwritableHere: harness.unwritable = [harness.directory]
        case nil: break
        }
        let before = Self.tree(harness.directory)
        let result = harness.run(input.arguments)
        #expect(result.status == .usage, "\(input): exit \(result.status), stderr: \(result.error)")
        #expect(result.error.hasPrefix("error: "), "\(input): \(result.error)")
        for fragment in input.expected {
            #expect(result.error.contains(fragment), "\(input): \"\(fragment)\" not in: \(result.error)")
        }
        #expect(result.out.isEmpty, "\(input): stdout: \(result.out)")
        #expect(Self.tree(harness.directory) == before, "\(input): files changed")
        let controls = (result.error + result.out).unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
        #expect(controls.isEmpty, "\(input): control bytes in the output")
    }

    @Test("the corpus covers every class of the issue, one case per line")
    func coverage() {
        let names = Set(BadInputCorpus.cases.map(\.name))
        #expect(names.count == BadInputCorpus.cases.count, "case names are unique")
        for required in ["invalid JSON", "unknown root key", "unknown study key", "unknown parameter", "unknown coverage label", "NaN",
                         "games out of range", "unknown game", "unknown bot", "unknown rule set", "missing scenario", "scenario is a folder",
                         "scenario is a FIFO", "empty scenario", "unwritable --out", "empty --out", "token cut short",
                         "token with a changed character", "empty question bank", "question bank is a folder", "empty title bank"] {
            #expect(names.contains(required), "\(required)")
        }
    }

    /// Every path under a folder (files and folders), with each file's size: what a command must leave as it was.
    static func tree(_ root: String) -> [String: Int] {
        var result: [String: Int] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root) else { return result }
        while let path = walker.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + path)
            result[path] = (attributes?[.size] as? Int) ?? -1
        }
        return result
    }
}
