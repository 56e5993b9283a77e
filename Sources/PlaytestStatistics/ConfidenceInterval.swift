// MARK: - ConfidenceInterval

/// A closed interval `[lower, upper]` around a point estimate, as produced by an interval estimator.
///
/// The estimate need not lie at the midpoint: asymmetric estimators such as the Wilson score
/// interval place it off-centre, which is why `estimate` is stored separately from the bounds.
/// The confidence level is a property of the estimator that produced the value and is not stored.
public struct ConfidenceInterval: Sendable, Equatable, Hashable, Codable {

    // MARK: - Stored properties

    /// The point estimate the interval was built around (for example a sample mean or a proportion).
    public let estimate: Double

    /// The inclusive lower bound of the interval.
    public let lower: Double

    /// The inclusive upper bound of the interval.
    public let upper: Double

    // MARK: - Initialisation

    /// Creates an interval from a point estimate and its inclusive bounds.
    ///
    /// - Parameters:
    ///   - estimate: The point estimate.
    ///   - lower: The inclusive lower bound.
    ///   - upper: The inclusive upper bound; must not be less than `lower`.
    /// - Precondition: `lower <= upper`.
    public init(estimate: Double, lower: Double, upper: Double) {
        precondition(!(upper < lower), "ConfidenceInterval requires lower <= upper (got \(lower) > \(upper))")
        self.estimate = estimate
        self.lower = lower
        self.upper = upper
    }

    // MARK: - Derived measures

    /// The distance between the two bounds, `upper - lower`.
    public var width: Double {
        upper - lower
    }

    /// Half the width of the interval, `(upper - lower) / 2`.
    ///
    /// For symmetric intervals (such as ``RunningStatistics/meanInterval95``) this is the familiar
    /// "± margin of error"; for asymmetric ones it is half the total width, not the distance
    /// from `estimate` to either bound.
    public var halfWidth: Double {
        (upper - lower) / 2
    }

    /// The midpoint of the two bounds, which differs from `estimate` for asymmetric intervals.
    public var center: Double {
        lower + (upper - lower) / 2
    }

    // MARK: - Queries

    /// Returns whether `x` lies inside the closed interval (bounds included).
    ///
    /// - Parameter x: The value to test; NaN is never contained.
    public func contains(_ x: Double) -> Bool {
        lower <= x && x <= upper
    }

    /// Returns whether this interval and `other` share at least one point (touching bounds count).
    ///
    /// Non-overlap of two 95% intervals is a conservative signal that two estimates differ;
    /// overlap does not by itself show that they are equal.
    public func overlaps(_ other: ConfidenceInterval) -> Bool {
        lower <= other.upper && other.lower <= upper
    }
}

// MARK: - CustomStringConvertible

extension ConfidenceInterval: CustomStringConvertible {

    /// A locale-independent rendering such as `0.5 [0.25, 0.75]`, using Swift's
    /// shortest round-trip formatting of each `Double`.
    public var description: String {
        "\(estimate) [\(lower), \(upper)]"
    }
}
