import Testing
@testable import PlaytestCLI
import PlaytestKit

@Suite("playtest check and replay")
struct CheckCommandTests {
    @Test("documented dice rules hold: exit 0")
    func documentedHolds() throws {
        let result = try CommandHarness().run("check", "dice", "--games", "100", "--seed", "7", "--jobs", "2")
        #expect(result.status == .success)
        #expect(result.out.contains("all 12 invariants held"))
    }

    @Test("shipped dice rules break property 4 with a short shrunk case whose replay command reproduces it")
    func shippedFindsProperty4() throws {
        let harness = try CommandHarness()
        let result = harness.run("check", "dice", "--rules", "shipped", "--games", "20", "--seed", "7")
        #expect(result.status == .failure)
        #expect(result.out.contains("property4 FAILED"))
        let lines = result.out.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("property4 FAILED") })
        let stepsLine = try #require(lines[start...].first { $0.hasSuffix("step:") || $0.hasSuffix("steps:") })
        let steps = Int(stepsLine.trimmingWhitespace().split(separator: " ")[0]) ?? 99
        #expect(steps <= 5)
        let replayLine = try #require(lines[start...].first { $0.contains("replay: playtest replay ") })
        let token = String(replayLine.split(separator: " ").last!)
        let replay = harness.run("replay", token)
        #expect(replay.status == .failure)
        #expect(replay.out.contains("property4 broke"))
        // The failure was saved, and the next check replays it first.
        #expect(harness.exists(".playtest/regressions/dice.txt"))
        let again = harness.run("check", "dice", "--rules", "shipped", "--games", "5", "--seed", "8")
        #expect(again.out.contains("regression still fails"))
    }

    @Test("a --regressions path that is a file cannot take the saved cases: a warning, and the check keeps its exit 1")
    func regressionsFileKeepsStatus() throws {
        let harness = try CommandHarness()
        try harness.write("not a folder\n", to: "cases.txt")
        let result = harness.run("check", "dice", "--rules", "shipped", "--games", "5", "--seed", "7", "--regressions", "cases.txt")
        #expect(result.status == .failure)
        #expect(result.error.contains("warning: the failing cases were not saved"), "stderr: \(result.error)")
        #expect(result.out.contains("invariants broke") || result.out.contains("invariant broke"))
    }

    @Test("replay rejects a malformed token with exit 2")
    func malformedToken() throws {
        let harness = try CommandHarness()
        let result = harness.run("replay", ReplayToken.seal("pt3:dice:documented"))
        #expect(result.status == .usage)
        #expect(result.error.contains("expected 7 fields"))
        let retired = harness.run("replay", "pt1:dice:shipped:fuzzer:count=6,turns=5:c=z6-666666666666666")
        #expect(retired.status == .usage)
        #expect(retired.error.contains("this is a pt1 token") && retired.error.contains("get a pt3 token"))
        let missing = harness.run("replay", "no-such-file.txt")
        #expect(missing.status == .usage && missing.error.contains("no such file"))
        let unknown = harness.run("replay", ReplayToken.seal("pt3:dice:documented:fuzzer:count=0,turns=5:c=:m=100000"))
        #expect(unknown.status == .usage)
        #expect(unknown.error.contains("count"))
    }

    @Test("replay of a folder, an empty file or a file of comments only exits 2 saying what it is")
    func replayNothing() throws {
        let harness = try CommandHarness()
        try harness.write("", to: "empty.txt")
        try harness.write("# only a comment\n\n", to: "comments.txt")
        try harness.write("x", to: "cases/inner.txt")
        for name in ["empty.txt", "comments.txt"] {
            let result = harness.run("replay", name)
            #expect(result.status == .usage)
            #expect(result.error.contains("\(name): holds no replay token"), "stderr: \(result.error)")
        }
        let folder = harness.run("replay", "cases")
        #expect(folder.status == .usage && folder.error.contains("cases: is a folder, not a file"))
    }

    @Test("replay reads a file of tokens")
    func replayFile() throws {
        let harness = try CommandHarness()
        try harness.write("# a comment\n" + ReplayToken.seal("pt3:dice:documented:fuzzer:count=6,turns=5:c=+666666666666666:m=100000") + "\n", to: "cases.txt")
        let result = harness.run("replay", "cases.txt")
        #expect(result.status == .success)
        #expect(result.out.contains("1. roll"))
        #expect(result.out.contains("every invariant held"))
    }

    @Test("check prints the coverage table; a required share that cannot be met exits 1 naming the situation")
    func coverage() throws {
        let harness = try CommandHarness()
        let plain = harness.run("check", "dice", "--games", "100", "--seed", "3")
        #expect(plain.status == .success)
        #expect(plain.out.contains("coverage (share of games that reached each situation, Wilson 95% interval):"))
        #expect(plain.out.contains("saveMidAnimation"))
        let rare = harness.run("check", "dice", "--games", "100", "--seed", "3", "--cover", "saveBurst=50%")
        #expect(rare.status == .failure)
        #expect(rare.out.contains("coverage FAILED: saveBurst (three saves at one instant mid-roll)"))
        #expect(rare.out.contains("1 required situation shown too rare: saveBurst"))
        let unknown = harness.run("check", "dice", "--cover", "nosuchLabel=0.1")
        #expect(unknown.status == .usage && unknown.error.contains("labels: rollWithLocks"))
        let badShare = harness.run("check", "dice", "--cover", "saveBurst=2")
        #expect(badShare.status == .usage && badShare.error.contains("from 0 to 1"))
    }

    @Test("check dice --games 20 exits 0: a documented behaviour too few games can tell is a warning with the games that would settle it")
    func notYetShownIsAWarning() throws {
        let harness = try CommandHarness()
        let result = harness.run("check", "dice", "--games", "20", "--no-regressions", "--quiet")
        #expect(result.status == .success, "\(result.out)")
        #expect(result.out.contains("warning: coverage not yet shown: endTurnWhileAnimating"), "\(result.out)")
        #expect(result.out.contains("games would tell whether it is too rare (--games "), "\(result.out)")
        #expect(result.out.contains("all 12 invariants held; not yet shown (a warning): endTurnWhileAnimating"), "\(result.out)")
        #expect(!result.out.contains("FAILED"))
    }

    @Test("check dice --param count=50 exits 0 with every invariant held, naming the pinned parameter beside the rare situation")
    func pinnedParameterNotYetShown() throws {
        let harness = try CommandHarness()
        let result = harness.run("check", "dice", "--param", "count=50", "--no-regressions", "--quiet")
        #expect(result.status == .success, "\(result.out)")
        #expect(result.out.contains("warning: coverage not yet shown: simultaneousSettle"), "\(result.out)")
        #expect(result.out.contains("the parameters pinned with --param (count=50) may make it rare (--accept-unreachable simultaneousSettle"), "\(result.out)")
    }

    @Test("a requirement shown too rare under a pinned parameter fails naming --accept-unreachable, which reports it without failing")
    func acceptUnreachable() throws {
        let harness = try CommandHarness()
        let shown = harness.run("check", "dice", "--param", "count=50", "--games", "400", "--no-regressions", "--quiet")
        #expect(shown.status == .failure, "\(shown.out)")
        #expect(shown.out.contains("coverage FAILED: simultaneousSettle"), "\(shown.out)")
        #expect(shown.out.contains("(count=50) may make it this rare: if they do, pass --accept-unreachable simultaneousSettle"), "\(shown.out)")
        let accepted = harness.run("check", "dice", "--param", "count=50", "--games", "400", "--no-regressions", "--quiet",
                                   "--accept-unreachable", "simultaneousSettle")
        #expect(accepted.status == .success, "\(accepted.out)")
        #expect(accepted.out.contains("coverage accepted as unreachable (--accept-unreachable): simultaneousSettle"), "\(accepted.out)")
        #expect(accepted.out.contains("below its required 2.0% at count=50"))
        let misspelt = harness.run("check", "dice", "--accept-unreachable", "simultaneousSetle")
        #expect(misspelt.status == .usage && misspelt.error.contains("did you mean \"simultaneousSettle\"?"), "\(misspelt.error)")
    }

    @Test("--param: an unscoped name no game has lists the parameters; a scoped one must name a game checked")
    func parameters() throws {
        let harness = try CommandHarness()
        let unknown = harness.run("check", "dice", "--param", "speed=2")
        #expect(unknown.status == .usage && unknown.error.contains("dice: count, turns"))
        let scoped = harness.run("check", "dice", "--param", "dice.count=3", "--games", "5")
        // Five games cannot show a documented behaviour in 2% of games: a warning, not a failure.
        #expect(scoped.status == .success && scoped.out.contains("count=3,turns=5") && scoped.out.contains("invariants held; not yet shown"))
        let otherGame = harness.run("check", "dice", "--param", "poker.count=3")
        #expect(otherGame.status == .usage && otherGame.error.contains("names no game of this run"))
    }

    @Test("a saved pt1 regression is skipped with a warning, not replayed as a different game")
    func retiredRegression() throws {
        let harness = try CommandHarness()
        try harness.write("pt1:dice:shipped:fuzzer:count=6,turns=5:c=z6-666666666666666\n", to: ".playtest/regressions/dice.txt")
        let result = harness.run("check", "dice", "--games", "5")
        #expect(result.out.contains("invariants held"), "\(result.out)")
        #expect(result.error.contains("dice.txt:1: skipped, this is a pt1 token"))
    }

    @Test("a Snakesss bank file named by --param is read and checked; a token without the bank's fingerprint is refused")
    func bankFile() throws {
        let harness = try CommandHarness()
        let entries = (1...12).map { id in
            #"{"id": \#(id), "text": "q\#(id)?", "choices": ["x", "y", "z"], "answer": "A", "category": "c", "difficulty": "easy"}"#
        }
        try harness.write(#"{"questions": ["# + entries.joined(separator: ", ") + "]}", to: "banks/a.json")
        let check = harness.run("check", "snakesss", "--param", "bank=banks/a.json", "--games", "5", "--no-regressions")
        #expect(check.status == .success, "\(check.error)")
        #expect(check.out.contains("bank=banks/a.json"))
        let missing = harness.run("check", "snakesss", "--param", "bank=banks/none.json")
        #expect(missing.status == .usage && missing.error.contains("banks/none.json (snakesss.bank): no such file"))
        let token = ReplayToken.seal("pt3:snakesss:documented:ownBelief:players=6,roundCount=6,discussionSeconds=120,scoring=kw,knowEasy=0.8,"
            + "knowMedium=0.6,knowHard=0.4,shareA=0.33,shareB=0.34,bank=banks/a.json:s=1.0:m=100000")
        // Written by hand, without the bank's fingerprint (f=): refused rather than replayed on whatever the file holds now.
        let replay = harness.run("replay", token)
        #expect(replay.status == .usage && replay.error.contains("carries no fingerprint"), "\(replay.error)")
    }

    @Test("a party title bank named by --param is read and checked; a too small one is refused with exit 2, naming the file and the fix")
    func partyBankFile() throws {
        let harness = try CommandHarness()
        let letters = Array("ABCDEFGHIJ")
        let titles = (0..<80).map { "Title \(letters[$0 / 10])\(letters[$0 % 10]) | easy" }
        try harness.write(titles.joined(separator: "\n"), to: "banks/party.txt")
        try harness.write("One\nTWO\none\nList of things\n", to: "banks/tiny.txt")
        let check = harness.run("check", "party", "--param", "party.bank=banks/party.txt", "--param", "players=4", "--games", "2", "--no-regressions")
        // Two games cannot show a documented behaviour in 2% of games: every invariant holds, coverage is a warning.
        #expect(check.status == .success && check.out.contains("invariants held; ") && check.out.contains("not yet shown"), "\(check.error)")
        let tiny = harness.run("check", "party", "--param", "party.bank=banks/tiny.txt")
        #expect(tiny.status == .usage)
        #expect(tiny.error.contains("banks/tiny.txt: party.bank has 4 titles but only 2 different usable ones"), "\(tiny.error)")
        #expect(tiny.error.contains("add titles until at least 75 different ones remain"))
    }

    @Test("a fixed PokerSlam deal that is over at the deal: game over with cards is reached, the rest is not required, exit 0")
    func pokerSlamDeadDeal() throws {
        let grid = "3S 9D JC KD 6S QC 7D 2S 4H JH AH 9H KC 8S TD TC 5D 3D 6H 5C AC KH 9C QS 8H".split(separator: " ").map(String.init)
        let deck = "CDHS".flatMap { suit in "23456789TJQKA".map { "\($0)\(suit)" } }
        let deal = (grid + deck.filter { !grid.contains($0) }).joined(separator: "-")
        let harness = try CommandHarness()
        let result = harness.run("check", "pokerslam", "--param", "deal=\(deal)", "--games", "5", "--no-regressions", "--quiet", "--target-budget", "0")
        #expect(result.status == .success, "\(result.out)\(result.error)")
        #expect(result.out.contains("not required: boardWithHoles, deckRanDry"), "\(result.out)")
        #expect(!result.out.contains("too rare"), "\(result.out)")
    }

    @Test("a step limit of 1 reads '1 step', never '1 steps'")
    func oneStepSingular() throws {
        let harness = try CommandHarness()
        let result = harness.run("check", "dice", "--games", "1", "--max-steps", "1", "--no-regressions", "--quiet", "--target-budget", "0")
        #expect(result.status == .failure)
        #expect(result.out.contains("within 1 step"), "\(result.out)")
        #expect(!result.out.contains("1 steps") && !result.out.contains(" 1 games"), "\(result.out)")
    }
}

