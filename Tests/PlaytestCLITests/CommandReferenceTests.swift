import Foundation
import Testing

/// docs/commands.md, the command reference, holds every command's `--help` text as the program prints it, and
/// every option a command's parser accepts is in that text: the reference cannot fall behind the program.
@Suite("the command reference in docs/commands.md")
struct CommandReferenceTests {
    /// The commands with a help block in the reference, `""` for the top-level help.
    static let commands = ["", "list", "check", "mutants", "run", "merge", "compare", "tune", "replay", "bench", "completions"]

    /// The text between `<!-- help: NAME -->` and `<!-- /help -->`, without its code fence.
    static func block(_ name: String, in reference: String) -> String? {
        let marker = "<!-- help: \(name.isEmpty ? "playtest" : name) -->"
        guard let start = reference.range(of: marker),
              let end = reference.range(of: "<!-- /help -->", range: start.upperBound..<reference.endIndex) else { return nil }
        var lines = reference[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard lines.first?.hasPrefix("```") == true, lines.last == "```" else { return nil }
        return lines.dropFirst().dropLast().joined(separator: "\n")
    }

    static func reference() throws -> String {
        try String(contentsOfFile: PlaytestProcess.packageRoot + "/docs/commands.md", encoding: .utf8)
    }

    @Test("each command's help block is the program's --help, word for word", arguments: commands)
    func helpBlockMatches(command: String) throws {
        let harness = try CommandHarness()
        let result = harness.run(command.isEmpty ? ["--help"] : [command, "--help"])
        let printed = result.out.trimmingCharacters(in: .newlines)
        let documented = try #require(Self.block(command, in: Self.reference()),
                                      "docs/commands.md has no help block for '\(command)'; run Scripts/command-reference.sh")
        #expect(documented == printed, "docs/commands.md is behind 'playtest \(command) --help'; run Scripts/command-reference.sh")
    }

    @Test("every option a command accepts is in its help, and so in the reference", arguments: commands.dropFirst())
    func everyOptionDocumented(command: String) throws {
        let harness = try CommandHarness()
        let refusal = harness.run([command, "--no-such-option"]).error
        let listed = try #require(refusal.range(of: "options: "), "the refusal lists no options: \(refusal)")
        let options = refusal[listed.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(options.contains("--help"))
        let help = try #require(Self.block(command, in: Self.reference()))
        for option in options where option != "--help" {
            #expect(help.contains(option), "'playtest \(command)' accepts \(option), but its help and docs/commands.md do not say so")
        }
    }
}
