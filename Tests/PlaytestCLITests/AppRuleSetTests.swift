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
