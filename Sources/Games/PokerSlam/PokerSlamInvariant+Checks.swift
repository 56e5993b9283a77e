import PlaytestKit

extension PokerSlamInvariant {
    static func checkConserved(_ state: PokerSlamSession) -> String? {
        // Three masks, one bit per card: the cards must be disjoint, and together all 52.
        let manager = state.gameStateManager
        var places: [(name: String, mask: UInt64, count: Int)] = []
        var grid: UInt64 = 0, gridCount = 0
        for cell in 0..<CardGrid.cellCount { if let card = state.grid[cell] { grid |= 1 << UInt64(card.code); gridCount += 1 } }
        places.append(("grid", grid, gridCount))
        var deck: UInt64 = 0
        for card in manager.deck { deck |= 1 << UInt64(card.code) }
        places.append(("deck", deck, manager.deck.count))
        var played: UInt64 = 0, playedCount = 0
        for hand in manager.playedHands { for card in hand.cards { played |= 1 << UInt64(card.code); playedCount += 1 } }
        places.append(("played cards", played, playedCount))
        for place in places where place.mask.nonzeroBitCount != place.count {
            return "the \(place.name) holds \(place.count) cards but only \(place.mask.nonzeroBitCount) different ones (a card is there twice)"
        }
        for (a, b) in [(0, 1), (0, 2), (1, 2)] where places[a].mask & places[b].mask != 0 {
            let card = Card(code: UInt8((places[a].mask & places[b].mask).trailingZeroBitCount))
            return "\(card) is both on the \(places[a].name) and on the \(places[b].name)"
        }
        let all = grid | deck | played
        if all != (1 << 52) - 1 {
            let missing = Card(code: UInt8((~all & ((1 << 52) - 1)).trailingZeroBitCount))
            return "\(missing) is on neither the grid, the deck nor among the played cards"
        }
        return nil
    }

    static func checkNoHole(_ grid: CardGrid) -> String? {
        for column in 0..<CardGrid.size {
            for row in 1..<CardGrid.size where grid[row, column] == nil {
                if let above = (0..<row).first(where: { grid[$0, column] != nil }) {
                    return "\(grid[above, column]!) at r\(above)c\(column) lies above the empty cell r\(row)c\(column)"
                }
            }
        }
        return nil
    }

    static func checkSelection(_ state: PokerSlamSession) -> String? {
        let cells = state.cardSelectionManager.selectedCells
        guard !cells.isEmpty else { return nil }
        if cells.count > 5 { return "\(cells.count) cards selected (\(cells))" }
        if let empty = cells.first(where: { state.grid[$0] == nil }) { return "the empty cell \(CellSet([empty])) is selected" }
        if !cells.isConnected { return "the selection \(cells) is not connected" }
        return nil
    }

    static func checkScore(_ state: PokerSlamSession, game: PokerSlamGame) -> String? {
        let hands = state.gameStateManager.playedHands
        let table = game.referencePoints
        let sum = hands.reduce(0) { $0 + table[$1.hand.index] }
        guard sum == state.score else {
            return "score \(state.score), but the \(hands.count) hands played are worth \(sum) under the table"
        }
        return nil
    }

    static func checkLastHand(_ moment: Moment<PokerSlamGame>, _ state: PokerSlamSession, game: PokerSlamGame) -> String? {
        guard case .action(_, let before) = moment,
              state.gameStateManager.playedHands.count > before.gameStateManager.playedHands.count,
              let played = state.gameStateManager.playedHands.last else { return nil }
        guard (2...5).contains(played.cards.count), played.cards.count == played.cells.count else {
            return "a hand of \(played.cards.count) cards from \(played.cells.count) cells was played"
        }
        guard played.cells.isConnected else { return "the played cells \(played.cells) are not connected" }
        guard played.cards == before.grid.cards(in: played.cells) else { return "the played cards are not the cards that were in \(played.cells)" }
        let reference = ReferenceHandEvaluator(aceWraps: game.settings.aceWraps)
        let expected = reference.bestHand(played.cards) { game.referencePoints[$0.index] }
        guard let expected else {
            return "\(played.cards.map(\.description).joined(separator: " ")) was scored as \(played.hand.name) but forms no hand"
        }
        guard expected == played.hand else {
            return "\(played.cards.map(\.description).joined(separator: " ")) was scored as \(played.hand.name), but forms \(expected.name)"
        }
        return nil
    }

    static func checkPlayMoves(_ moment: Moment<PokerSlamGame>, _ state: PokerSlamSession) -> String? {
        guard case .action(_, let before) = moment,
              state.gameStateManager.playedHands.count > before.gameStateManager.playedHands.count,
              let played = state.gameStateManager.playedHands.last else { return nil }
        let expected = PokerSlamReference.gridAfterPlaying(played.cells, from: before.grid, deck: before.gameStateManager.deck)
        for cell in 0..<CardGrid.cellCount where expected[cell] != state.grid[cell] {
            let want = expected[cell]?.description ?? "--", got = state.grid[cell]?.description ?? "--"
            return "after playing \(played.cells), r\(cell / CardGrid.size)c\(cell % CardGrid.size) holds \(got); dropping and refilling gives \(want)"
        }
        return nil
    }

