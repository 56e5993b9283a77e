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
}
