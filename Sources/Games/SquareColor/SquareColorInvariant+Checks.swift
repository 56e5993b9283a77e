import PlaytestKit

// MARK: - The checks

extension SquareColorInvariant {
    /// True once a game has dealt a round.
    static func hasRound(_ state: SquareColorSession) -> Bool { state.roundNumber > 0 && state.state != .ready }

    /// True at the moments a grid can have changed: any action, and a round starting. Timer ticks change no grid,
    /// so the O(squares) grid checks skip them.
    static func mayChangeGrid(_ moment: Moment<SquareColorGame>) -> Bool {
        switch moment {
        case .start, .action: true
        case .event(let event, _): if case .roundStarted = event { true } else { false }
        }
    }

    static func gridShape(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        guard mayChangeGrid(moment), hasRound(state) else { return nil }
        let difficulty = state.difficulty.rawValue
        let squares = SquareColorReference.squares(difficulty), targets = SquareColorReference.targets(difficulty)
        if state.grid.count != squares { return "the grid has \(state.grid.count) squares, not \(squares)" }
        if state.targets.count != targets { return "the round has \(state.targets.count) targets, not \(targets)" }
        for index in 0..<targets {
            let copies = state.grid.reduce(0) { $0 + ($1.targetIndex == index ? 1 : 0) }
            if copies != 1 { return "target \(index + 1) is on the grid \(copies) times" }
        }
        if SquareColorReference.usesShapes(difficulty) {
            if state.grid.contains(where: { $0.shape == nil }) { return "a hard square has no shape" }
            if state.targets[0].shape == state.targets[1].shape { return "the two targets share the shape \(String(describing: state.targets[0].shape!))" }
        } else if state.grid.contains(where: { $0.shape != nil }) {
            return "a \(difficulty) square has a shape"
        }
        return nil
    }

    static func channelsInRange(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        guard mayChangeGrid(moment), hasRound(state) else { return nil }
        for (index, square) in state.grid.enumerated() where hasChannel(of: square.color, outside: 0...1) {
            return "square \(index) has a channel outside 0...1: \(square.color)"
        }
        for (index, target) in state.targets.enumerated() where hasChannel(of: target.color, outside: SquareColorReference.targetChannels) {
            return "target \(index + 1) has a channel outside 0.2...1.0: \(target.color)"
        }
        return nil
    }

    /// True when the red, green or blue channel of `color` is outside `range` (a NaN is outside every range).
    static func hasChannel(of color: RGBColor, outside range: ClosedRange<Double>) -> Bool {
        !range.contains(color.red) || !range.contains(color.green) || !range.contains(color.blue)
    }

    static func distractorsNearBase(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        guard mayChangeGrid(moment), hasRound(state) else { return nil }
        let variation = state.current.variation
        for (index, square) in state.grid.enumerated() where !square.isTarget && state.targets.indices.contains(square.baseIndex) {
            let distance = square.color.channelDistance(to: state.targets[square.baseIndex].color)
            if distance > variation + 1e-12 {
                return "distractor \(index) is \(distance) from target \(square.baseIndex + 1) on a channel, more than \(variation)"
            }
        }
        return nil
    }

    /// The distractors each target alone could have made, against the table's counts: with the targets' colours as the
    /// only record, a distractor near one target only is that target's; one near none is no target's.
    static func distractorCounts(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        guard mayChangeGrid(moment), hasRound(state) else { return nil }
        let counts = SquareColorReference.distractors(state.difficulty.rawValue)
        guard counts.count == state.targets.count else { return nil }  // gridShape's matter
        let variation = state.current.variation
        var only = Array(repeating: 0, count: counts.count)
        for (index, square) in state.grid.enumerated() where !square.isTarget {
            let near = state.targets.indices.filter { SquareColorReference.couldBeSimilar(square.color, to: state.targets[$0].color, variation: variation) }
            if near.isEmpty { return "distractor \(index) (\(square.color)) is within \(variation) of no target" }
            if near.count == 1 { only[near[0]] += 1 }
        }
        for (target, count) in only.enumerated() where count > counts[target] {
            return "\(count) distractors can only be near target \(target + 1); the \(state.difficulty.rawValue) table gives it \(counts[target])"
        }
        return nil
    }

    /// After the start and every action: the numbers the engine plays this difficulty by are the configured ones
    /// (a timed event changes no settings, so the per-tick checks use the engine's copy, checked here).
    static func configuredNumbers(
        _ moment: Moment<SquareColorGame>, _ state: SquareColorSession, _ current: DifficultySettings, _ configured: SquareColorConfiguredNumbers
    ) -> String? {
        if case .event = moment { return nil }
        let difficulty = state.difficulty.rawValue
        let numbers = configured[state.difficulty]
        let start = numbers.startTicks, bonus = numbers.bonusTicks, points = numbers.points
        guard current.startTicks == start, current.bonusTicks == bonus, current.points == points else {
            return "\(difficulty) plays by start \(current.startTicks) ticks, bonus \(current.bonusTicks) ticks, points \(current.points); "
                + "the configuration says \(start), \(bonus), \(points)"
        }
        return nil
    }

