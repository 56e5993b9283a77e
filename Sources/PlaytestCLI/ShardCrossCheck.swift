import PlaytestKit

/// `playtest merge`'s check of the shards against each other: each figure that every shard of a split configuration
/// measured on its own games is tested for homogeneity across the shards (``HomogeneityTest``), as a worker whose
/// figures stand out is flagged.
///
/// Tested, per split configuration: the steps per game, each invariant's broken games, each coverage label's games,
/// and each game-level figure: a rate of at most one trial per game and a histogram (Pearson's chi-square of the
/// shards x categories table), a summary or a ratio over games (Cochran's Q of the shards' estimates and standard
/// errors). Figures of sub-game units (correlated within a game) and computed figures are left out, and so is a figure
/// where a shard played fewer than ``minimumGames`` games. The threshold is family-wise: Bonferroni over every test of
/// the merge at ``familyAlpha``, so an honest split fails with probability at most 0.1%.
struct ShardCrossCheck {
    /// The family-wise false-alarm rate.
    static let familyAlpha = 0.001
    /// The fewest games a shard must have played of a configuration for its estimates to be tested.
    static let minimumGames = 100

    /// One shard's games of one split configuration.
    struct Shard {
        /// The part file, as named on the command line.
        let name: String
        /// The shard's number.
        let shard: Int
        /// Its result over its own blocks.
        let result: ConfigurationResult
    }

    /// One test.
    struct Line {
        let configuration: Int
        let figure: String
        let test: HomogeneityTest.Result
        let shards: [Shard]
    }

    /// Every test, in configuration then figure order.
    let lines: [Line]

    /// The per-test threshold: the family-wise alpha over the number of tests.
    var threshold: Double { Self.familyAlpha / Double(max(1, lines.count)) }

    /// The tests that fail the threshold.
    var failures: [Line] { lines.filter { $0.test.pValue < threshold } }

    /// Tests every split configuration's shards (configurations with fewer than two shards that played games are skipped).
    init(_ configurations: [(index: Int, shards: [Shard])]) {
        var lines: [Line] = []
        for (index, all) in configurations {
            let shards = all.filter { $0.result.games > 0 }
            guard shards.count >= 2 else { continue }
            func add(_ figure: String, _ test: HomogeneityTest.Result?) {
                if let test { lines.append(Line(configuration: index, figure: figure, test: test, shards: shards)) }
            }
            let results = shards.map(\.result)
            add("steps per game", HomogeneityTest.counts(Self.aligned(results.map(\.steps))))
            for (position, tally) in results[0].tallies.enumerated() {
                add("invariant \(tally.info.name): broken games", HomogeneityTest.counts(results.map { [$0.tallies[position].brokenGames, $0.games - $0.tallies[position].brokenGames] }))
            }
            for (position, tally) in results[0].coverage.enumerated() {
                add("coverage \(tally.info.name): games", HomogeneityTest.counts(results.map { [$0.coverage[position].games, $0.games - $0.coverage[position].games] }))
            }
            for (position, measurement) in results[0].measurements.enumerated() where measurement.observation != .subunit {
                let values = results.map { $0.measurements.indices.contains(position) ? $0.measurements[position].value : nil }
                add(measurement.name, Self.test(values, games: results.map(\.games)))
            }
        }
        self.lines = lines
    }

    /// The test of one figure across shards, nil when its kind is not tested or a shard is too small.
    static func test(_ values: [Measurement.Value?], games: [Int]) -> HomogeneityTest.Result? {
        switch values.first {
        case .rate?:
            var table: [[Int]] = []
            for (value, played) in zip(values, games) {
                guard case .rate(let successes, let trials)? = value, trials <= played, successes <= trials else { return nil }
                table.append([successes, trials - successes])
            }
            return HomogeneityTest.counts(table)
        case .histogram?:
            var histograms: [IntegerHistogram] = []
            for value in values {
                guard case .histogram(let histogram)? = value else { return nil }
                histograms.append(histogram)
            }
            return HomogeneityTest.counts(aligned(histograms))
        case .summary?:
            var estimates: [Double] = [], errors: [Double] = []
            for value in values {
                guard case .summary(let statistics)? = value, statistics.count >= minimumGames else { return nil }
                estimates.append(statistics.mean)
                errors.append(statistics.standardDeviation / Double(statistics.count).squareRoot())
            }
            return HomogeneityTest.estimates(estimates, standardErrors: errors)
        case .ratio?:
            var estimates: [Double] = [], errors: [Double] = []
            for value in values {
                guard case .ratio(let ratio)? = value, ratio.clusters >= minimumGames, let estimate = ratio.ratio else { return nil }
                estimates.append(estimate)
                errors.append(ratio.standardError)
            }
            return HomogeneityTest.estimates(estimates, standardErrors: errors)
        default:
            return nil
        }
    }

    /// Histograms as rows of counts over the same values, from the smallest value any holds to the largest.
    static func aligned(_ histograms: [IntegerHistogram]) -> [[Int]] {
        guard let low = histograms.compactMap(\.minimum).min(), let high = histograms.compactMap(\.maximum).max(), high - low < 1_000_000 else {
            return histograms.map { _ in [] }
        }
        return histograms.map { histogram in (low...high).map { histogram.count(of: $0) } }
    }

    /// The lines `merge` prints: a header, then figure, chi-square, df and p for each test, failures marked.
    func report() -> [String] {
        guard !lines.isEmpty else { return [] }
        var text = ["cross-check of the shards: \(lines.count) \(lines.count == 1 ? "figure" : "figures") tested for homogeneity "
            + "(chi-square), Bonferroni family-wise alpha \(Self.familyAlpha) (p below \(Self.pText(threshold)) fails)"]
        let width = min(48, lines.map { "configuration \($0.configuration) \($0.figure)".count }.max() ?? 0)
        for line in lines {
            let name = "configuration \(line.configuration) \(line.figure)"
            let padded = name.count < width ? name + String(repeating: " ", count: width - name.count) : name
            let verdict = line.test.pValue < threshold ? "  FAIL: \(flagged(line).name) stands out" : ""
            text.append("  \(padded)  chi2 \(NumberFormat.fixed(line.test.statistic, digits: 2))  df \(line.test.degreesOfFreedom)  p \(Self.pText(line.test.pValue))\(verdict)")
        }
        return text
    }

    /// The shard contributing most to a test's statistic.
    func flagged(_ line: Line) -> Shard {
        line.shards[line.test.largestContributor ?? 0]
    }

    /// A p-value: three decimals down to 0.001, then one significant digit and an exponent ("4e-07").
    static func pText(_ value: Double) -> String {
        guard value < 0.001 else { return NumberFormat.fixed(value, digits: 3) }
        guard value > 0 else { return "0" }
        var exponent = 0
        var mantissa = value
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        var digit = Int(mantissa.rounded())
        if digit == 10 { digit = 1; exponent += 1 }
        return "\(digit)e\(exponent)"
    }
}
