/// The most games a tuning can play, known before it plays any: what `playtest tune` says up front and refuses past
/// its limit.
public struct TuneWork: Sendable, Hashable {
    /// Games the search plays at most: every generation runs to the end, every rung plays all its survivors.
    public let search: Int
    /// Games the confirmation plays at most: default, proposed and every parameter changed alone.
    public let confirmation: Int
    /// Rungs of successive halving per generation.
    public let rungs: Int
    /// True when the count passed `Int.max` (then `total` is `Int.max`).
    public let overflows: Bool

    /// Search and confirmation together.
    public var total: Int { overflows ? Int.max : search + confirmation }
}

extension TuneSpec {
    /// The most games a tuning of `configurations` configurations plays: per generation, the rungs of successive
    /// halving (the candidates halved, rounding up, and the games doubled each rung, until one is left), each game
    /// once per configuration, plus the skill target's two rungs on the first configuration; then the confirmation,
    /// `(2 + parameters) x configurations x confirmGames` (plus the skill target's rungs).
    ///
    /// An upper bound: a generation whose winner is its centre ends the search early, and an exact objective with a
    /// skill target prunes candidates that could not be kept.
    /// - Complexity: O(generations x log2(candidates)).
    public func work(configurations: Int) -> TuneWork {
        var overflow = false
        func add(_ a: Int, _ b: Int) -> Int {
            let (sum, over) = a.addingReportingOverflow(b)
            overflow = overflow || over
            return over ? Int.max : sum
        }
        func times(_ a: Int, _ b: Int) -> Int {
            let (product, over) = a.multipliedReportingOverflow(by: b)
            overflow = overflow || over
            return over ? Int.max : product
        }
        // Games one candidate plays per game of a rung: each configuration's, and the skill target's two rungs.
        let perCandidateGame = add(objective.needsGames ? configurations : 0, skill == nil ? 0 : 2)
        var generation = 0
        var rungs = 0
        var survivors = max(1, budget.candidates)
        var games = needsGames ? budget.games : 0
        while true {
            rungs += 1
            generation = add(generation, times(times(survivors, games), perCandidateGame))
            if survivors <= 2 || !needsGames { break }
            survivors = (survivors + 1) / 2
            games = times(games, 2)
        }
        let search = times(generation, budget.generations)
        let plays = needsGames || !reportMetrics.isEmpty
        let confirmGames = plays ? budget.confirmGames : 0
        let perConfirmGame = add(objective.needsGames || !reportMetrics.isEmpty ? configurations : 0, skill == nil ? 0 : 2)
        let confirmation = times(times(2 + parameters.count, confirmGames), perConfirmGame)
        return TuneWork(search: search, confirmation: confirmation, rungs: rungs, overflows: overflow)
    }
}
