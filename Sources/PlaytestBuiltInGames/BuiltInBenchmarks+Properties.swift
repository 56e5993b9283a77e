import DiceGame
import PlaytestCLI
import Dispatch
import Foundation
import PlaytestKit

// MARK: - The generator library: plain-property throughput and shrink quality

extension BuiltInBenchmarks {
    /// Cases per second of two plain properties through the three paths a property can take, in interleaved
    /// rounds (9, or 3 with `--quick`, of 100,000 cases each; 10,000 with `--quick`): `PropertyCheck` (the
    /// synchronous core), `PropertyRunner` with a synchronous body (what `checkProperty` runs for a body that does
    /// not `await`) and with an `async` body (what it runs for one that does). Median and best round are printed;
    /// the figures are the medians. Then the shrink-quality properties of issue 12 on 1,000 seeds (100 with
    /// `--quick`): the share that reach the exact minimum and the median property calls.
    static func propertyFigures(scale: Int, log: (String) -> Void) -> [(name: String, value: Double, unit: String)] {
        var figures: [(name: String, value: Double, unit: String)] = []
        let cases = 100_000 / scale
        let rounds = scale == 1 ? 9 : 3
        let reverse = Gen.int().array(length: 0...100)
        let reverseHolds: @Sendable ([Int]) -> Bool = { Array($0.reversed().reversed()) == $0 }
        let paths: [(name: String, key: String, time: () -> Double)] = [
            ("reverse twice is identity\" (0...100 Ints), PropertyCheck", "reverseTwiceCasesPerSecond",
             { timeCheck(reverse, cases: cases, reverseHolds) }),
            ("reverse twice is identity\" (0...100 Ints), PropertyRunner, sync body", "reverseTwiceSyncRunnerCasesPerSecond",
             { timeSyncRunner(reverse, cases: cases, reverseHolds) }),
            ("reverse twice is identity\" (0...100 Ints), PropertyRunner, async body", "reverseTwiceAsyncRunnerCasesPerSecond",
             { timeAsyncRunner(reverse, cases: cases, reverseHolds) }),
            ("locked dice keep their value\" (50 dice), PropertyCheck", "lockedDiceKeepValueCasesPerSecond",
             { timeCheck(lockedDice, cases: cases, lockedDiceKeepTheirValue) }),
            ("locked dice keep their value\" (50 dice), PropertyRunner, sync body", "lockedDiceKeepValueSyncRunnerCasesPerSecond",
             { timeSyncRunner(lockedDice, cases: cases, lockedDiceKeepTheirValue) }),
            ("locked dice keep their value\" (50 dice), PropertyRunner, async body", "lockedDiceKeepValueAsyncRunnerCasesPerSecond",
             { timeAsyncRunner(lockedDice, cases: cases, lockedDiceKeepTheirValue) }),
        ]
        var rates = Array(repeating: [Double](), count: paths.count)
        for _ in 0..<rounds {
            for (index, path) in paths.enumerated() { rates[index].append(Double(cases) / path.time()) }
        }
        for (index, path) in paths.enumerated() {
            let sorted = rates[index].sorted()
            let median = sorted[sorted.count / 2]
            figures.append((path.key, median, "cases/s"))
            log("plain property \"\(path.name): \(NumberFormat.si(median, digits: 3))cases/s median, "
                + "\(NumberFormat.si(sorted.last ?? 0, digits: 3))cases/s best of \(rounds) rounds")
        }
        let seeds: Range<UInt64> = 0..<UInt64(1_000 / scale)
        for (index, quality) in ShrinkQuality.all.enumerated() {
            let outcome = quality.measure(seeds: seeds)
            figures.append(("shrinkQuality\(index)MinimalShare", Double(outcome.minimal) / Double(max(outcome.runs, 1)), "share"))
            figures.append(("shrinkQuality\(index)MedianCalls", outcome.medianCalls, "calls"))
            log("shrink quality, \(outcome)")
        }
        return figures
    }

    /// Seconds `PropertyCheck` takes for `cases` cases of `holds`.
    private static func timeCheck<Value>(_ gen: Gen<Value>, cases: Int, _ holds: (Value) -> Bool) -> Double {
        BenchClock.seconds { _ = PropertyCheck.check(gen, cases: cases, seed: 1, property: holds) }
    }

    /// Seconds the synchronous `PropertyRunner.check` takes for `cases` cases of `holds`, failing as a thrown error.
    private static func timeSyncRunner<Value>(_ gen: Gen<Value>, cases: Int, _ holds: (Value) -> Bool) -> Double {
        BenchClock.seconds {
            _ = PropertyRunner.check(gen, settings: PropertySettings(cases: cases, seed: 1)) { value in
                if !holds(value) { throw BenchPropertyFailure() }
            }
        }
    }

    /// Seconds the `async` `PropertyRunner.check` takes for the same cases, from a task this thread waits for.
    private static func timeAsyncRunner<Value>(_ gen: Gen<Value>, cases: Int, _ holds: @escaping @Sendable (Value) -> Bool) -> Double {
        let done = DispatchSemaphore(value: 0)
        let box = SecondsBox()
        let task = Task { @Sendable in
            let clock = ContinuousClock()
            let start = clock.now
            let body: (Value) async throws -> Void = { value in
                if !holds(value) { throw BenchPropertyFailure() }
            }
            _ = await PropertyRunner.check(gen, settings: PropertySettings(cases: cases, seed: 1), body: body)
            let elapsed = clock.now - start
            box.set(BenchClock.seconds(of: elapsed))
            done.signal()
        }
        done.wait()
        _ = task
        return box.value
    }

    /// 50 dice with values and mixed locks, and the chance of their roll.
    static let lockedDice = zip(
        zip(Gen.int(in: 1...6), Gen.bool).map { SavedDie(value: $0, isLocked: $1) }.array(length: 50...50), Gen.uint64())

    /// Rolls the dice: every locked die keeps its value and does not animate.
    static func lockedDiceKeepTheirValue(_ input: ([SavedDie], UInt64)) -> Bool {
        var group = DiceGroup(restoring: input.0)
        var rng = Xoshiro256StarStar(seed: input.1)
        group.roll(at: 0, using: &rng)
        return zip(input.0, group.dice).allSatisfy { saved, die in !saved.isLocked || (die.value == saved.value && !die.isAnimating) }
    }
}

/// The error a benchmarked property throws when it does not hold.
private struct BenchPropertyFailure: Error {}

/// The seconds a benchmark task measured, read by the waiting thread after the task signalled.
private final class SecondsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds = 0.0
    var value: Double { lock.withLock { seconds } }
    func set(_ newValue: Double) { lock.withLock { seconds = newValue } }
}
