/// Watches each game of a chunk for the quality measures (docs/quality.md): every seat's evaluation after the set-up
/// and after each step, and the choices of the seat to act before each step; a game's figures join ``tally`` at its end.
///
/// Not generic: its methods are, so a chunk's outcome carries only the plain ``QualityTally``.
@usableFromInline
struct QualityTracker: Sendable {
    /// The seats of the game watched.
    @usableFromInline let seatCount: Int
    /// The step cap: a game not over after this many steps timed out.
    @usableFromInline let maxSteps: Int
    /// The games finished so far.
    @usableFromInline var tally: QualityTally
    /// The game in progress.
    @usableFromInline var current = QualityGame()
    /// The game in progress's evaluations, `seatCount` per state (NaN: none); kept only for two or more seats.
    @usableFromInline var evaluations: [Double] = []
    /// The choices counted in the latest state, for the step that follows it (nil: none counted). Counted in the state
    /// after a step rather than bound from the next action's moment, which would copy the state out of its box.
    @usableFromInline var pendingChoices: Int?
    /// The series the request asks for (nil: none), recorded beside the measures (docs/series.md).
    @usableFromInline var series: SeriesRecorder?
    /// True when the evaluations are kept: two or more seats, or a series that reads them.
    @usableFromInline let keepsEvaluations: Bool

    /// A tracker for games of `seatCount` seats capped at `maxSteps`, recording `series` (none by default).
    @usableFromInline
    init(seatCount: Int, maxSteps: Int, idealSteps: ClosedRange<Int>? = nil, series: SeriesRecorder? = nil) {
        self.seatCount = seatCount
        self.maxSteps = maxSteps
        tally = QualityTally(idealSteps: idealSteps)
        self.series = series
        keepsEvaluations = seatCount >= 2 || series?.readsEvaluations == true
    }

    /// The games finished so far, with the series recorded in them (``QualityTally/series``).
    @usableFromInline var finished: QualityTally {
        var result = tally
        result.series = series?.tallies ?? []
        return result
    }

    /// Adds another tracker's finished games, after this one's.
    @usableFromInline
    mutating func absorb(_ other: QualityTracker) {
        tally.merge(other.tally)
        guard let theirs = other.series else { return }
        for index in (series?.tallies.indices ?? 0..<0) { series!.tallies[index].merge(theirs.tallies[index]) }
    }

    /// Starts a game at its set-up.
    @inlinable
    mutating func start<Game: PlayableGame>(_ state: Game.State, game: Game) {
        current = QualityGame()
        current.countsChoices = Game.listsChoices
        evaluations.removeAll(keepingCapacity: true)
        appendEvaluations(of: state, game: game)
        pendingChoices = Game.listsChoices ? game.choiceCount(in: state) : nil
        series?.start(state, game: game)
    }

    /// Records one step: the choices counted in the state before it, the evaluations after it, and the choices there
    /// (for the next step, if one comes).
    @inlinable
    mutating func step<Game: PlayableGame>(after state: Game.State, game: Game) {
        current.steps += 1
        if let choices = pendingChoices {
            current.countedChoiceSteps += 1
            current.choiceSum += choices
            if choices > 1 { current.decisionSteps += 1 }
        }
        appendEvaluations(of: state, game: game)
        pendingChoices = Game.listsChoices ? game.choiceCount(in: state) : nil
        series?.read(state, game: game)
    }

    @inlinable
    mutating func appendEvaluations<Game: PlayableGame>(of state: Game.State, game: Game) {
        guard keepsEvaluations else { return }
        for seat in 0..<seatCount { evaluations.append(game.evaluation(ofSeat: seat, in: state) ?? .nan) }
    }

    /// Ends the game in `state` and adds its figures to ``tally``.
    @inlinable
    mutating func finish<Game: PlayableGame>(_ state: Game.State, game: Game) {
        // Ended by its rules, or by its players (a bot that stops at the game's end screen, as Party's do): not by the cap.
        current.timedOut = !game.isTerminal(state) && current.steps >= maxSteps
        current.completed = !current.timedOut
        if let idealSteps = tally.idealSteps { current.inIdealRange = idealSteps.contains(current.steps) }
        if seatCount >= 2 {
            let winners = current.completed ? Self.winners(of: state, game: game, seats: seatCount) : 0
            current.standings = QualityStandings.read(evaluations, seats: seatCount, winners: winners)
        }
        tally.add(current)
        series?.finish(evaluations: evaluations, seats: seatCount)
    }

    /// The seats that won, as bits: those the game says won; when no seat says either way, those with the highest
    /// final evaluation.
    @usableFromInline
    static func winners<Game: PlayableGame>(of state: Game.State, game: Game, seats: Int) -> UInt64 {
        let outcomes = (0..<min(seats, 64)).map { game.outcome(ofSeat: $0, in: state) }
        if outcomes.contains(where: { $0.won != nil }) {
            var bits: UInt64 = 0
            for (seat, outcome) in outcomes.enumerated() where outcome.won == true { bits |= 1 << UInt64(seat) }
            return bits
        }
        let final = (0..<min(seats, 64)).map { game.evaluation(ofSeat: $0, in: state) ?? .nan }
        guard !final.contains(where: \.isNaN) else { return 0 }
        return QualityStandings.top(final[...])
    }
}
