import DiceGame
import PlaytestKit

// MARK: - The generator library: plain-property throughput and shrink quality

extension BenchCommand {
    /// Cases per second of two plain properties (`PropertyCheck`), and the shrink-quality properties of issue 12
    /// on 1,000 seeds (100 with `--quick`): the share that reach the exact minimum and the median property calls.
    static func propertyFigures(scale: Int, log: (String) -> Void) -> [(name: String, value: Double, unit: String)] {
        var figures: [(name: String, value: Double, unit: String)] = []
        let cases = 100_000 / scale
        let reverseTime = BenchClock.seconds {
            _ = PropertyCheck.check(Gen.int().array(length: 0...100), cases: cases, seed: 1) { Array($0.reversed().reversed()) == $0 }
        }
        let diceTime = BenchClock.seconds {
            _ = PropertyCheck.check(lockedDice, cases: cases, seed: 1) { lockedDiceKeepTheirValue($0) }
        }
        figures.append(("reverseTwiceCasesPerSecond", Double(cases) / reverseTime, "cases/s"))
        figures.append(("lockedDiceKeepValueCasesPerSecond", Double(cases) / diceTime, "cases/s"))
        log("plain property \"reverse twice is identity\" (0...100 Ints): \(NumberFormat.si(Double(cases) / reverseTime, digits: 3))cases/s")
        log("plain property \"locked dice keep their value\" (50 dice): \(NumberFormat.si(Double(cases) / diceTime, digits: 3))cases/s")
        let seeds: Range<UInt64> = 0..<UInt64(1_000 / scale)
        for (index, quality) in ShrinkQuality.all.enumerated() {
            let outcome = quality.measure(seeds: seeds)
            figures.append(("shrinkQuality\(index)MinimalShare", Double(outcome.minimal) / Double(max(outcome.runs, 1)), "share"))
            figures.append(("shrinkQuality\(index)MedianCalls", outcome.medianCalls, "calls"))
            log("shrink quality, \(outcome)")
        }
        return figures
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
