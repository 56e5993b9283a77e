import PlaytestHarness
import PlaytestProperties
import PlaytestStatistics

/// One gate's verdict on one configuration.
public struct GateResult: Sendable {
    /// The gate.
    public let gate: Gate
    /// The configuration's position in the scenario.
    public let configurationIndex: Int
    /// The configuration's label: `dice lockMostCommon count=50`.
    public let configurationLabel: String
    /// Games the configuration played.
    public let games: Int
    /// The metric's interval, nil when there was nothing to measure.
    public let interval: ConfidenceInterval?
    /// The verdict.
    public let verdict: GateVerdict
    /// How the interval was built: `normal`, `Wilson`, `exact`, `confidence sequence`, with `ratio` for a ratio.
    public let method: String

    /// True when the run may pass: PASS, or INCONCLUSIVE in a gate that lets it pass.
    public var passes: Bool { verdict == .pass || (verdict == .inconclusive && gate.inconclusivePasses) }
}

/// Gate verdicts as a pure function of (scenario, results): a merge of shards that calls it writes the same files.
public enum GateEvaluation {
    /// Every gate of every configuration, in configuration order, then the study's gate order.
    public static func evaluate(_ scenario: Scenario, results: [ConfigurationResult]) -> [GateResult] {
        precondition(results.count == scenario.configurations.count, "one result per configuration")
        return zip(scenario.configurations, results).flatMap { evaluate($0, result: $1) }
    }

    /// The gates of one configuration, in the study's order.
    public static func evaluate(_ configuration: ScenarioConfiguration, result: ConfigurationResult) -> [GateResult] {
        configuration.gates.map { gate in
            let (interval, method) = Self.interval(of: gate, in: result)
            return GateResult(
                gate: gate, configurationIndex: configuration.index, configurationLabel: configuration.label, games: result.games,
                interval: interval, verdict: verdict(interval, gate), method: method)
        }
    }

    /// PASS when the interval lies inside the bounds, FAIL when wholly outside, INCONCLUSIVE when it straddles or is missing.
    public static func verdict(_ interval: ConfidenceInterval?, _ gate: Gate) -> GateVerdict {
        guard let interval, !interval.lower.isNaN, !interval.upper.isNaN else { return .inconclusive }
        if let low = gate.atLeast, interval.upper < low { return .fail }
        if let high = gate.atMost, interval.lower > high { return .fail }
        let aboveLow = gate.atLeast.map { interval.lower >= $0 } ?? true
        let belowHigh = gate.atMost.map { interval.upper <= $0 } ?? true
        return aboveLow && belowHigh ? .pass : .inconclusive
    }

    /// The gate's interval in a result, and how it was built.
    ///
    /// A ratio takes each metric's interval at confidence 1 − alpha/2 (Bonferroni, so both hold together with
    /// probability 1 − alpha whatever their correlation) and the range of the quotient over both; a denominator
    /// interval that contains 0 gives no interval.
    public static func interval(of gate: Gate, in result: ConfigurationResult) -> (ConfidenceInterval?, String) {
        let kind = gate.isSequential ? "confidence sequence" : "fixed"
        let tightestAt = max(1, (gate.sequentialMaxGames ?? 4) / 4)
        guard let denominator = gate.ratioTo else {
            let (interval, method) = Self.interval(of: result.sample(of: gate.metric), confidence: gate.confidence,
                                                   sequential: gate.isSequential, tightestAt: tightestAt)
            return (interval, method == "exact" ? method : "\(method) (\(kind))")
        }
        let each = 1 - gate.alpha / 2
        let (top, _) = Self.interval(of: result.sample(of: gate.metric), confidence: each, sequential: gate.isSequential, tightestAt: tightestAt)
        let (bottom, _) = Self.interval(of: result.sample(of: denominator), confidence: each, sequential: gate.isSequential, tightestAt: tightestAt)
        let method = "ratio of two \(NumberFormat.short(each * 100, digits: 4))% intervals (\(kind))"
        guard let top, let bottom, bottom.lower > 0 || bottom.upper < 0, bottom.estimate != 0 else { return (nil, method) }
        let corners = [top.lower / bottom.lower, top.lower / bottom.upper, top.upper / bottom.lower, top.upper / bottom.upper]
        return (ConfidenceInterval(estimate: top.estimate / bottom.estimate, lower: corners.min()!, upper: corners.max()!), method)
    }

    /// A sample's interval at `confidence`: a mean's normal interval (or, sequentially, its confidence sequence with the
    /// sample standard deviation plugged in), a proportion's Wilson interval (sequentially, the exact sub-Gaussian
    /// confidence sequence), an exact value's point.
    public static func interval(of sample: MetricSample, confidence: Double, sequential: Bool, tightestAt: Int) -> (ConfidenceInterval?, String) {
        switch sample {
        case .missing:
            return (nil, "no data")
        case .exact(let value):
            return (ConfidenceInterval(estimate: value, lower: value, upper: value), "exact")
        case .mean(let statistics):
            guard statistics.count >= 2 else { return (nil, "mean") }
            if sequential {
                let sequence = ConfidenceSequence(alpha: 1 - confidence, tightestAt: tightestAt)
                return (sequence.interval(mean: statistics.mean, count: statistics.count, sigma: statistics.standardDeviation), "mean")
            }
            let half = NormalDistribution.twoSidedCritical(confidence: confidence) * statistics.standardError
            return (ConfidenceInterval(estimate: statistics.mean, lower: statistics.mean - half, upper: statistics.mean + half), "mean")
        case .proportion(let successes, let trials):
            if sequential {
                let sequence = ConfidenceSequence(alpha: 1 - confidence, tightestAt: tightestAt)
                return (sequence.proportionInterval(successes: successes, trials: trials), "share")
            }
            let z = NormalDistribution.twoSidedCritical(confidence: confidence)
            return (ConfidenceInterval.wilson(successes: successes, trials: trials, z: z), "Wilson share")
        }
    }
}
