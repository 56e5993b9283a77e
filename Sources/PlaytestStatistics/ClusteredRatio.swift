/// A ratio estimator over games with a cluster-robust (per-game) standard error: streaming, and mergeable in a fixed order.
///
/// For figures measured inside a game (points per round, right votes per vote, turns ended by the timer per turn),
/// the rounds, votes or turns of one game share that game and are not independent draws: the game is the unit of
/// observation. Game `i` contributes a numerator `yᵢ` (points, right votes) and a denominator `xᵢ` (rounds, votes:
/// its sub-game units). With `n` games:
///
/// - estimate: `R = Σyᵢ / Σxᵢ` (the ratio estimator: every sub-game unit weighs the same);
/// - variance (linearisation, or delta method, with the `n/(n−1)` small-sample factor):
///   `Var(R) = n/(n−1) · Σ(yᵢ − R·xᵢ)² / (Σxᵢ)²`;
/// - 95% interval: `R ± t₀.₉₇₅,ₙ₋₁ · √Var(R)`, Student's t on `n − 1` degrees of freedom (games, not rounds).
///
/// Equivalently, `R` is the mean of the linearised pseudo-values `zᵢ = R + (yᵢ − R·xᵢ)/x̄` and the interval is their
/// t interval; ``linearised`` returns them as a ``RunningStatistics`` so that any code that builds a mean's interval
/// (gates, comparisons, charts) builds the clustered one. The sums are kept raw, so merging chunks in a fixed order
/// gives the same bits for any number of threads. `RatioCalibration` checks the interval's coverage by simulation.
public struct ClusteredRatio: Sendable, Equatable {
    /// Games (clusters) recorded, including games with a zero denominator.
    public private(set) var clusters = 0
    /// Σyᵢ.
    public private(set) var numeratorSum = 0.0
    /// Σxᵢ: the sub-game units over all games.
    public private(set) var denominatorSum = 0.0
    /// Σyᵢ².
    public private(set) var numeratorSquares = 0.0
    /// Σxᵢ².
    public private(set) var denominatorSquares = 0.0
    /// Σxᵢyᵢ.
    public private(set) var crossProducts = 0.0
    /// False once some game had a negative numerator (then the interval is not clipped at zero).
    public private(set) var numeratorsNonNegative = true
    /// True for a share of sub-game units (right votes of votes): the interval is clipped to 0...1.
    public let isShare: Bool

    /// Creates an empty accumulator; `isShare` for a share of sub-game units (each numerator at most its denominator).
    public init(isShare: Bool = false) {
        self.isShare = isShare
    }

    /// Restores an accumulator from its stored sums exactly, as `ResultArchive` wrote it.
    public init(
        restoringClusters clusters: Int, sums: [Double], numeratorsNonNegative: Bool, isShare: Bool
    ) {
        precondition(sums.count == 5, "five sums: y, x, y², x², xy")
        self.clusters = clusters
        (numeratorSum, denominatorSum, numeratorSquares, denominatorSquares, crossProducts) = (sums[0], sums[1], sums[2], sums[3], sums[4])
        self.numeratorsNonNegative = numeratorsNonNegative
        self.isShare = isShare
    }

    /// The five raw sums, in the order ``init(restoringClusters:sums:numeratorsNonNegative:isShare:)`` takes them.
    public var sums: [Double] { [numeratorSum, denominatorSum, numeratorSquares, denominatorSquares, crossProducts] }

    /// Records one game: its numerator and its sub-game units.
    public mutating func add(numerator y: Double, denominator x: Double) {
        clusters += 1
        numeratorSum += y
        denominatorSum += x
        numeratorSquares += y * y
        denominatorSquares += x * x
        crossProducts += x * y
        if y < 0 { numeratorsNonNegative = false }
    }

    /// Adds a later chunk's games.
    public mutating func merge(_ other: ClusteredRatio) {
        clusters += other.clusters
        numeratorSum += other.numeratorSum
        denominatorSum += other.denominatorSum
        numeratorSquares += other.numeratorSquares
        denominatorSquares += other.denominatorSquares
        crossProducts += other.crossProducts
        numeratorsNonNegative = numeratorsNonNegative && other.numeratorsNonNegative
    }

