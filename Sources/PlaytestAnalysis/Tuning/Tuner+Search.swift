import PlaytestProperties

/// One line of the search trace: a candidate's figures in one rung.
public struct TuneTraceRow: Sendable, Hashable {
    /// The generation, from 1.
    public let generation: Int
    /// The rung of successive halving, from 1.
    public let rung: Int
    /// The candidate's position in its generation's pool (0 is the generation's centre).
    public let position: Int
    /// The table.
    public let candidate: TuneCandidate
    /// Entries changed from the default table.
    public let changes: Int
    /// The objective as measured in this rung.
    public let estimate: TuneEstimate
    /// The ranking score (loss + penalty).
    public let score: Double
    /// True when the candidate went on to the next rung (or won).
    public let kept: Bool
}

/// The search's outcome.
public struct TuneSearch: Sendable {
    /// Every candidate's figures in every rung it played, in order.
    public let trace: [TuneTraceRow]
    /// The winning table.
    public let winner: TuneCandidate
    /// Its estimate in its last rung.
    public let estimate: TuneEstimate
    /// Games played in all, over every configuration.
    public let games: Int
    /// Generations run.
    public let generations: Int
}

extension Tuner {
    /// Runs the search; `progress` gets a line per rung.
    ///
    /// - Complexity: about candidates x games x (rungs = log2(candidates) + 1) x configurations games per generation.
    public func search(progress: (String) -> Void = { _ in }) -> TuneSearch {
        var trace: [TuneTraceRow] = []
        var centre = TuneCandidate.defaults(of: parameters)
        var best = (candidate: centre, estimate: TuneEstimate(exactLoss: .nan))
        var games = 0
        var generationsRun = 0
        let configurations = file.scenario.configurations.count
        for generation in 1...file.spec.budget.generations {
            generationsRun = generation
            let pool = self.pool(around: centre, generation: generation)
            var survivors = Array(pool.indices)
            var rungGames = file.spec.needsGames ? file.spec.budget.games : 0
            var rung = 1
            while true {
                let last = survivors.count == 1 || !file.spec.needsGames
                let keep = last ? 1 : (survivors.count + 1) / 2
                let (estimates, played) = rungEstimates(pool: pool, survivors: survivors, games: rungGames, keep: keep)
                games += played * rungGames * configurations
                let ranked = survivors.indices.sorted { ranksBefore((pool[survivors[$0]], estimates[$0], survivors[$0]), (pool[survivors[$1]], estimates[$1], survivors[$1])) }
                let kept = Set(ranked.prefix(keep))
                for index in survivors.indices {
                    let candidate = pool[survivors[index]]
                    trace.append(TuneTraceRow(generation: generation, rung: rung, position: survivors[index], candidate: candidate,
                                              changes: candidate.changes(from: parameters), estimate: estimates[index],
                                              score: score(candidate, estimates[index]), kept: kept.contains(index)))
                }
                let top = ranked[0]
                progress("generation \(generation) rung \(rung): \(survivors.count) candidate\(survivors.count == 1 ? "" : "s") x \(rungGames) games"
                    + " x \(configurations) configuration\(configurations == 1 ? "" : "s"); best \(pool[survivors[top]].label(parameters)), "
                    + "loss \(TuneText.interval(estimates[top]))")
                if last || keep == 1 {
                    best = (pool[survivors[top]], estimates[top])
                    break
                }
                survivors = ranked.prefix(keep).map { survivors[$0] }
                rungGames *= 2
                rung += 1
            }
            if best.candidate == centre { break }
            centre = best.candidate
        }
        return TuneSearch(trace: trace, winner: best.candidate, estimate: best.estimate, games: games, generations: generationsRun)
    }

    /// One rung's estimates of `survivors` (positions in `pool`) on `games` games, and how many candidates played them.
    ///
    /// With an exact objective (one that needs no games) and a skill target, the exact part is a lower bound of each
    /// candidate's loss (the skill penalty is never negative). Candidates are then played in the order of their exact
    /// score, and a candidate whose exact score alone already exceeds the `keep`-th best played score so far is not
    /// played: it could not be kept. The kept candidates are exactly those full play would keep; a pruned candidate's
    /// estimate is its exact part, with 0 games (so `trace.csv` shows it was pruned).
    public func rungEstimates(pool: [TuneCandidate], survivors: [Int], games: Int, keep: Int) -> (estimates: [TuneEstimate], played: Int) {
        guard file.spec.skill != nil, !file.spec.objective.needsGames, games > 0 else {
            return (survivors.map { evaluate(pool[$0], seed: file.scenario.seed, games: games) }, games > 0 ? survivors.count : 0)
        }
        let exact = survivors.map { position in
            file.spec.objective.estimate(results: [], configurations: file.scenario.configurations.map {
                pool[position].applied(to: $0.configuration, parameters: parameters)
            })
        }
        let order = survivors.indices.sorted {
            ranksBefore((pool[survivors[$0]], exact[$0], survivors[$0]), (pool[survivors[$1]], exact[$1], survivors[$1]))
        }
        var estimates = exact
        var playedScores: [Double] = []
        var played = 0
        for index in order {
            let candidate = pool[survivors[index]]
            if playedScores.count >= keep, score(candidate, exact[index]) > playedScores[keep - 1] { continue }
            estimates[index] = withSkill(exact[index], candidate, seed: file.scenario.seed, games: games)
            played += 1
            let total = score(candidate, estimates[index])
            playedScores.insert(total, at: playedScores.firstIndex { $0 > total } ?? playedScores.count)
        }
        return (estimates, played)
    }

    /// A generation's candidates: the centre first, then every single-entry move from it (nearest values first, taking
    /// the parameters in turn), then seeded random moves of two to four entries, up to the budget, without repeats.
    ///
    /// The random moves draw from SplitMix64 seeded by the scenario's seed and the generation, so the pool is a pure
    /// function of the file.
    /// - Complexity: O(candidates x parameters), plus O(grid values) per parameter.
    public func pool(around centre: TuneCandidate, generation: Int) -> [TuneCandidate] {
        let limit = file.spec.budget.candidates
        var pool = [centre]
        var seen: Set<TuneCandidate> = [centre]
        func add(_ candidate: TuneCandidate) {
            if pool.count < limit, seen.insert(candidate).inserted { pool.append(candidate) }
        }
        let moves = parameters.indices.map { index in
            parameters[index].values.filter { $0 != centre.values[index] }
                .sorted { (abs($0 - centre.values[index]), $0) < (abs($1 - centre.values[index]), $1) }
        }
        let longest = moves.map(\.count).max() ?? 0
        for rank in 0..<longest where pool.count < limit {
            for index in parameters.indices where rank < moves[index].count {
                var values = centre.values
                values[index] = moves[index][rank]
                add(TuneCandidate(values: values))
            }
        }
        let movable = parameters.indices.filter { !moves[$0].isEmpty }
        guard movable.count >= 2 else { return pool }
        var rng = SplitMix64(seed: SplitMix64.mix(file.scenario.seed ^ (0x7475_6E65 << 32 | UInt64(generation))))
        var attempts = 0
        while pool.count < limit, attempts < limit * 20 {
            attempts += 1
            var chosen = movable
            let count = 2 + rng.draw(index: min(4, movable.count) - 1)
            var values = centre.values
            for slot in 0..<count {
                chosen.swapAt(slot, slot + rng.draw(index: chosen.count - slot))
                let index = chosen[slot]
                values[index] = moves[index][rng.draw(index: moves[index].count)]
            }
            add(TuneCandidate(values: values))
        }
        return pool
    }
}
