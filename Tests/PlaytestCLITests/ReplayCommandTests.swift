import Foundation
import Testing
@testable import PlaytestCLI
import PlaytestKit

@Suite("playtest replay")
struct ReplayCommandTests {
    /// The first `playtest replay <token>` a command printed.
    static func firstToken(in text: String) throws -> String {
        let line = try #require(text.split(separator: "\n").first { $0.contains("playtest replay pt3:") })
        let start = try #require(line.range(of: "playtest replay "))
        return String(line[start.upperBound...].prefix { $0 != " " })
    }

    @Test("a check that fails on its step limit prints a token that fails the same way: the limit travels in the token")
    func stepLimitTravels() throws {
        let harness = try CommandHarness()
        let check = harness.run("check", "dice", "--games", "3", "--seed", "1", "--max-steps", "3", "--no-regressions", "--quiet")
        #expect(check.status == .failure)
        #expect(check.out.contains("stepLimit FAILED"))
        let token = try Self.firstToken(in: check.out)
        #expect(token.contains(":m=3,b=stepLimit:"))
        let replay = harness.run("replay", token)
        #expect(replay.status == .failure, "\(replay.out)")
        #expect(replay.out.contains("stepLimit broke") && replay.out.contains("step limit 3"))
        // An explicit --max-steps still overrides the token's.
        let longer = harness.run("replay", token, "--max-steps", "100000")
        #expect(longer.out.contains("step limit 100000"))
    }

    @Test("run prints its failures shrunk with check's shrinker, and the printed token replays the failure")
    func runShrinks() throws {
        let harness = try CommandHarness()
        try harness.write(#"{"name": "shrink", "seed": 7, "games": 12, "studies": [{"game": "dice", "rules": "shipped", "bots": ["fuzzer"]}]}"#,
                          to: "s.json")
        let run = harness.run("run", "s.json", "--out", "out", "--quiet")
        #expect(run.status == .failure)
        let lines = run.out.split(separator: "\n").map(String.init)
        let broke = try #require(lines.firstIndex { $0.hasPrefix("  property4 broke in") }, "\(run.out)")
        let line = lines[broke + 1]
        #expect(line.contains("playtest replay pt3:dice:shipped:fuzzer:count=1,turns=1:c="), "shrunk to choices: \(line)")
        #expect(line.hasSuffix("(shrunk to 1 step)"), "\(line)")
        let replay = harness.run("replay", try Self.firstToken(in: line))
        #expect(replay.status == .failure)
        #expect(replay.out.contains("property4 broke after step 1"))
        // The report keeps the game as played.
        let report = String(decoding: try #require(harness.files(in: "out")["report.md"]), as: UTF8.self)
        #expect(report.contains("playtest replay pt3:dice:shipped:fuzzer:count=6,turns=5:s=7."))
    }

    @Test("replaying check's shrunk token shows the steps and the state check printed: it stops at the break")
    func replayShowsWhatCheckPrinted() throws {
        let harness = try CommandHarness()
        let check = harness.run("check", "squarecolor", "--rules", "shipped", "--games", "5", "--seed", "3", "--no-regressions", "--quiet")
        #expect(check.status == .failure)
        let token = try Self.firstToken(in: check.out)
        let replay = harness.run("replay", token)
        /// The block from `N steps:` to `state: ...`, unindented.
        func block(_ text: String) -> [String] {
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let start = lines.firstIndex(where: { $0.hasSuffix("steps:") || $0 == "1 step:" }),
                  let end = lines[start...].firstIndex(where: { $0.hasPrefix("state: ") }) else { return [] }
            return Array(lines[start...end]).filter { !$0.contains(" broke after step ") }
        }
        let printed = block(check.out)
        #expect(!printed.isEmpty, "\(check.out)")
        #expect(block(replay.out) == printed, "check:\n\(check.out)\nreplay:\n\(replay.out)")
    }

    @Test("a token printed with a bank file carries its fingerprint: the same file replays, a changed one is refused")
    func bankFingerprint() throws {
        let harness = try CommandHarness()
        let entries = (1...12).map { id in
            #"{"id": \#(id), "text": "q\#(id)?", "choices": ["x", "y", "z"], "answer": "A", "category": "c", "difficulty": "easy"}"#
        }
        let bank = #"{"questions": ["# + entries.joined(separator: ", ") + "]}"
        try harness.write(bank, to: "banks/a.json")
        // A step limit of 2 fails every game, so the check prints a token.
        let check = harness.run("check", "snakesss", "--param", "bank=banks/a.json", "--games", "2", "--max-steps", "2", "--no-regressions", "--quiet")
        #expect(check.status == .failure)
        let token = try Self.firstToken(in: check.out)
        #expect(token.contains(",f="), "\(token)")
        #expect(harness.run("replay", token).status == .failure)
        try harness.write(bank.replacingOccurrences(of: "q12?", with: "q13?"), to: "banks/a.json")
        let changed = harness.run("replay", token)
        #expect(changed.status == .usage)
        #expect(changed.error.contains("snakesss.bank=banks/a.json is not the file the token was printed with"), "\(changed.error)")
    }

    @Test("a missing file says no such file; a token-shaped argument is read as a token, anything else as a file")
    func fileOrToken() throws {
        #expect(ReplayCommand.looksLikeToken("pt3:dice") && ReplayCommand.looksLikeToken(" pt12:x") && ReplayCommand.looksLikeToken("pt1:"))
        #expect(!ReplayCommand.looksLikeToken("pt-cases.txt") && !ReplayCommand.looksLikeToken("pt:x") && !ReplayCommand.looksLikeToken("cases.txt"))
        let harness = try CommandHarness()
        let missing = harness.run("replay", "saved/cases.txt")
        #expect(missing.status == .usage && missing.error.contains("saved/cases.txt: no such file"))
    }

    @Test("a shrunk party token replays to its failure and stops there: check's step count and state at the break")
    func shrunkPartyTokenStopsAtTheBreak() throws {
        let harness = try CommandHarness()
        let check = harness.run("check", "party", "--rules", "shipped", "--games", "4", "--no-regressions", "--quiet", "--target-budget", "0")
        #expect(check.status == .failure)
        let lines = check.out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let replayAt = try #require(lines.firstIndex { $0.hasPrefix("replay: playtest replay ") })
        let token = String(lines[replayAt].dropFirst("replay: playtest replay ".count))
        let steps = try #require(lines[..<replayAt].last { $0.hasSuffix(" steps:") || $0 == "1 step:" })
        let state = try #require(lines[..<replayAt].last { $0.hasPrefix("state: ") })
        let replay = harness.run("replay", token)
        #expect(replay.status == .failure)
        let replayed = replay.out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(replayed.contains(steps), "check printed \(steps); replay: \(replay.out)")
        #expect(replayed.contains(state), "check printed \(state); replay: \(replay.out)")
    }
}

