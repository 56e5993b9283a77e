import PlaytestHarness
import PlaytestStatistics

/// One candidate's figure over a set of deals: the mean per-deal difference candidate - reference, with its paired
/// 95% interval (Student's t over deals, the deal the unit: `PairedDifference`).
public struct SearchTuneEstimate: Sendable, Equatable {
    /// Deals measured.
    public let deals: Int
    /// The reference's mean per-deal result.
    public let referenceMean: Double
    /// The candidate's mean per-deal result.
    public let candidateMean: Double
    /// The mean difference candidate - reference.
    public let mean: Double
    /// The interval's lower end.
    public let lower: Double
    /// The interval's upper end.
    public let upper: Double

    /// The paired difference of per-deal results (the same deals, in order).
    /// - Precondition: the same number of deals, 2 or more.
    public init(reference: [Double], candidate: [Double]) {
        guard let difference = PairedDifference(reference, candidate) else { preconditionFailure("a search tuning measures 2 or more deals") }
        deals = difference.count
        referenceMean = difference.meanA
        candidateMean = difference.meanB
        mean = difference.paired.estimate
        lower = difference.paired.lower
        upper = difference.paired.upper
    }

    /// True when the interval lies wholly above 0.
    public var isShownAbove: Bool { lower > 0 }

    /// `+12.3 (4.1 to 20.5)`.
    public var text: String {
        "\(Self.signed(mean)) (\(NumberFormat.significant(lower, digits: 3)) to \(NumberFormat.significant(upper, digits: 3)))"
    }

    /// A difference with its sign: `+12.3`, `-0.041`.
    static func signed(_ value: Double) -> String {
        (value > 0 ? "+" : "") + NumberFormat.significant(value, digits: 3)
    }
}
