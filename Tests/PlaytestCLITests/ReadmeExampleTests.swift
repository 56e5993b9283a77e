import Foundation
import Testing

/// The README's example is the program's own output: its command is run in a fresh folder (as on a fresh clone)
/// and every line the README shows must be printed, in order; a `...` line stands for lines left out.
@Suite("the README's example")
struct ReadmeExampleTests {
    /// The first ```console block of README.md: the command after `$ swift run -c release playtest `, and the lines
    /// shown.
    static func example() throws -> (arguments: [String], lines: [String]) {
        let readme = try String(contentsOfFile: PlaytestProcess.packageRoot + "/README.md", encoding: .utf8)
        let start = try #require(readme.range(of: "```console\n"), "README.md has no console block")
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        var lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let prompt = "$ swift run -c release playtest "
        let command = lines.removeFirst()
        #expect(command.hasPrefix(prompt), "\(command)")
        return (command.dropFirst(prompt.count).split(separator: " ").map(String.init), lines)
    }

    /// Whether `shown` (with `...` for any run of lines) is `printed`, line for line.
    static func matches(_ shown: [String], _ printed: [String]) -> Bool {
        guard let first = shown.first else { return printed.isEmpty }
        if first.trimmingCharacters(in: .whitespaces) == "..." {
            let rest = Array(shown.dropFirst())
            return (0...printed.count).contains { matches(rest, Array(printed.dropFirst($0))) }
        }
        return printed.first == first && matches(Array(shown.dropFirst()), Array(printed.dropFirst()))
    }

    @Test("the README's check example prints what the README shows")
    func checkExample() throws {
        let (arguments, shown) = try Self.example()
        #expect(arguments.first == "check")
        let result = try CommandHarness().run(arguments)
        #expect(result.status == .failure)
        let printed = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast()
        let hint = "README.md's example differs from the program's output; paste this (keeping the '...' where lines are left out):"
        #expect(Self.matches(shown, Array(printed)), "\(hint)\n\(result.out)")
    }

    @Test("the matcher: '...' skips any run of lines, other lines must be equal and in order")
    func matcher() {
        #expect(Self.matches(["a", "...", "d"], ["a", "b", "c", "d"]))
        #expect(Self.matches(["a", "...", "b"], ["a", "b"]))
        #expect(!Self.matches(["a", "...", "d"], ["a", "b", "c", "e"]))
        #expect(!Self.matches(["a", "c"], ["a", "b", "c"]))
    }
}
