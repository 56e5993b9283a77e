import PlaytestKit
import Testing
@testable import Party

/// The invariants' faster readings against the plain ones they replaced, on many random states.
@Suite("PartyInvariant checks, fast readings")
struct PartyInvariantChecksTests {
    /// A store in round 1's first turn, 12 cards dealt.
    static func inRound() -> GameStore {
        var (store, rng) = PartyTestSupport.dealt(players: 4, picks: 3)
        store.startRound(using: &rng)
        store.beginTurn()
        return store
    }

    /// The deck check as first written, on array slices: the oracle.
    static func deckOrderBySlices(old: [Card], new: [Card]) -> String? {
        guard old != new else { return nil }
        if new.count == old.count - 1, new[...] == old.dropFirst() { return nil }
        if new.count == old.count, let top = old.first, new.last == top, new.dropLast()[...] == old.dropFirst() { return nil }
        if new.count == old.count + 1, let top = new.first, !old.contains(top), new.dropFirst()[...] == old[...] { return nil }
        if new.count == old.count + 1, let bottom = new.last, !old.contains(bottom), new.dropLast()[...] == old[...] {
            return "card #\(bottom.id) came back to the bottom of the deck \(PartyInvariant.ids(new)); an undo puts it back on top"
        }
        return "the deck went from \(PartyInvariant.ids(old)) to \(PartyInvariant.ids(new)) within round 1: not a correct, a skip, an expiry or an undo"
    }

    @Test("deckOrder answers as the slice comparison does, on many random changes of the deck")
    func deckOrderAgrees() {
        let before = Self.inRound()
        let cards = before.allCards
        var rng = Xoshiro256StarStar(seed: 5)
        for _ in 0..<5_000 {
            var deck = before.deck
            switch rng.draw(index: 7) {
            case 0: deck.removeFirst()
            case 1: deck.append(deck.removeFirst())
            case 2: deck.insert(cards[rng.draw(index: cards.count)], at: 0)
            case 3: deck.append(cards[rng.draw(index: cards.count)])
            case 4: rng.shuffle(&deck)
            case 5: deck.swapAt(rng.draw(index: deck.count), rng.draw(index: deck.count))
            default: deck.remove(at: rng.draw(index: deck.count))
            }
            var state = before
            state.deck = deck
            #expect(PartyInvariant.deckOrder(before: before, state) == Self.deckOrderBySlices(old: before.deck, new: deck), "\(deck)")
        }
    }

    @Test("deckPartition's bits answer as its set does, on many random decks and scored cards")
    func deckPartitionAgrees() {
        let base = Self.inRound()
        var rng = Xoshiro256StarStar(seed: 6)
        for _ in 0..<5_000 {
            var state = base
            let ids = base.allCards.map(\.id)
            state.deck = (0..<rng.draw(index: 14)).map { _ in base.allCards[rng.draw(index: base.allCards.count)] }
            state.events = (0..<rng.draw(index: 14)).map { _ in
                CorrectEvent(cardID: ids[rng.draw(index: ids.count)], team: .a, clueGiver: 0, round: 1 + rng.draw(index: 2), turn: 1, duration: 0)
            }
            var seen = Set<Int>()
            let bySet = PartyInvariant.deckPartition(state) { seen.insert($0).inserted } count: { seen.count }
            #expect(PartyInvariant.deckPartition(state) == bySet)
        }
    }

    @Test("the stage machine's table is PartyReference.successors, move for move")
    func stageTable() {
        for from in Stage.allCases {
            for to in Stage.allCases {
                let allowed = PartyReference.successors[from.rawValue]?.contains(to.rawValue) ?? false
                #expect(PartyInvariant.allowedMoves[PartyInvariant.stageIndex(from)][PartyInvariant.stageIndex(to)] == allowed, "\(from) \(to)")
            }
        }
    }

    @Test("a tick and a wait keep the store's arrays, shared with the store before; a correct does not")
    func arraysKept() {
        var (store, rng) = PartyTestSupport.dealt()
        store.startRound(using: &rng)
        store.beginTurn()
        let before = store
        PartyTestSupport.wait(&store, seconds: 3, rng: &rng)
        #expect(store.sharesArrays(with: before) && !store.sharesStorage(with: before))
        #expect(PartyInvariant.arraysKept(.event(.tick(remaining: 57), before: before), store))
        #expect(!PartyInvariant.arraysKept(.event(.tick(remaining: 57), before: store), store), "a state is not its own earlier store")
        let waited = store
        store.markCorrect()
        #expect(!store.sharesArrays(with: waited))
        #expect(!PartyInvariant.arraysKept(.action(.correct, before: waited), store))
    }
}
