import Foundation
import PlaytestStatistics

// MARK: - Bins a chart can read

/// How wide a histogram chart's bins are, chosen from the data so that a chart of few games does not read as a comb
/// of one-count bars.
///
/// The width is a whole multiple of the data's grid (the greatest common divisor of the gaps between the distinct
/// values: 1 for counts of turns, 5 when every time is a multiple of 5 ms), near the Freedman-Diaconis width
/// `2 IQR / n^(1/3)`, taken among 1, 2 and 5 × 10^k grid steps, and wide enough for at most ``maximumBins`` bins.
/// Many games or a narrow spread give the grid itself: every value its own bar, as before.
enum HistogramBinning {
    /// The most bins a chart gets.
    static let maximumBins = 100

    /// The greatest common divisor of the gaps between consecutive distinct values; 1 with fewer than two values.
    static func grid(_ histogram: IntegerHistogram) -> Int {
        let values = histogram.bins.map(\.value)
        var divisor = 0
        for (low, high) in zip(values, values.dropFirst()) { divisor = gcd(divisor, high - low) }
        return max(divisor, 1)
    }

    /// The bin width: a multiple of the grid near the Freedman-Diaconis width, at least a `1 / maximumBins` share of the range.
    static func width(_ histogram: IntegerHistogram) -> Int {
        let step = grid(histogram)
        guard let low = histogram.minimum, let high = histogram.maximum, high > low,
              let q1 = histogram.quantile(0.25), let q3 = histogram.quantile(0.75) else { return step }
        let n = Double(histogram.totalCount)
        let freedmanDiaconis = 2 * Double(q3 - q1) / Foundation.cbrt(n)
        let fewest = Double(high - low + 1) / Double(maximumBins)
        let target = max(freedmanDiaconis, fewest, Double(step))
        // The candidates 1, 2, 5, 10, 20, 50, ... grid steps; the smallest at or above the fewest-bins floor that is
        // nearest the target on a log scale.
        var best = step
        var bestDistance = Double.infinity
        var power = 1
        while power <= (high - low + 1) * 10 {
            for multiplier in [1, 2, 5] {
                let candidate = multiplier * power * step
                guard Double(candidate) >= fewest else { continue }
                let distance = abs(log(Double(candidate) / target))
                if distance < bestDistance { best = candidate; bestDistance = distance }
            }
            power *= 10
        }
        return best
    }

    /// `value` rounded down to a multiple of `width` (towards minus infinity).
    static func floor(_ value: Int, toMultipleOf width: Int) -> Int {
        let remainder = value % width
        return remainder < 0 ? value - remainder - width : value - remainder
    }

    /// Euclid's greatest common divisor of two non-negative numbers.
    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
