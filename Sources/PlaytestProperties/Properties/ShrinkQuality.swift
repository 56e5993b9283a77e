/// The shrink-quality properties of issue 12, measured the same way by the tests and by `playtest bench`.
///
/// Each runs `PropertyCheck.check` on a list of seeds and counts, per seed, whether the counterexample is the
/// exact minimum and how many times the property was called after its first failure (the shrinking calls).
public struct ShrinkQuality: Sendable {
    /// What one property gave over the seeds.
    public struct Outcome: Sendable, CustomStringConvertible {
        /// The property's name.
        public let name: String
        /// Seeds on which the property failed (and so was shrunk).
        public let runs: Int
        /// Of those, the runs that ended at the exact minimum.
        public let minimal: Int
        /// The shrinking calls of each run, in seed order.
        public let calls: [Int]
        /// The other results and how often each came up, most frequent first (at most four).
        public let others: [(result: String, count: Int)]

        /// The median of `calls` (the mean of the middle two for an even count).
        public var medianCalls: Double {
            let sorted = calls.sorted()
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? Double(sorted[middle]) : Double(sorted[middle - 1] + sorted[middle]) / 2
        }

        /// One line: minimal share, median, mean and maximum calls.
        public var description: String {
            let mean = calls.isEmpty ? 0 : Double(calls.reduce(0, +)) / Double(calls.count)
            let rounded = (mean * 10).rounded() / 10
            var line = "\(name): minimal in \(minimal) of \(runs) runs; property calls while shrinking: median \(medianCalls), mean \(rounded), max \(calls.max() ?? 0)"
            if !others.isEmpty { line += "; other results: " + others.map { "\($0.result) x\($0.count)" }.joined(separator: ", ") }
            return line
        }
    }

    /// The property's name.
    public let name: String
    /// Runs the property on one seed: the counterexample's description, whether it is the minimum, and the calls.
    let runOne: @Sendable (UInt64) -> (result: String, minimal: Bool, calls: Int)?

    /// Runs the property on every seed.
    public func measure(seeds: Range<UInt64>) -> Outcome {
        var calls: [Int] = []
        var minimal = 0
        var others: [String: Int] = [:]
        for seed in seeds {
            guard let run = runOne(seed) else { continue }
            calls.append(run.calls)
            if run.minimal { minimal += 1 } else { others[run.result, default: 0] += 1 }
        }
        let worst = others.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(4)
        return Outcome(name: name, runs: calls.count, minimal: minimal, calls: calls, others: worst.map { ($0.key, $0.value) })
    }

    /// A quality property over `gen`: `minimum` is the exact expected counterexample.
    static func property<Value: Equatable & Sendable>(
        _ name: String, _ gen: Gen<Value>, minimum: Value, holds: @escaping @Sendable (Value) -> Bool
    ) -> ShrinkQuality {
        ShrinkQuality(name: name) { seed in
            var calls = 0
            var firstFailure: Int?
            let found = PropertyCheck.check(gen, cases: 1_000, seed: seed) { value in
                calls += 1
                let held = holds(value)
                if !held, firstFailure == nil { firstFailure = calls }
                return held
            }
            guard let found, let firstFailure else { return nil }
            return ("\(found.value)", found.value == minimum, calls - firstFailure)
        }
    }

    /// "sum < 1000" over arrays of 0...20 values in 0...1000; the minimum is [1000].
    public static let listSum = property(
        "sum < 1000 (0...20 values in 0...1000)", Gen.int(in: 0...1_000).array(length: 0...20), minimum: [1_000]
    ) { $0.reduce(0, +) < 1_000 }

    /// "x < 100" over 0...10000; the minimum is 100.
    public static let threshold = property("x < 100 (0...10000)", Gen.int(in: 0...10_000), minimum: 100) { $0 < 100 }

    /// Dependent generation: n in 1...10, then n values in 0...100, "sum < 50"; the minimum is [50].
    public static let dependent = property(
        "n in 1...10, n values in 0...100, sum < 50", Gen.int(in: 1...10).flatMap { n in Gen.int(in: 0...100).array(length: n...n) },
        minimum: [50]
    ) { $0.reduce(0, +) < 50 }

    /// "x < 100" over every `Int` (`Gen.int()`); the minimum is 100.
    public static let fullRange = property("x < 100 (full-range Int)", Gen.int(), minimum: 100) { $0 < 100 }

    /// The four, in the order the bench prints them.
    public static let all = [listSum, threshold, dependent, fullRange]
}
