import PlaytestKit
import Testing
@testable import Party

@Suite("Party coverage labels")
struct PartyCoverageTests {
    @Test("duplicatePickReplaced marks a Submit whose duplicate pick was replaced, and no other Submit")
    func duplicatePick() {
        let game = PartyGame(players: 4, picksPerPlayer: 2)
        var (store, rng) = GameStoreIntakeTests.atPicks()
        var before = store
        store.submitPlayerAndPicks([0, 1], using: &rng)
        var seen = CoverageSet<PartyCoverage>()
        game.coverage(at: .action(.submit([0, 1]), before: before), in: store, into: &seen)
        #expect(!seen.contains(.duplicatePickReplaced), "fresh picks are kept as they are")
        store.intakeProceed()
        store.intakeSaveNameAndShowPicks(using: &rng)
        store.candidates[0] = Title(store.allCards[0].title.uppercased())
        before = store
        store.submitPlayerAndPicks([0, 1], using: &rng)
        game.coverage(at: .action(.submit([0, 1]), before: before), in: store, into: &seen)
        #expect(seen.contains(.duplicatePickReplaced))
    }

    @Test("a stale-screen Submit that replaced a duplicate is marked")
    func staleScreen() {
        let game = PartyGame(players: 4, picksPerPlayer: 2)
        var (store, rng) = GameStoreIntakeTests.atPicks()
        store.submitPlayerAndPicks([0, 1], using: &rng)
        store.intakeProceed()
        store.intakeSaveNameAndShowPicks(using: &rng)
        let before = store
        store.submitFromStaleScreen([1, 2], using: &rng)
        var seen = CoverageSet<PartyCoverage>()
        game.coverage(at: .action(.submitStale([1, 2]), before: before), in: store, into: &seen)
        #expect(seen.contains(.duplicatePickReplaced))
    }

    @Test("a short seeded check reaches duplicatePickReplaced through the fuzzer's stale screens, and requires it")
    func shortCheckReaches() throws {
        let report = InvariantChecker(registration: PartyGame.registration, configuration: PartyGame.descriptor.defaultConfiguration,
                                      seed: 1, games: 20).run()
        #expect(report.findings.isEmpty)
        let fuzzer = try #require(report.coverageByBot.first { $0.bot == "fuzzer" })
        let tally = try #require(fuzzer.tallies.first { $0.info.name == "duplicatePickReplaced" })
        #expect(tally.games >= 2, "reached in \(tally.games) of 20 fuzzer games")
        #expect(report.coverageRequirements.contains { $0.label == "duplicatePickReplaced" })
    }

    @Test("with playIntake off, the intake's labels are not required")
    func playIntakeOff() {
        #expect(PartyGame(playIntake: false).unreachableCoverage() == [.rerollUsed, .duplicatePickReplaced])
        #expect(PartyGame().unreachableCoverage().isEmpty)
    }
}
