import PlaytestHarness

/// The winner against the default table on fresh seeds, with each changed entry's own effect.
public struct TuneConfirmation: Sendable {
    /// One changed entry: its old and new value, and the objective with only that entry changed.
    public struct EntryEffect: Sendable {
        /// The parameter.
        public let parameter: String
        /// The default value.
        public let old: Int
        /// The proposed value.
        public let new: Int
        /// The objective of the default table with only this entry changed.
        public let estimate: TuneEstimate
    }

    /// The fresh seed (`Tuner.confirmationSeed`).
    public let seed: UInt64
    /// Games per configuration.
    public let games: Int
    /// The default table's objective.
    public let defaultEstimate: TuneEstimate
    /// The proposed table's objective.
    public let proposedEstimate: TuneEstimate
    /// The default table's results, per configuration (empty when no games were needed).
    public let defaultResults: [ConfigurationResult]
    /// The proposed table's results, per configuration.
    public let proposedResults: [ConfigurationResult]
    /// Each changed entry on its own, in the spec's order.
    public let effects: [EntryEffect]

    /// True when the proposed table's loss interval lies wholly below the default's.
    public var isShownBetter: Bool { proposedEstimate.upper < defaultEstimate.lower }
}

extension Tuner {
    /// Plays the default and `winner` on `budget.confirmGames` games of a fresh seed (the same games for both:
    /// paired), and the default with each changed entry alone.
    ///
    /// Games are played when the objective or the report's metrics need them.
    /// - Complexity: (2 + changed entries) x configurations x confirmGames games.
    public func confirm(_ winner: TuneCandidate, progress: (String) -> Void = { _ in }) -> TuneConfirmation {
        let seed = Self.confirmationSeed(for: file.scenario.seed)
        let plays = file.spec.needsGames || !file.spec.reportMetrics.isEmpty
        let games = plays ? file.spec.budget.confirmGames : 0
        let base = TuneCandidate.defaults(of: parameters)
        func measure(_ candidate: TuneCandidate) -> (TuneEstimate, [ConfigurationResult]) {
            let configurations = file.scenario.configurations.map { candidate.applied(to: $0.configuration, parameters: parameters) }
            let results = file.spec.objective.needsGames || !file.spec.reportMetrics.isEmpty ? play(candidate, seed: seed, games: games) : []
            return (withSkill(file.spec.objective.estimate(results: results, configurations: configurations, studied: file.scenario.configurations), candidate, seed: seed, games: games), results)
        }
        progress("confirming on seed \(seed): default and proposed, \(games) games per configuration")
        let (defaultEstimate, defaultResults) = measure(base)
        let (proposedEstimate, proposedResults) = measure(winner)
        var effects: [TuneConfirmation.EntryEffect] = []
        for index in parameters.indices where winner.values[index] != base.values[index] {
            var values = base.values
            values[index] = winner.values[index]
            progress("confirming \(parameters[index].name)=\(winner.values[index]) alone")
            let candidate = TuneCandidate(values: values)
            effects.append(TuneConfirmation.EntryEffect(
                parameter: parameters[index].name, old: base.values[index], new: winner.values[index],
                estimate: evaluate(candidate, seed: seed, games: games)))
        }
        return TuneConfirmation(seed: seed, games: games, defaultEstimate: defaultEstimate, proposedEstimate: proposedEstimate,
                                defaultResults: defaultResults, proposedResults: proposedResults, effects: effects)
    }
}

/// The tuner's number formats, shared by progress lines and the report.
public enum TuneText {
    /// "0.123 (0.101 to 0.145)", or "12 (exact)" when the estimate has no spread.
    public static func interval(_ estimate: TuneEstimate) -> String {
        guard estimate.standardError > 0 else {
            // With a skill target the loss is exact only in the sense that its penalty is 0: the upset rate lay inside its band.
            let note = estimate.skill == nil ? "exact" : "exact part; upset rate inside its band"
            return "\(NumberFormat.significant(estimate.loss, digits: 4)) (\(note))"
        }
        return "\(NumberFormat.fixed(estimate.loss, digits: 4)) (\(NumberFormat.fixed(estimate.lower, digits: 4)) to \(NumberFormat.fixed(estimate.upper, digits: 4)))"
    }

    /// "-0.052 (-0.09 to -0.014)".
    public static func gap(_ gap: TuneEstimate.Gap) -> String {
        "\(NumberFormat.fixed(gap.value, digits: 4)) (\(NumberFormat.fixed(gap.lower, digits: 4)) to \(NumberFormat.fixed(gap.upper, digits: 4)))"
    }
}
