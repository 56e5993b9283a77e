import PlaytestHarness
import PlaytestStatistics

/// Tunes a search family's own settings for one game (``SearchTuneSpec``): successive halving over a grid of
/// exploration constants, widening scales, rollout cut-offs and step limits, every candidate played at one budget
/// against a reference bot on the same deals, then the winner confirmed against the registered settings on a fresh seed.
///
/// Method: the same successive halving as ``Tuner`` (Karnin, Koren and Somekh 2013; Jamieson and Talwalkar 2016), one
/// generation over the whole grid: every candidate of a rung plays deals 0 ..< n of the seed, the better half is kept
/// and the deals doubled, until one is left. The unit is the deal: with one seat, a deal's figure is the candidate's
/// score minus the reference's on that deal; with several, the candidate plays each seat in turn among reference bots
/// (one game per seat, all on the deal's chance), and the deal's figure is its average result over those games minus
/// the average seat's result in the reference's own game of the deal. Candidates are ranked by their mean figure, ties
/// to the earlier in the pool (the registered settings are first), so a candidate must beat them outright.
///
/// Deterministic: game i of every run draws from the streams of (seed, i), whatever `jobs`; nothing is ordered by a
/// dictionary. A stored evaluation (``TuneCache``, `tune --resume`) reads back exactly as played.
public struct SearchTuner: Sendable {
    /// The game.
    public let registration: GameRegistration
    /// The rules and parameters every game is played with.
    public let configuration: GameConfiguration
    /// What is tried.
    public let spec: SearchTuneSpec
    /// The seed of the search (the confirmation's is derived from it).
    public let seed: UInt64
    /// Threads per run; the results do not depend on it.
    public let jobs: Int
    /// Where finished evaluations are kept and found again; nil plays everything.
    public var cache: TuneCache?

    /// The candidates, the registered settings first (``SearchTuneSpec/pool(registered:)``).
    public let pool: [SearchVariant]
    /// Seats per game.
    public let seats: Int

    /// Creates a tuner after checking the spec against the game.
    /// - Throws: ``SearchTuneError`` naming the field that cannot be used.
    public init(registration: GameRegistration, configuration: GameConfiguration, spec: SearchTuneSpec, seed: UInt64, jobs: Int = 1)
        throws(SearchTuneError) {
        try spec.validate(registration: registration, configuration: configuration)
        self.registration = registration
        self.configuration = configuration
        self.spec = spec
        self.seed = seed
        self.jobs = max(1, jobs)
        pool = spec.pool(registered: registration.searchSettings(ofFamily: spec.family)!)
        seats = registration.seats(in: configuration)
    }

    /// The measure of a deal's result.
    public var measure: SearchTuneSpec.Measure { spec.measure(seats: seats) }

    /// The most games the tuning plays (search and confirmation); nil when more than can be counted.
    public var work: Int? { spec.work(candidates: pool.count, seats: seats) }

    /// The candidate's id in the registration that holds it: `tuned-100`.
    var candidateID: String { "\(SearchTuneSpec.candidatePrefix)-\(spec.iterations)" }

    /// A seat's result in a recorded game, by the measure.
    func value(_ game: RecordedGame, seat: Int) -> Double {
        switch measure {
        case .score: return game.scores[seat] ?? 0
        case .win: return game.wins[seat].map { $0 ? 1 : 0 } ?? 0.5
        }
    }

    /// Plays `games` games of `bots` in `registration` from `seed` and returns each game's record.
    func record(_ registration: GameRegistration, bots: BotAssignment, seed: UInt64, games: Int) -> [RecordedGame] {
        var request = RunRequest(configuration: configuration, bots: bots, seed: seed, games: games, jobs: jobs, maxSteps: spec.maxSteps)
        request.recordsGames = true
        request.tracksQuality = false
        return registration.run(request).recordedGames
    }

    /// The reference's own result per deal: the average seat's in its game of the deal, on deals 0 ..< `games` of `seed`.
    public func referenceValues(seed: UInt64, games: Int) -> [Double] {
        let key = "search-reference|\(spec.reference)|\(measure.rawValue)|seed=\(seed)|games=\(games)"
        if let text = cache?.lookup(key), let values = Tuner.decodeValues(text, count: games) { return values.map { $0 ?? 0 } }
        let recorded = record(registration, bots: BotAssignment(spec.reference), seed: seed, games: games)
        let values = recorded.map { game in (0..<seats).map { value(game, seat: $0) }.reduce(0, +) / Double(seats) }
        cache?.store(key, Tuner.encode(values.map { Optional($0) }))
        return values
    }