    static func scoreIsPointsTimesRounds(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession, configured: SquareColorConfiguredNumbers) -> String? {
        guard state.state != .ready else { return nil }
        let current = state.current
        if let wrong = configuredNumbers(moment, state, current, configured) { return wrong }
        let expected = current.points * state.correctRounds
        return state.score == expected ? nil : "the score is \(state.score) after \(state.correctRounds) rounds won, not \(expected)"
    }

    static func timeWithinBudget(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession, configured: SquareColorConfiguredNumbers) -> String? {
        guard state.state != .ready else { return nil }
        let current = state.current
        if let wrong = configuredNumbers(moment, state, current, configured) { return wrong }
        // The bonuses granted are whole bonuses of the configured size, at least one per won round (the shipped
        // app's second tap on an old grid grants one more).
        let bonus = current.bonusTicks
        let bonuses = bonus == 0 ? 0 : state.bonusGranted / bonus
        if bonus == 0 ? state.bonusGranted != 0 : (state.bonusGranted % bonus != 0 || bonuses < state.correctRounds) {
            return "\(state.bonusGranted) ticks of bonus granted after \(state.correctRounds) rounds won: not whole bonuses of \(bonus) ticks"
        }
        let budget = current.startTicks + state.bonusGranted
        if state.ticksUsed > budget { return "\(state.ticksUsed) ticks used, more than the \(budget) started with and granted" }
        if state.timeRemaining != budget - state.ticksUsed {
            return "time left is \(state.timeRemaining) ticks, but \(budget) were given and \(state.ticksUsed) used"
        }
        return nil
    }

    static func timerFrozenDuringPreview(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        guard case .event(let event, _) = moment, state.state == .showingSequence else { return nil }
        switch event {
        case .tick, .timeUp: return "the timer ticked to \(state.timeRemaining) during the sequence preview"
        default: return nil
        }
    }

    static func previewIgnoresTaps(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        guard case .action(.tap, let before) = moment, before.state == .showingSequence else { return nil }
        if state.score != before.score || state.expectedTarget != before.expectedTarget || state.state != before.state || state.streak != before.streak {
            return "a tap during the preview was judged (\(state.lastTap?.rawValue ?? "?"))"
        }
        return nil
    }

    static func wrongTapRule(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        guard case .action(.tap, _) = moment, state.lastTap == .wrong else { return nil }
        let over = state.state == .gameOver
        let ends = SquareColorReference.wrongTapEndsGame(state.difficulty.rawValue)
        if ends && !over { return "a wrong tap in \(state.difficulty.rawValue) did not end the game" }
        if !ends && over { return "a wrong tap in \(state.difficulty.rawValue) ended the game" }
        return nil
    }

    static func streakCountsCorrectRounds(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        if case .event(let event, let before) = moment, state.streak != before.streak {
            return "`\(event)` changed the streak from \(before.streak) to \(state.streak); only a tap does"
        }
        guard case .action(let action, let before) = moment else { return nil }
        if case .startGame = action, state.state != before.state { return state.streak == 0 ? nil : "a new game starts with streak \(state.streak)" }
        guard case .tap = action, before.state != .gameOver else { return nil }
        switch state.lastTap {
        case .wrong: return state.streak == 0 ? nil : "a wrong tap kept the streak at \(state.streak)"
        case .correctRound, .rescored: return state.streak == before.streak + 1 ? nil : "a won round took the streak from \(before.streak) to \(state.streak)"
        default: return state.streak == before.streak ? nil : "a tap judged \(state.lastTap?.rawValue ?? "?") changed the streak from \(before.streak) to \(state.streak)"
        }
    }

    static func gameOverIsTerminal(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        if case .event(let event, let before) = moment, before.state == .gameOver,
           state.state != .gameOver || state.score != before.score || state.timeRemaining != before.timeRemaining {
            return "`\(event)` after game over changed the game (\(state.state.rawValue), score \(before.score) -> \(state.score))"
        }
        guard case .action(let action, let before) = moment, before.state == .gameOver else { return nil }
        switch action {
        case .restartGame: return state.state == .ready ? nil : "restartGame after game over did not return to ready"
        case .tap, .wait, .startGame, .saveHighScore, .skipHighScore:
            if state.state != .gameOver { return "`\(action)` left game over for \(state.state.rawValue)" }
            if state.score != before.score || state.timeRemaining != before.timeRemaining || state.roundNumber != before.roundNumber {
                return "`\(action)` after game over changed the game (score \(before.score) -> \(state.score))"
            }
            if state.streak != before.streak || state.correctRounds != before.correctRounds {
                return "`\(action)` after game over changed the streak (\(before.streak) -> \(state.streak)) or the rounds won"
            }
            if state.grid != before.grid || state.targets != before.targets { return "`\(action)` after game over changed the grid" }
            return nil
        }
    }

