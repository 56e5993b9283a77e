import PlaytestKit

// MARK: - Intake's de-dupe and replacement, restated from RULES.md, Party game

extension PartyInvariant {
    /// After a Submit that added a player: the new cards, in order, are one per pick; a pick whose title is
    /// already a card or an earlier card of this Submit (case-insensitively) became a fresh title of the bank
    /// (no card before, no pick, not filtered), every other pick became a card of its own title.
    static func picksReplaced(_ moment: Moment<PartyGame>, _ state: GameStore) -> String? {
        guard case .action(let action, let before) = moment, !state.sharesArrays(with: before), state.players.count > before.players.count,
              let player = state.players.last else { return nil }
        let picks: [Title]
        switch action {
        case .submit(let selected): picks = selected.compactMap { before.candidates.indices.contains($0) ? before.candidates[$0] : nil }
        case .submitStale(let selected): picks = selected.compactMap { before.previousScreen.indices.contains($0) ? before.previousScreen[$0] : nil }
        default: return nil
        }
        let added = Array(state.allCards.dropFirst(before.allCards.count))
        guard added.count == picks.count else {
            return "\(player.name) picked \(picks.count) titles and added \(added.count) cards: each pick is a card, or replaced by one"
        }
        let cards = before.allCards, bank = state.settings.bank
        return picksReplacedByFolding(picks: picks, added: added, before: cards, player: player, bank: bank)
            ?? picksReplacedByLowering(picks: picks, added: added, before: cards, player: player, bank: bank)
    }

    /// The replacement rule over the cards `added` for `picks` (as many), the cards `before` them: every title lowered
    /// (`lowercased()`) and looked up.
    static func picksReplacedByLowering(picks: [Title], added: [Card], before: [Card], player: Player, bank: TitleBank) -> String? {
        var taken = Set(before.map { $0.title.lowercased() })
        let picked = Set(picks.map { $0.text.lowercased() })
        for (pick, card) in zip(picks, added) {
            let key = card.title.lowercased()
            if taken.contains(pick.text.lowercased()) {
                if key == pick.text.lowercased() || taken.contains(key) {
                    return "\(player.name)'s pick \"\(pick.text)\" duplicates a card and was kept as \"\(card.title)\", not replaced by a fresh draw"
                }
                if picked.contains(key) { return "\(player.name)'s duplicate pick \"\(pick.text)\" was replaced by \"\(card.title)\", another pick" }
                if !bank.titles.contains(where: { $0.text == card.title }) || PartyReference.isFiltered(card.title) {
                    return "\(player.name)'s duplicate pick \"\(pick.text)\" was replaced by \"\(card.title)\", not a usable title of the bank"
                }
            } else if card.title != pick.text {
                return "\(player.name)'s pick \"\(pick.text)\" duplicates no card but became \"\(card.title)\""
            }
            taken.insert(key)
        }
        return nil
    }

    /// `picksReplacedByLowering` on `FoldedTitle`s, in the same order with the same messages: its answer when every title read
    /// (the cards before, the picks, the cards added) is ASCII, where folding compares as `lowercased()` does; nil when
    /// one is not (the lowered sets then decide).
    static func picksReplacedByFolding(picks: [Title], added: [Card], before: [Card], player: Player, bank: TitleBank) -> String?? {
        var taken: [FoldedTitle] = []
        taken.reserveCapacity(before.count + added.count)
        for card in before {
            guard let title = FoldedTitle(card.title) else { return .none }
            taken.append(title)
        }
        var picked: [FoldedTitle] = []
        for pick in picks {
            guard let title = FoldedTitle(pick.text) else { return .none }
            picked.append(title)
        }
        var keys: [FoldedTitle] = []
        for card in added {
            guard let title = FoldedTitle(card.title) else { return .none }
            keys.append(title)
        }
        for (index, (pick, card)) in zip(picks, added).enumerated() {
            let key = keys[index]
            let pickKey = picked[index]
            if taken.contains(where: { $0.matches(pickKey) }) {
                if key.matches(pickKey) || taken.contains(where: { $0.matches(key) }) {
                    return .some("\(player.name)'s pick \"\(pick.text)\" duplicates a card and was kept as \"\(card.title)\", not replaced by a fresh draw")
                }
                if picked.contains(where: { $0.matches(key) }) {
                    return .some("\(player.name)'s duplicate pick \"\(pick.text)\" was replaced by \"\(card.title)\", another pick")
                }
                if !bank.titles.contains(where: { $0.text == card.title }) || PartyReference.isFiltered(card.title) {
                    return .some("\(player.name)'s duplicate pick \"\(pick.text)\" was replaced by \"\(card.title)\", not a usable title of the bank")
                }
            } else if card.title != pick.text {
                return .some("\(player.name)'s pick \"\(pick.text)\" duplicates no card but became \"\(card.title)\"")
            }
            taken.append(key)
        }
        return .some(nil)
    }
}
