import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

/// Whether a figure is equivalent to a reference (a fair 50% share, a zero difference) within a margin: the
/// two one-sided tests (TOST) of Schuirmann (1987).
///
/// Equivalence is claimed when both one-sided tests at level alpha reject, which is the same as the
/// 1 - 2 alpha interval (90% for alpha 0.05) lying inside `reference ± margin`. The opposite claim, that the
/// figure is NOT equivalent, is made when that interval lies wholly outside the band; anything else is
/// inconclusive, and says how far the interval reaches. "The 95% interval contains 50%" is absence of evidence,
/// never a claim of fairness.
///
/// This is the one call site the design questions use: a statistics module with its own TOST (t with Welch
/// degrees of freedom, margins from the scenario) can replace ``init(estimate:standardError:reference:margin:alpha:)``
/// without touching the games. Here the one-sided tests use the normal distribution, which suits the report's
/// figures over hundreds of games.
public struct EquivalenceVerdict: Sendable, Equatable {
    /// The three outcomes.
    public enum Outcome: String, Sendable {
        /// The 1 - 2 alpha interval lies inside the band: equivalent within the margin.
        case equivalent
        /// The 1 - 2 alpha interval lies wholly outside the band.
        case different
        /// The interval straddles an edge of the band.
        case inconclusive
    }

    /// The default margin for a share (a team's or a seat's share of decided games): 5 percentage points around 50%.
    public static let defaultShareMargin = 0.05
    /// The default error rate of each one-sided test.
    public static let defaultAlpha = 0.05

    /// The outcome.
    public let outcome: Outcome
    /// The 1 - 2 alpha interval the verdict reads.
    public let interval: ConfidenceInterval
    /// The reference.
    public let reference: Double
    /// The margin either side of it.
    public let margin: Double
    /// Each one-sided test's level.
    public let alpha: Double

    /// The TOST verdict of a normal estimate against `reference ± margin`.
    /// - Precondition: `margin > 0`, `0 < alpha < 0.5`, a finite estimate and a standard error at least 0.
    public init(estimate: Double, standardError: Double, reference: Double, margin: Double, alpha: Double = Self.defaultAlpha) {
        precondition(margin > 0 && alpha > 0 && alpha < 0.5 && estimate.isFinite && standardError >= 0, "EquivalenceVerdict: bad input")
        let z = NormalDistribution.quantile(1 - alpha)
        let interval = ConfidenceInterval(estimate: estimate, lower: estimate - z * standardError, upper: estimate + z * standardError)
        self.init(interval: interval, reference: reference, margin: margin, alpha: alpha)
    }

    /// The verdict of a 1 - 2 alpha interval already computed (a Wilson interval at z = 1.645, say).
    public init(interval: ConfidenceInterval, reference: Double, margin: Double, alpha: Double = Self.defaultAlpha) {
        self.interval = interval
        self.reference = reference
        self.margin = margin
        self.alpha = alpha
        if interval.lower > reference - margin && interval.upper < reference + margin {
            outcome = .equivalent
        } else if interval.upper < reference - margin || interval.lower > reference + margin {
            outcome = .different
        } else {
            outcome = .inconclusive
        }
    }

    /// The TOST verdict of a share of `trials` against 50%, from the Wilson interval at the 1 - 2 alpha level.
    public static func fairShare(successes: Int, trials: Int, margin: Double = defaultShareMargin, alpha: Double = defaultAlpha) -> EquivalenceVerdict? {
        guard let interval = ConfidenceInterval.wilson(successes: successes, trials: trials, z: NormalDistribution.quantile(1 - alpha)) else { return nil }
        return EquivalenceVerdict(interval: interval, reference: 0.5, margin: margin, alpha: alpha)
    }

    /// "equivalent within ±0.05 (TOST, 90% interval 0.47 to 0.53)".
    public func text(digits: Int = 3, percent: Bool = false) -> String {
        func show(_ value: Double) -> String { percent ? NumberFormat.percent(value, digits: max(0, digits - 2)) : NumberFormat.fixed(value, digits: digits) }
        let level = NumberFormat.fixed((1 - 2 * alpha) * 100, digits: 0)
        let band = "\(show(reference - margin)) to \(show(reference + margin))"
        let reading = "TOST, \(level)% interval \(show(interval.lower)) to \(show(interval.upper)), band \(band)"
        switch outcome {
        case .equivalent: return "equivalent within the margin (\(reading))"
        case .different: return "outside the margin (\(reading))"
        case .inconclusive: return "not shown equivalent: the interval reaches past the margin (\(reading))"
        }
    }
}
