import PlaytestKit
import Testing
@testable import Party

@Suite("GameStore intake")
struct GameStoreIntakeTests {
    /// A store at the first player's picks.
    static func atPicks(rules: PartyRules = .documented, bank: TitleBank = .synthetic) -> (GameStore, Xoshiro256StarStar) {
        var rng = Xoshiro256StarStar(seed: 9)
        var store = GameStore(settings: Settings(players: 4, picksPerPlayer: 2, bank: bank), rules: rules)
        store.startSettings()
        store.startIntake()
        store.intakeProceed()
        store.intakeSaveNameAndShowPicks(using: &rng)
        return (store, rng)
    }

    @Test("home, settings, handoff, name, picks; candidates are distinct case-insensitively and pass the filters")
    func flow() {
        var (store, rng) = Self.atPicks()
        #expect(store.stage == .intakePicks && store.candidates.count == 10)
        #expect(Set(store.candidates.map(\.key)).count == 10 && !store.candidates.contains { TitleBank.isFiltered($0.text) })
        let before = store.candidates
        let rerolled = store.reroll(3, using: &rng)
        #expect(rerolled)
        #expect(store.candidates[3] != before[3] && Set(store.candidates.map(\.key)).count == 10)
        let onePickRefused = !store.submitPlayerAndPicks([0], using: &rng)
        #expect(onePickRefused, "one pick of two is refused")
        let repeatedPickRefused = !store.submitPlayerAndPicks([1, 1], using: &rng)
        #expect(repeatedPickRefused, "the same candidate twice is refused")
        let submitted = store.submitPlayerAndPicks([0, 3], using: &rng)
        #expect(submitted)
        #expect(store.players.count == 1 && store.players[0].team == .a && store.allCards.count == 2 && store.candidates.isEmpty)
        #expect(store.stage == .intakeHandoff)
    }

    @Test("a pick duplicating a card case-insensitively is replaced by a fresh draw; the player still adds picksPerPlayer cards")
    func dedupe() {
        var (store, rng) = Self.atPicks()
        store.submitPlayerAndPicks([0, 1], using: &rng)
        store.intakeProceed()
        store.intakeSaveNameAndShowPicks(using: &rng)
        // Put a case-only variant of an existing card on screen, as a user's bank could.
        let existing = store.allCards[0].title
        store.candidates[0] = Title(existing.uppercased())
        let firstSubmitted = store.submitPlayerAndPicks([0, 1], using: &rng)
        #expect(firstSubmitted)
        #expect(store.allCards.count == 4 && Set(store.allCards.map { $0.title.lowercased() }).count == 4)
        #expect(store.allCards.filter { $0.owner == 1 }.count == 2)
    }

    @Test("a stale screen (the previous player's candidates) submits duplicate picks: each is replaced by a fresh bank title")
    func staleScreen() {
        var (store, rng) = Self.atPicks()
        #expect(!store.submitFromStaleScreen([0, 1], using: &rng), "the first player has no earlier screen")
        #expect(store.players.isEmpty)
        let first = store.candidates
        store.submitPlayerAndPicks([0, 1], using: &rng)
        #expect(store.previousScreen == first)
        store.intakeProceed()
        store.intakeSaveNameAndShowPicks(using: &rng)
        let shown = store.candidates
        // Picks 1 and 2 of the stale screen: "1" is the first player's card, "2" is not.
        #expect(store.submitFromStaleScreen([1, 2], using: &rng))
        let added = store.allCards.filter { $0.owner == 1 }
        #expect(added.count == 2)
        #expect(added[1].title == first[2].text, "a pick that duplicates no card is kept")
        let replacement = added[0].title
        #expect(replacement.lowercased() != first[1].key, "the duplicate was replaced")
        #expect(!first.prefix(3).contains { $0.key == replacement.lowercased() } && !shown.contains { $0.key == replacement.lowercased() })
        #expect(TitleBank.synthetic.usable.contains { $0.text == replacement }, "by a title of the bank")
        #expect(Set(store.allCards.map { $0.title.lowercased() }).count == 4)
    }

    @Test("the planted de-dupe faults: the duplicate kept, or dropped without a replacement")
    func dedupeFaults() {
        for fault in [PartyFault.duplicatePickKept, .duplicatePickDropped] {
            var (store, rng) = Self.atPicks(rules: .documented(with: fault))
            store.submitPlayerAndPicks([0, 1], using: &rng)
            store.intakeProceed()
            store.intakeSaveNameAndShowPicks(using: &rng)
            store.submitFromStaleScreen([0, 1], using: &rng)
            let added = store.allCards.filter { $0.owner == 1 }
            if fault == .duplicatePickKept {
                #expect(added.count == 2 && Set(store.allCards.map { $0.title.lowercased() }).count == 2)
            } else {
                #expect(added.isEmpty)
            }
        }
    }

    @Test("a bank that runs dry stops intake with a clear error")
    func dry() {
        let bank = TitleBank(titles: (0..<12).map { Title("Title \(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"][$0])") })
        var (store, rng) = Self.atPicks(bank: bank)
        let secondSubmitted = store.submitPlayerAndPicks([0, 1], using: &rng)
        #expect(secondSubmitted)
        store.intakeProceed()
        let secondShown = store.intakeSaveNameAndShowPicks(using: &rng)
        #expect(secondShown, "10 of 12 titles are still fresh")
        store.submitPlayerAndPicks([0, 1], using: &rng)
        store.intakeProceed()
        let thirdShown = store.intakeSaveNameAndShowPicks(using: &rng)
        #expect(!thirdShown)
        #expect(store.stage == .intakeName)
        #expect(store.intakeError?.description == "the title bank ran dry: 10 fresh titles needed, 8 left; use a larger bank or fewer players or picks")
    }

    @Test("the first half of the players, rounded down, join team A in intake order")
    func teams() {
        var rng = Xoshiro256StarStar(seed: 1)
        var store = GameStore(settings: Settings(players: 7, picksPerPlayer: 2))
        store.dealWithoutIntake(using: &rng)
        #expect(store.players.map(\.team) == [.a, .a, .a, .b, .b, .b, .b] && store.stage == .roundIntro && store.allCards.count == 14)
    }
}
