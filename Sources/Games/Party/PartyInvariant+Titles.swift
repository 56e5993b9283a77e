import PlaytestKit

// MARK: - No duplicate titles among the cards and the candidates, case ignored (RULES.md, Party game, Intake)

extension PartyInvariant {
    static func noDuplicateTitles(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        guard case .action(_, let before) = moment, !state.sharesArrays(with: before),
              before.allCards.count != state.allCards.count || before.candidates != state.candidates else { return nil }
        let cards = state.allCards, candidates = state.candidates
        return duplicateTitleByFolding(cards: cards, candidates: candidates) ?? duplicateTitleByLowering(cards: cards, candidates: candidates)
    }

    /// The first card title that another card's, or candidate key that another candidate's or a card's, duplicates
    /// case-insensitively: every title lowered (`lowercased()`) and looked up.
    static func duplicateTitleByLowering(cards: [Card], candidates: [Title]) -> String? {
        var seen: [String: String] = [:]
        for card in cards {
            let key = card.title.lowercased()
            if let earlier = seen[key] { return "cards \"\(earlier)\" and \"\(card.title)\" duplicate each other" }
            seen[key] = card.title
        }
        var shown: [String: String] = [:]
        for title in candidates {
            if let earlier = shown[title.key] ?? seen[title.key] {
                return "candidate \"\(title.text)\" duplicates \"\(earlier)\", already on screen or a card"
            }
            shown[title.key] = title.text
        }
        return nil
    }

    /// `duplicateTitleByLowering` on `FoldedTitle`s, in the same order with the same messages: its answer when every card title
    /// and candidate key is ASCII, where folding compares as `lowercased()` does; nil when one is not (the lowered
    /// dictionaries then decide).
    static func duplicateTitleByFolding(cards: [Card], candidates: [Title]) -> String?? {
        var folded: [FoldedTitle] = []
        folded.reserveCapacity(cards.count)
        for card in cards {
            guard let title = FoldedTitle(card.title) else { return .none }
            if let earlier = folded.first(where: { $0.matches(title) }) {
                return .some("cards \"\(earlier.text)\" and \"\(card.title)\" duplicate each other")
            }
            folded.append(title)
        }
        var shown: [(key: FoldedTitle, text: String)] = []
        shown.reserveCapacity(candidates.count)
        for title in candidates {
            guard let key = FoldedTitle(title.key, lowering: false) else { return .none }
            if let earlier = shown.first(where: { $0.key.matches(key) })?.text ?? folded.first(where: { $0.matches(key) })?.text {
                return .some("candidate \"\(title.text)\" duplicates \"\(earlier)\", already on screen or a card")
            }
            shown.append((key, title.text))
        }
        return .some(nil)
    }
}
