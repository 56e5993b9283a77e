import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - One configuration, and the sequential stopping rule

extension ScenarioPlayer {
    /// Plays one configuration: a fixed count, or, when a gate is sequential, on until every sequential gate is decided.
    /// Returns nil when `request.shouldStop` stopped a fixed-count run (a sequential one plays its batches to the end).
    ///
    /// This is play's stopping rule, not a verdict: it looks only at the sequential gates' intervals after each
    /// batch; every gate's verdict is evaluated once, by the analysis of the finished results (``RunAnalysis``).
    public static func play(_ configuration: ScenarioConfiguration, request: RunRequest) -> ConfigurationResult? {
        let caps = configuration.gates.compactMap(\.sequentialMaxGames)
        guard let cap = caps.max(), cap > request.games else { return configuration.registration.runUnlessStopped(request) }
        return configuration.registration.runSequential(request, maxGames: cap) { result in
            sequentialGatesDecided(configuration.gates, result: result)
        }
    }

    /// True when no sequential gate's interval straddles a bound in `result`: the batch after which a sequential
    /// configuration stops. A gate whose method is refused (a mean with no declared range) can never be decided by more
    /// games, so it does not keep its configuration playing.
    public static func sequentialGatesDecided(_ gates: [Gate], result: ConfigurationResult) -> Bool {
        gates.filter(\.isSequential).allSatisfy { gate in
            let (interval, method) = GateEvaluation.interval(of: gate, in: result)
            return method.hasPrefix(GateEvaluation.refusedPrefix) || GateEvaluation.verdict(interval, gate) != .inconclusive
        }
    }
}
