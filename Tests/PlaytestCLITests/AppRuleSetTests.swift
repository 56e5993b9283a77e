import PlaytestCLI
import PlaytestKit
import PlaytestTesting
import Testing

/// A game whose only rule set is `app` (a studio's shipped code): the default rules are its first rule set, and every
/// command works with it.
@Suite("a game whose only rule set is app")
struct AppRuleSetTests {
    static func harness() throws -> CommandHarness {
        let harness = try CommandHarness()
        harness.catalog = GameCatalog(games: [TallyAppGame.registration], programName: "tally-playtest")
        return harness
    }

    @Test("it passes the conformance suite: no documented rule set is required")
    func conforms() {
        #expect(TallyAppGame.descriptor.ruleSets == ["app"])
        expectGameConformance(TallyAppGame.registration, games: 10, seed: 3, programName: "tally-playtest")
        expectInvariantsHold(TallyAppGame.registration, games: 20, seed: 1)
    }

    @Test("list shows its one rule set; check plays app by default and by name")
    func listAndCheck() throws {
        let harness = try Self.harness()
        let list = harness.run("list")
        #expect(list.status == .success)
        #expect(list.out.contains("  rule sets: app\n"))
        let check = harness.run("check", "tally", "--games", "20", "--no-regressions", "--quiet")
        #expect(check.status == .success, "\(check.error)")
        #expect(check.out.hasPrefix("check tally: rules app, length=12, seed 0, bots tapper"), "\(check.out)")
        #expect(harness.run("check", "tally", "--rules", "app", "--games", "5", "--no-regressions", "--quiet").status == .success)
        let wrong = harness.run("check", "tally", "--rules", "documented")
        #expect(wrong.status == .usage)
        #expect(wrong.error.contains("use one of: app"))
    }

    @Test("run plays a scenario of it under app")
    func run() throws {
        let harness = try Self.harness()
        try harness.write(#"{"name": "tally", "seed": 1, "games": 20, "studies": [{"game": "tally", "bots": ["tapper"]}]}"#, to: "tally.json")
        let result = harness.run("run", "tally.json", "--out", "out", "--quiet")
        #expect(result.status == .success, "\(result.error)")
        #expect(harness.exists("out/report.md"))
    }

    @Test("replay --actions reads a CaseIterable action by its description; an unknown one exits 2 listing the actions")
    func replayActions() throws {
        let harness = try Self.harness()
        let played = harness.run("replay", "--game", "tally", "--actions", "tap, tap,reset,tap")
        #expect(played.status == .success)
        #expect(played.out.contains("replay tally: rules app, length=12, seed 1 (game 0's chance), 4 actions"))
        #expect(played.out.contains("state: count 1 after 4 actions"))
        let unknown = harness.run("replay", "--game", "tally", "--actions", "tap,tapp")
        #expect(unknown.status == .usage)
        #expect(unknown.error == "error: tally-playtest replay: --actions: action 2, \"tapp\", is not an action of tally; actions look like: tap, reset\n")
        #expect(unknown.out.isEmpty)
        let ended = harness.run("replay", "--game", "tally", "--param", "length=2", "--actions", "tap,tap,tap")
        #expect(ended.status == .success)
        #expect(ended.out.contains("not played (the game ended first): tap"))
    }
}

/// A studio's executable (here `tally-playtest`, one game of its own): `check --baseline` and `bench --bot` work
/// through its catalog and speak in its name.
@Suite("a studio's executable: baseline and bench")
struct StudioExecutableTests {
    @Test("check --baseline through a studio's catalog: the file names its program, and a fixed entry is reported")
    func baseline() throws {
        let harness = try AppRuleSetTests.harness()
        let check = ["check", "tally", "--games", "10", "--no-regressions", "--quiet", "--baseline", "accepted.txt"]
        #expect(harness.run(check + ["--update-baseline"]).status == .success)
        let text = try harness.read("accepted.txt")
        #expect(text.contains("'tally-playtest check --baseline'"), "\(text)")
        try harness.write(text + "tally app neverBreaks\n", to: "accepted.txt")
        let result = harness.run(check)
        #expect(result.status == .success)
        #expect(result.out.contains("0 failures accepted, 0 new; fixed since the baseline: neverBreaks"), "\(result.out)")
    }

    @Test("bench --game --bot through a studio's catalog; an unknown bot is refused in its name")
    func benchBot() throws {
        let harness = try AppRuleSetTests.harness()
        let bot = TallyAppGame.registration.bots[0].id
        let bench = harness.run("bench", "--quick", "--game", "tally", "--bot", bot)
        #expect(bench.status == .success, "\(bench.error)")
        let unknown = harness.run("bench", "--quick", "--game", "tally", "--bot", "nobody")
        #expect(unknown.status == .usage)
        #expect(unknown.error.contains("tally-playtest bench: --bot \"nobody\""), "\(unknown.error)")
    }
}