    /// `R = Σy / Σx`, nil when no sub-game unit was seen.
    public var ratio: Double? { denominatorSum > 0 ? numeratorSum / denominatorSum : nil }

    /// The sub-game units seen (Σx, rounded): the rounds, votes or turns behind the ratio.
    public var subunits: Int { Int(denominatorSum.rounded()) }

    /// `Σ(yᵢ − R·xᵢ)²`, from the raw sums (never negative).
    var residualSquares: Double {
        guard let ratio else { return 0 }
        return max(0, numeratorSquares - 2 * ratio * crossProducts + ratio * ratio * denominatorSquares)
    }

    /// The cluster-robust standard error `√(n/(n−1) · Σ(yᵢ − R·xᵢ)²) / Σx`; 0 with fewer than two games.
    public var standardError: Double {
        guard clusters >= 2, denominatorSum > 0 else { return 0 }
        let n = Double(clusters)
        return (n / (n - 1) * residualSquares).squareRoot() / denominatorSum
    }

    /// The linearised pseudo-values as statistics: count `n` games, mean `R`, and a spread whose standard error is
    /// ``standardError`` (so its t interval is this estimator's); empty when no sub-game unit was seen.
    public var linearised: RunningStatistics {
        guard let ratio, clusters > 0 else { return RunningStatistics() }
        let meanDenominator = denominatorSum / Double(clusters)
        let squares = residualSquares / (meanDenominator * meanDenominator)
        return RunningStatistics(
            restoringCount: clusters, mean: ratio, sumOfSquaredDeviations: squares, sum: ratio * Double(clusters), minimum: nil, maximum: nil)
    }

    /// The 95% interval (``interval(confidence:)`` at 0.95).
    public var interval95: ConfidenceInterval? { interval(confidence: 0.95) }

    /// The interval at `confidence`; nil with fewer than two games or no sub-game unit.
    ///
    /// - A share (``isShare``): Wilson's score interval at the effective number of units the cluster-robust standard
    ///   error implies, t on games − 1 degrees of freedom (``ConfidenceInterval/wilson(share:standardError:minimumTrials:maximumTrials:critical:)``),
    ///   between the games weighed by their units (Kish's `(Σx)²/Σx²`, every unit of a game agreeing: also what is
    ///   used when no game showed the event, or every unit did) and the units themselves. A rare event's share
    ///   never gets the zero-width `[0, 0]` that `R ± t·SE` gives when no game shows it.
    /// - Otherwise `R ± t_{1−α/2, n−1} · SE`, clipped at 0 when no numerator was negative; nil when no spread was
    ///   seen (a zero-width interval would claim the ratio exactly).
    public func interval(confidence: Double) -> ConfidenceInterval? {
        guard let ratio, clusters >= 2 else { return nil }
        let critical = confidence == 0.95 ? RunningStatistics.studentT975(degreesOfFreedom: clusters - 1)
            : StudentTDistribution.twoSidedCritical(confidence: confidence, degreesOfFreedom: Double(clusters - 1))
        if isShare {
            let kish = denominatorSquares > 0 ? denominatorSum * denominatorSum / denominatorSquares : 1
            let floor = min(max(kish, 1), Double(clusters))
            return ConfidenceInterval.wilson(share: ratio, standardError: standardError, minimumTrials: floor,
                                             maximumTrials: max(denominatorSum, floor), critical: critical)
        }
        // No spread seen (every game the same ratio): a t interval would have zero width and claim the ratio exactly.
        guard standardError > 0 else { return nil }
        let margin = critical * standardError
        var lower = ratio - margin
        if numeratorsNonNegative { lower = max(0, lower) }
        return ConfidenceInterval(estimate: ratio, lower: lower, upper: ratio + margin)
    }
}

// MARK: - Codable

/// Its raw sums and flags, field by field: what a shard's archived block of games carries.
extension ClusteredRatio: Codable {}
