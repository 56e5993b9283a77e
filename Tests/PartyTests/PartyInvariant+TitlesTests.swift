import PlaytestKit
import Testing
@testable import Party

/// The folded intake checks against the lowered ones they stand in for: same answer, same message.
@Suite("PartyInvariant titles, folded and lowered")
struct PartyInvariantTitlesTests {
    /// A few titles with case-only twins, one of the bank's filtered titles, and (when `unicode`) titles that are not ASCII.
    static func pool(unicode: Bool) -> [String] {
        var titles = ["The Silent Harbor", "THE SILENT HARBOR", "the silent harbor", "The Golden River", "the golden river", "Iron Castle",
                      "List of rivers", "Paper Lantern"]
        if unicode { titles += ["Zoë", "ZOË", "\u{212A}ite", "kite"] }
        return titles
    }

    static func cards(_ count: Int, from pool: [String], using rng: inout Xoshiro256StarStar) -> [Card] {
        (0..<count).map { Card(id: $0 + 1, title: pool[rng.draw(index: pool.count)], difficulty: .medium, owner: 0) }
    }

    @Test("duplicate titles: the folded check gives the lowered check's answer, always on ASCII titles; else it may defer")
    func duplicates() {
        var rng = Xoshiro256StarStar(seed: 2)
        for unicode in [false, true] {
            let pool = Self.pool(unicode: unicode)
            for _ in 0..<3_000 {
                let cards = Self.cards(rng.draw(index: 5), from: pool, using: &rng)
                let candidates = (0..<rng.draw(index: 4)).map { _ in Title(pool[rng.draw(index: pool.count)]) }
                let lowered = PartyInvariant.duplicateTitleByLowering(cards: cards, candidates: candidates)
                let ascii = (cards.map(\.title) + candidates.map(\.key)).allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
                switch PartyInvariant.duplicateTitleByFolding(cards: cards, candidates: candidates) {
                // An answer may come before a title that is not ASCII is read: it is then the lowered check's too.
                case .some(let folded): #expect(folded == lowered, "\(cards) \(candidates)")
                case .none: #expect(!ascii)
                }
            }
        }
    }

    @Test("replaced picks: the folded check gives the lowered check's answer, always on ASCII titles; else it may defer")
    func replacements() {
        var rng = Xoshiro256StarStar(seed: 3)
        let player = Player(name: "P3", team: .a, seat: 2)
        let bank = TitleBank(titles: (Self.pool(unicode: true) + ["Fresh Voyage"]).map { Title($0) })
        for unicode in [false, true] {
            let pool = Self.pool(unicode: unicode) + ["Fresh Voyage"]
            for _ in 0..<3_000 {
                let before = Self.cards(rng.draw(index: 4), from: pool, using: &rng)
                let picks = (0..<(1 + rng.draw(index: 3))).map { _ in Title(pool[rng.draw(index: pool.count)]) }
                // Most added cards are the picks themselves; some are another title (a replacement, right or wrong).
                let added = picks.enumerated().map { index, pick in
                    Card(id: 10 + index, title: rng.draw(index: 3) == 0 ? pool[rng.draw(index: pool.count)] : pick.text, difficulty: .medium, owner: 2)
                }
                let lowered = PartyInvariant.picksReplacedByLowering(picks: picks, added: added, before: before, player: player, bank: bank)
                let ascii = (before.map(\.title) + picks.map(\.text) + added.map(\.title)).allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
                switch PartyInvariant.picksReplacedByFolding(picks: picks, added: added, before: before, player: player, bank: bank) {
                case .some(let folded): #expect(folded == lowered, "\(before) \(picks) \(added)")
                case .none: #expect(!ascii)
                }
            }
        }
    }
}
