import Testing
@testable import PlaytestCLI

@Suite("text echoed to a terminal")
struct TerminalTextTests {
    @Test("control characters are escaped, line feeds and other text kept", arguments: [
        ("di\0ce", "di\\u{0}ce"), ("a\u{1B}[2Jb", "a\\u{1B}[2Jb"), ("tab\there", "tab\\u{9}here"), ("cr\r", "cr\\u{D}"),
        ("del\u{7F}", "del\\u{7F}"), ("c1\u{85}", "c1\\u{85}"), ("line\nnext", "line\nnext"), ("dé ✓", "dé ✓"),
    ])
    func escapes(raw: String, shown: String) {
        #expect(TerminalText.escaped(raw) == shown)
    }

    @Test("an error message never carries a raw NUL or escape byte from user input")
    func errorsAreEscaped() throws {
        let harness = try CommandHarness()
        let result = harness.run("check", "di\0ce\u{1B}")
        #expect(result.status == .usage)
        #expect(result.error.contains(#"unknown game "di\u{0}ce\u{1B}""#), "stderr: \(result.error)")
        #expect(!result.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
