/// One game's quality figures, before they join a ``QualityTally``: what docs/quality.md defines, for one game.
@usableFromInline
struct QualityGame: Sendable, Equatable {
    /// An empty game.
    @usableFromInline init() {}

    /// Steps (actions) played.
    @usableFromInline var steps = 0
    /// True when the game ended by its rules or its players, not by the step cap.
    @usableFromInline var completed = false
    /// True when the step cap ended it.
    @usableFromInline var timedOut = false
    /// True when its steps lay in the scenario's ideal range (false when the scenario sets none).
    @usableFromInline var inIdealRange = false
    /// True when the game counts its choices (``PlayableGame/listsChoices``).
    @usableFromInline var countsChoices = false
    /// Steps whose choices were counted.
    @usableFromInline var countedChoiceSteps = 0
    /// Counted steps with more than one choice.
    @usableFromInline var decisionSteps = 0
    /// Choices summed over counted steps.
    @usableFromInline var choiceSum = 0
    /// The figures read from the seats' evaluations: nil for a game of one seat.
    @usableFromInline var standings: QualityStandings?
}

/// The figures of one game of two or more seats read from every seat's evaluation after the set-up and after each
/// step (docs/quality.md).
@usableFromInline
struct QualityStandings: Sendable, Equatable {
    /// Steps after which the leading seats differ from the last leading seats before them.
    @usableFromInline var leadChanges = 0
    /// Steps after which the seats' ranking is the one before it.
    @usableFromInline var stableSteps = 0
    /// Steps with an evaluation of every seat both before and after them.
    @usableFromInline var comparedSteps = 0
    /// Steps after which the eventual winners trail.
    @usableFromInline var trailingSteps = 0
    /// The first step from which the eventual winners lead at every later state (the steps played when none).
    @usableFromInline var decidedAt = 0
    /// True when no seat, or every seat, won.
    @usableFromInline var isDraw = true

    /// Reads the standings from `evaluations`: `seats` values per state (after the set-up, then after each step), NaN
    /// for a seat with no evaluation; `winners` is the set of seats that won, as bits (`1 << seat`).
    ///
    /// - Complexity: O(states × seats).
    @usableFromInline
    static func read(_ evaluations: [Double], seats: Int, winners: UInt64) -> QualityStandings {
        let states = evaluations.count / seats
        let everyone: UInt64 = seats >= 64 ? .max : (1 << UInt64(seats)) - 1
        var standings = QualityStandings()
        standings.isDraw = winners == 0 || winners == everyone
        var lastLeaders: UInt64 = 0
        var previousRanked = false
        for state in 0..<states {
            let row = evaluations[(state * seats)..<((state + 1) * seats)]
            let evaluated = !row.contains { $0.isNaN }
            let leaders = evaluated ? top(row) : 0
            if state > 0 {
                if leaders != 0, leaders != everyone, lastLeaders != 0, leaders != lastLeaders { standings.leadChanges += 1 }
                if evaluated, previousRanked {
                    standings.comparedSteps += 1
                    let before = evaluations[((state - 1) * seats)..<(state * seats)]
                    if sameRanking(before, row) { standings.stableSteps += 1 }
                }
            }
            if leaders != 0, leaders != everyone { lastLeaders = leaders }
            previousRanked = evaluated
        }
        guard !standings.isDraw else { return standings }
        standings.decidedAt = states - 1
        var aheadForGood = true
        for state in stride(from: states - 1, through: 0, by: -1) {
            let row = evaluations[(state * seats)..<((state + 1) * seats)]
            let side = standing(of: winners, in: row)
            if state > 0, side < 0 { standings.trailingSteps += 1 }
            if aheadForGood, side > 0 { standings.decidedAt = state } else { aheadForGood = false }
        }
        return standings
    }

    /// The seats with the highest evaluation, as bits.
    @usableFromInline
    static func top(_ row: ArraySlice<Double>) -> UInt64 {
        guard let best = row.max() else { return 0 }
        var bits: UInt64 = 0
        for (offset, value) in row.enumerated() where value == best && offset < 64 { bits |= 1 << UInt64(offset) }
        return bits
    }

    /// 1 when the best of `winners` is above the best of the others, -1 when below, 0 when level or not evaluated.
    static func standing(of winners: UInt64, in row: ArraySlice<Double>) -> Int {
        var ours = -Double.infinity, theirs = -Double.infinity
        for (offset, value) in row.enumerated() {
            if value.isNaN { return 0 }
            if offset < 64, winners & (1 << UInt64(offset)) != 0 { ours = max(ours, value) } else { theirs = max(theirs, value) }
        }
        return ours > theirs ? 1 : ours < theirs ? -1 : 0
    }

    /// True when every pair of seats compares the same way (above, level, below) in both rows.
    static func sameRanking(_ first: ArraySlice<Double>, _ second: ArraySlice<Double>) -> Bool {
        let a = first.startIndex, b = second.startIndex, count = first.count
        for i in 0..<count {
            for j in (i + 1)..<max(i + 1, count) {
                let x = first[a + i], y = first[a + j], u = second[b + i], v = second[b + j]
                let before = x < y ? -1 : x > y ? 1 : 0
                let after = u < v ? -1 : u > v ? 1 : 0
                if before != after { return false }
            }
        }
        return true
    }
}
