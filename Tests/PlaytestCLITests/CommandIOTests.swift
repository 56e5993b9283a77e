import Foundation
import Testing
@testable import PlaytestCLI

@Suite("CommandIO")
struct CommandIOTests {
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func add(_ more: String) { lock.lock(); text += more; lock.unlock() }
        var all: String { lock.lock(); defer { lock.unlock() }; return text }
    }

    @Test("line and errorLine show control characters as text, on stdout as on stderr; line feeds stay")
    func escapesBothStreams() {
        let out = Capture()
        let error = Capture()
        let io = CommandIO(writeOut: out.add, writeError: error.add, errorIsTerminal: false, currentDirectory: "/")
        io.line("name \u{1B}[31mred\u{0}\nnext\r")
        io.errorLine("bad \u{7}bell\u{9B}")
        #expect(out.all == "name \\u{1B}[31mred\\u{0}\nnext\\u{D}\n")
        #expect(error.all == "bad \\u{7}bell\\u{9B}\n")
    }
}