    /// `candidate`'s result per deal: its average over the games in which it plays each seat in turn among reference
    /// bots, on deals 0 ..< `games` of `seed`.
    public func candidateValues(_ candidate: SearchVariant, seed: UInt64, games: Int) -> [Double] {
        let key = "search-candidate|\(spec.family)-\(spec.iterations)|\(candidate.label)|against=\(spec.reference)|\(measure.rawValue)"
            + "|seed=\(seed)|games=\(games)"
        if let text = cache?.lookup(key), let values = Tuner.decodeValues(text, count: games) { return values.map { $0 ?? 0 } }
        guard let holding = registration.addingSearchVariant(candidate, of: spec.family, as: SearchTuneSpec.candidatePrefix) else {
            preconditionFailure("the spec was validated: \(spec.family) is a search family and \(SearchTuneSpec.candidatePrefix) is free")
        }
        var sums = [Double](repeating: 0, count: games)
        for seat in 0..<seats {
            let bots = seats == 1 ? BotAssignment(candidateID)
                : BotAssignment(entries: [.init(selector: String(seat), bot: candidateID), .init(selector: BotAssignment.everySeat, bot: spec.reference)])
            for (deal, game) in record(holding, bots: bots, seed: seed, games: games).enumerated() { sums[deal] += value(game, seat: seat) }
        }
        let values = sums.map { $0 / Double(seats) }
        cache?.store(key, Tuner.encode(values.map { Optional($0) }))
        return values
    }

    /// `candidate` against the reference on deals 0 ..< `games` of `seed`: the paired difference candidate - reference.
    public func evaluate(_ candidate: SearchVariant, seed: UInt64, games: Int) -> SearchTuneEstimate {
        SearchTuneEstimate(reference: referenceValues(seed: seed, games: games), candidate: candidateValues(candidate, seed: seed, games: games))
    }

    /// Runs successive halving over the pool; `progress` gets a line per rung.
    ///
    /// - Complexity: about candidates x games x seats x (log2(candidates) + 1) games.
    public func search(progress: (String) -> Void = { _ in }) -> SearchTuneSearch {
        var survivors = Array(pool.indices)
        var deals = spec.games
        var rung = 1
        var trace: [SearchTuneTraceRow] = []
        var games = 0
        while true {
            let keep = survivors.count == 1 ? 1 : (survivors.count + 1) / 2
            let estimates = survivors.map { evaluate(pool[$0], seed: seed, games: deals) }
            games += deals * (survivors.count * seats + 1)
            let ranked = survivors.indices.sorted { (-estimates[$0].mean, survivors[$0]) < (-estimates[$1].mean, survivors[$1]) }
            let kept = Set(ranked.prefix(keep))
            for index in survivors.indices {
                trace.append(SearchTuneTraceRow(rung: rung, position: survivors[index], variant: pool[survivors[index]], deals: deals,
                                                estimate: estimates[index], kept: kept.contains(index)))
            }
            let top = ranked[0]
            progress("rung \(rung): \(survivors.count) candidate\(survivors.count == 1 ? "" : "s") x \(deals) deals; best \(pool[survivors[top]].label), "
                + "\(estimates[top].text) against \(spec.reference)")
            if keep == 1 {
                return SearchTuneSearch(trace: trace, winner: survivors[top], estimate: estimates[top], games: games)
            }
            survivors = ranked.prefix(keep).map { survivors[$0] }
            deals *= 2
            rung += 1
        }
    }

    /// Plays the winner and the registered settings (pool position 0) against the reference on `confirmGames` deals of
    /// the fresh seed ``Tuner/confirmationSeed(for:)``: the same deals for both, so their difference is paired too.
    public func confirm(_ winner: Int, progress: (String) -> Void = { _ in }) -> SearchTuneConfirmation {
        let fresh = Tuner.confirmationSeed(for: seed)
        let games = spec.confirmGames
        progress("confirming on seed \(fresh): registered and proposed settings, \(games) deals against \(spec.reference)")
        let reference = referenceValues(seed: fresh, games: games)
        let registered = candidateValues(pool[0], seed: fresh, games: games)
        let proposed = winner == 0 ? registered : candidateValues(pool[winner], seed: fresh, games: games)
        return SearchTuneConfirmation(seed: fresh, games: games,
                                      registered: SearchTuneEstimate(reference: reference, candidate: registered),
                                      proposed: SearchTuneEstimate(reference: reference, candidate: proposed),
                                      gain: SearchTuneEstimate(reference: registered, candidate: proposed))
    }
}