    static func leaderboardTopThree(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        guard case .action(.saveHighScore, let before) = moment else { return nil }
        for difficulty in Difficulty.allCases {
            let entries = state.storage.entries.filter { $0.difficulty == difficulty }
            if entries.count > SquareColorReference.leaderboardSize { return "\(difficulty.rawValue) keeps \(entries.count) entries, more than 3" }
            if entries != entries.sorted(by: SquareColorReference.ranksBefore) { return "\(difficulty.rawValue) entries are not sorted by score, then date" }
            if difficulty != state.difficulty, entries != before.storage.entries.filter({ $0.difficulty == difficulty }) {
                return "saving a \(state.difficulty.rawValue) score changed the \(difficulty.rawValue) entries"
            }
        }
        return nil
    }

    static func leaderboardQualification(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        let before: SquareColorSession
        switch moment {
        case .start: return nil
        case .action(_, let earlier), .event(_, let earlier): before = earlier
        }
        let entries = { (session: SquareColorSession) in session.storage.entries.filter { $0.difficulty == session.difficulty } }
        if before.state != .gameOver, state.state == .gameOver {
            let qualifies = SquareColorReference.qualifies(state.score, entries: entries(state))
            if state.isHighScorePending != qualifies {
                let scores = entries(state).map(\.score).sorted(by: >)
                return "a score of \(state.score) against \(state.difficulty.rawValue) entries \(scores) was \(state.isHighScorePending ? "offered" : "not offered") the save; "
                    + "it \(qualifies ? "qualifies" : "does not qualify") (fewer than 3 entries, or beating the third strictly)"
            }
        }
        if case .action(.saveHighScore, _) = moment, before.isHighScorePending, before.state == .gameOver, entries(state) != entries(before) {
            let expected = SquareColorReference.savedScores(before.score, at: before.clock.now, entries: entries(before))
            let saved = entries(state).map { (score: $0.score, date: $0.date) }
            if !saved.elementsEqual(expected, by: { $0.score == $1.score && $0.date == $1.date }) {
                return "saving \(before.score) left the \(state.difficulty.rawValue) scores \(saved.map(\.score)); the top 3 of the old entries and the new one are \(expected.map(\.score))"
            }
        }
        return nil
    }

    static func nicknameRules(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession) -> String? {
        guard case .action(.saveHighScore(let typed), let before) = moment else { return nil }
        for entry in state.storage.entries where entry.nickname.isEmpty || entry.nickname.count > SquareColorReference.nicknameLimit {
            return "the nickname \"\(entry.nickname)\" (\(entry.nickname.count) characters) was saved"
        }
        // The entry saved now holds what was typed, without its outer spaces, cut to 15 characters.
        let expected = String(SquareColorReference.withoutOuterSpaces(typed).prefix(SquareColorReference.nicknameLimit))
        for entry in state.storage.entries where !before.storage.entries.contains(entry) && entry.nickname != expected {
            return "\"\(typed)\" was saved as \"\(entry.nickname)\", not \"\(expected)\""
        }
        return nil
    }

    /// The verdict on a tap, worked out again: from the tapped square, the expected target and the configured threshold,
    /// never the engine's `lastTap` or `isCorrect`. A right tap moves to the next target or wins the round; a wrong one
    /// changes neither, and ends the game in medium and hard.
    static func tapJudgedByColour(_ moment: Moment<SquareColorGame>, _ state: SquareColorSession, configured: SquareColorConfiguredNumbers) -> String? {
        guard case .action(.tap(let index), let before) = moment, before.state == .playing, before.roundWonAt == nil,
              before.grid.indices.contains(index), before.targets.indices.contains(before.expectedTarget) else { return nil }
        let square = before.grid[index], target = before.targets[before.expectedTarget]
        let difficulty = before.difficulty
        let right = difficulty == .easy
            ? square.targetIndex == before.expectedTarget
            : SquareColorReference.isRightColour(square.color, for: target.color, threshold: configured[difficulty].threshold,
                                                 sameShape: SquareColorReference.usesShapes(difficulty.rawValue) ? square.shape == target.shape : nil)
        let advanced = state.expectedTarget == before.expectedTarget + 1
        let won = state.roundWonAt != nil || state.correctRounds != before.correctRounds
        if right {
            return advanced || won ? nil : "a tap on square \(index) \(square.color) matches target \(before.expectedTarget + 1) \(target.color) but was judged wrong"
        }
        if advanced || won || state.score != before.score {
            return "a tap on square \(index) \(square.color) does not match target \(before.expectedTarget + 1) \(target.color) within \(configured[difficulty].threshold) but was judged right"
        }
        if SquareColorReference.wrongTapEndsGame(difficulty.rawValue), state.state != .gameOver {
            return "a wrong tap in \(difficulty.rawValue) (worked out from the colours) did not end the game"
        }
        return nil
    }
}