    static func checkGameOver(_ state: PokerSlamSession, game: PokerSlamGame) -> String? {
        // The fixed list of connected sets answers; only a disagreement pays for the search that names a hand.
        let hasHand = HandPresenceCheck(aceWraps: game.settings.aceWraps).hasHand(in: state.grid)
        if hasHand != state.isGameOver { return nil }
        let search = ExhaustiveHandSearch(aceWraps: game.settings.aceWraps)
        let hand = search.firstHand(in: state.grid)
        if state.isGameOver, let hand {
            return "isGameOver is true, but \(state.grid.cards(in: hand).map(\.description).joined(separator: " ")) at \(hand) is a hand"
        }
        if !state.isGameOver && hand == nil {
            return "no connected set of 2 to 5 cards forms a hand, but isGameOver is false (grid \(state.grid))"
        }
        return "the list of connected sets and the exhaustive search disagree on whether \(state.grid) holds a hand"
    }

    static func checkTapsAfterOver(_ moment: Moment<PokerSlamGame>, _ state: PokerSlamSession) -> String? {
        guard case .action(let action, let before) = moment, before.isGameOver, action != .exitGame else { return nil }
        if before.gameStateManager != state.gameStateManager || before.cardSelectionManager != state.cardSelectionManager {
            return "\(action) after game over changed the game (selection \(before.cardSelectionManager.selectedCells) -> \(state.cardSelectionManager.selectedCells), score \(before.score) -> \(state.score))"
        }
        return nil
    }

    /// The selection a tap leaves, from RULES.md, Selecting, with adjacency worked out from rows and columns (not the
    /// engine's `CellSet.neighbourhood` or `eligibleCells`).
    static func checkTap(_ moment: Moment<PokerSlamGame>, _ state: PokerSlamSession) -> String? {
        guard case .action(let action, let before) = moment, !before.isGameOver, !before.hasExited else { return nil }
        let old = Array(before.cardSelectionManager.selectedCells)
        let expected: [Int]
        switch action {
        case .tapBackground: expected = []
        case .tap(let cell):
            let size = CardGrid.size
            let touches = { (other: Int) in other != cell && abs(other / size - cell / size) <= 1 && abs(other % size - cell % size) <= 1 }
            if !(0..<CardGrid.cellCount).contains(cell) || before.grid[cell] == nil || old.contains(cell) {
                expected = []
            } else if old.isEmpty {
                expected = [cell]
            } else if old.count < 5, old.contains(where: touches) {
                expected = (old + [cell]).sorted()
            } else {
                expected = []
            }
        default: return nil
        }
        let now = Array(state.cardSelectionManager.selectedCells)
        guard now == expected else {
            return "\(action) with \(CellSet(old)) selected left \(CellSet(now)) selected; the selecting rule gives \(CellSet(expected))"
        }
        return nil
    }

    /// A play against the selection it was given: `playHand` plays the selection before the move, `play(cells)` the
    /// cells themselves when they are one connected group of 1 to 5 cards (a bot's other sets are left to the tap
    /// rule). Whether the cards form a hand is the second evaluator's verdict, not the engine's.
    static func checkPlay(_ moment: Moment<PokerSlamGame>, _ state: PokerSlamSession, game: PokerSlamGame) -> String? {
        guard case .action(let action, let before) = moment, !before.isGameOver, !before.hasExited else { return nil }
        let selection: CellSet
        switch action {
        case .playHand: selection = before.cardSelectionManager.selectedCells
        case .play(let cells):
            guard (1...5).contains(cells.count), cells.isConnected, cells.allSatisfy({ before.grid[$0] != nil }) else { return nil }
            selection = cells
        default: return nil
        }
        let cards = before.grid.cards(in: selection)
        let forms = (2...5).contains(cards.count)
            && ReferenceHandEvaluator(aceWraps: game.settings.aceWraps).bestHand(cards, points: { game.referencePoints[$0.index] }) != nil
        let hands = state.gameStateManager.playedHands, handsBefore = before.gameStateManager.playedHands
        let shown = cards.map(\.description).joined(separator: " ")
        if forms {
            guard hands.count == handsBefore.count + 1, let played = hands.last else {
                return "\(action) with \(selection) selected (\(shown)) played no hand, but the cards form one"
            }
            guard played.cells == selection else { return "\(action) with \(selection) selected played \(played.cells)" }
            return nil
        }
        if hands.count != handsBefore.count { return "\(action) with \(selection) selected (\(shown)) played a hand, but the cards form none" }
        if let cell = (0..<CardGrid.cellCount).first(where: { before.grid[$0] != state.grid[$0] }) {
            let was = before.grid[cell]?.description ?? "--", now = state.grid[cell]?.description ?? "--"
            return "\(action) with \(selection) selected (\(shown), no hand) changed r\(cell / CardGrid.size)c\(cell % CardGrid.size) from \(was) to \(now)"
        }
        if before.gameStateManager.deck != state.gameStateManager.deck || before.score != state.score {
            return "\(action) with \(selection) selected (\(shown), no hand) changed the deck or the score (\(before.score) -> \(state.score))"
        }
        return nil
    }
}
