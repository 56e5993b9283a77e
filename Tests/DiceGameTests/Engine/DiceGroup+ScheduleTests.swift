import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceGroup schedule sorting")
struct DiceGroupScheduleTests {
    /// Keys shaped as the engine builds them: die order, a start before its settle, random offsets.
    static func keys(count: Int, seed: UInt64) -> [UInt64] {
        var rng = Xoshiro256StarStar(seed: seed)
        var keys: [UInt64] = []
        for die in 0..<UInt64(count) {
            let delay = UInt64(rng.draw(in: DiceGroup.delayRange))
            let duration = UInt64(rng.draw(in: DiceGroup.durationRange))
            if die % 3 == 0 { keys.append(delay << 40 | die << 1) }
            keys.append((delay + duration) << 40 | die << 1 | 1)
        }
        return keys
    }

    @Test("sortKeys agrees with the standard sort, below and above the radix threshold",
          arguments: [0, 1, 2, 5, 21, 22, 23, 24, 31, 32, 33, 50, 100, 1000])
    func sortsLikeTheStandardSort(count: Int) {
        for seed: UInt64 in 0..<5 {
            var keys = Self.keys(count: count, seed: seed)
            let expected = keys.sorted()
            var scratch: [UInt64] = []
            DiceGroup.sortKeys(&keys, scratch: &scratch)
            #expect(keys == expected, "count \(count), seed \(seed)")
        }
    }

    @Test("equal offsets keep die order, a start before its settle")
    func tiesKeepDieOrder() {
        // As the engine appends them, in die order with each start before its settle; the offsets
        // alternate, so the sort must move keys and keep die order among equal offsets.
        let keys: [UInt64] = (0..<40).flatMap { die -> [UInt64] in
            let offset: UInt64 = die % 2 == 0 ? 9 : 7
            return [offset << 40 | UInt64(die) << 1, (offset + 1) << 40 | UInt64(die) << 1 | 1]
        }
        var scratch: [UInt64] = []
        var sorted = keys
        DiceGroup.sortKeys(&sorted, scratch: &scratch)
        #expect(sorted == keys.sorted())
    }
}
