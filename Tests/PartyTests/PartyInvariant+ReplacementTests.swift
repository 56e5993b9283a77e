import PlaytestKit
import Testing
@testable import Party

@Suite("PartyInvariant picksReplaced")
struct PartyInvariantReplacementTests {
    /// A store at the second player's picks screen, and the check of a stale-screen Submit of `selected` from it.
    static func staleSubmit(_ selected: [Int], rules: PartyRules = .documented) -> String? {
        var (store, rng) = GameStoreIntakeTests.atPicks(rules: rules)
        store.submitPlayerAndPicks([0, 1], using: &rng)
        store.intakeProceed()
        store.intakeSaveNameAndShowPicks(using: &rng)
        let before = store
        store.submitFromStaleScreen(selected, using: &rng)
        return PartyInvariant.picksReplaced(.action(.submitStale(selected), before: before), store)
    }

    @Test("holds for a replaced duplicate and a kept fresh pick")
    func holds() {
        #expect(Self.staleSubmit([1, 2]) == nil)
        #expect(Self.staleSubmit([0, 1]) == nil)
    }

    @Test("breaks when the duplicate is kept, or dropped without a replacement")
    func breaks() throws {
        let kept = try #require(Self.staleSubmit([0, 1], rules: .documented(with: .duplicatePickKept)))
        #expect(kept.contains("duplicates a card and was kept"), "\(kept)")
        let dropped = try #require(Self.staleSubmit([1, 2], rules: .documented(with: .duplicatePickDropped)))
        #expect(dropped.contains("picked 2 titles and added 1 cards"), "\(dropped)")
    }

    @Test("a replacement that is another pick, or no title of the bank, breaks it")
    func replacementMustBeFresh() throws {
        var (store, rng) = GameStoreIntakeTests.atPicks()
        store.submitPlayerAndPicks([0, 1], using: &rng)
        store.intakeProceed()
        store.intakeSaveNameAndShowPicks(using: &rng)
        let before = store
        store.submitFromStaleScreen([0, 2], using: &rng)
        // Rewrite the replacement (the first new card) as the other pick, then as a title the bank lacks.
        let index = try #require(store.allCards.firstIndex { $0.owner == 1 })
        var other = store
        other.allCards[index] = Card(id: store.allCards[index].id, title: before.previousScreen[2].text.uppercased(), difficulty: .medium, owner: 1)
        let moment = Moment<PartyGame>.action(.submitStale([0, 2]), before: before)
        #expect(PartyInvariant.picksReplaced(moment, other)?.contains("another pick") == true)
        other.allCards[index] = Card(id: store.allCards[index].id, title: "Not In The Bank Zq", difficulty: .medium, owner: 1)
        #expect(PartyInvariant.picksReplaced(moment, other)?.contains("not a usable title of the bank") == true)
    }
}
