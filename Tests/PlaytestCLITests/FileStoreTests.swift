import Foundation
import Testing
@testable import PlaytestCLI

@Suite("reading input files: each says what the file is")
struct FileStoreTests {
    @Test("a folder given as a scenario says it is a folder, and nothing is written")
    func folder() throws {
        let harness = try CommandHarness()
        try harness.write("x", to: "dir.json/inner")
        let result = harness.run("run", "dir.json", "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error == "error: dir.json: is a folder, not a file; name a file inside it\n")
        #expect(!harness.exists("out"))
    }

    @Test("a FIFO given as a scenario is refused without opening it (no hang)")
    func fifo() throws {
        let harness = try CommandHarness()
        #expect(mkfifo(harness.directory + "/pipe.json", 0o600) == 0)
        let result = harness.run("run", "pipe.json", "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error.contains("pipe.json: is a FIFO (named pipe), not a regular file"))
        #expect(!harness.exists("out"))
    }

    @Test("an empty or blank scenario says it is empty", arguments: ["", " \n\t\n"])
    func empty(text: String) throws {
        let harness = try CommandHarness()
        try harness.write(text, to: "empty.json")
        let result = harness.run("run", "empty.json", "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix("error: empty.json: is empty; write a scenario"), "stderr: \(result.error)")
        #expect(!harness.exists("out"))
    }

    @Test("a path through a file is no such file")
    func throughAFile() throws {
        let harness = try CommandHarness()
        try harness.write("{}", to: "a.json")
        let result = harness.run("run", "a.json/b.json")
        #expect(result.status == .usage)
        #expect(result.error.contains("a.json/b.json: no such file"))
    }
}
