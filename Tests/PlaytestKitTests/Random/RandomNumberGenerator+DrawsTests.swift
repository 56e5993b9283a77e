import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("RandomNumberGenerator draws")
struct RandomNumberGeneratorDrawsTests {

    // MARK: - draw(below:)

    @Test("draw(below:) stays below the bound", arguments: [1, 2, 3, 6, 7, 1 << 63, UInt64.max] as [UInt64])
    func drawBelowStaysInBounds(bound: UInt64) {
        var generator = Xoshiro256StarStar(seed: 11)
        for draw in 0..<2_000 {
            let value = generator.draw(below: bound)
            #expect(value < bound, "seed 11, draw \(draw): \(value) is not below \(bound)")
        }
    }

    @Test("draw(below:) reaches both ends of a small bound")
    func drawBelowReachesBothEnds() {
        var generator = Xoshiro256StarStar(seed: 5)
        let values = Set((0..<1_000).map { _ in generator.draw(below: 7) })
        #expect(values == Set(0..<7), "seed 5")
    }

    @Test("60,000 draws below 6 give each face 10,000 +- 5%")
    func drawBelowIsUniform() {
        var generator = Xoshiro256StarStar(seed: 2024)
        var counts = Array(repeating: 0, count: 6)
        for _ in 0..<60_000 { counts[Int(generator.draw(below: 6))] += 1 }
        for (face, count) in counts.enumerated() {
            #expect(abs(count - 10_000) <= 500, "seed 2024: face \(face) came up \(count) times")
        }
    }

    @Test("The all-zero word maps to 0 without a rejection")
    func zeroWordMapsToZero() {
        for bound: UInt64 in [1, 2, 3, 6, 7, 1 << 63, UInt64.max] {
            var words = FixedWords([0, 5_000_000_000_000_000_000])
            #expect(words.draw(below: bound) == 0, "bound \(bound)")
            #expect(words.drawn == 1, "bound \(bound): the zero word was rejected")
        }
    }

    @Test("The word UInt64.max - 1 maps to the largest value, bound - 1")
    func largestWordMapsToTop() {
        for bound: UInt64 in [2, 3, 6, 7] {
            var words = FixedWords([UInt64.max - 1])
            #expect(words.draw(below: bound) == bound - 1, "bound \(bound)")
            #expect(words.drawn == 1)
        }
    }

    /// The word UInt64.max becomes 0 after the offset by one, so its product with the
    /// bound has a low half of 0: below the rejection threshold 2^64 mod bound whenever
    /// that is positive (any bound that is not a power of two), so it is rejected and
    /// the next word decides. For a power of two the threshold is 0: it maps to 0.
    @Test("The word UInt64.max is rejected for bounds that are not powers of two, and maps to 0 for powers of two")
    func maxWordIsRejectedOrZero() {
        for bound: UInt64 in [3, 6, 7, UInt64.max] {
            var words = FixedWords([UInt64.max, UInt64.max - 1])
            #expect(words.draw(below: bound) == bound - 1, "bound \(bound): the next word should decide")
            #expect(words.drawn == 2, "bound \(bound): UInt64.max should be rejected")
        }
        for bound: UInt64 in [1, 2, 1 << 63] {
            var words = FixedWords([UInt64.max, UInt64.max - 1])
            #expect(words.draw(below: bound) == 0, "bound \(bound)")
            #expect(words.drawn == 1, "bound \(bound): a power of two rejects nothing")
        }
    }

    // MARK: - draw(in:) and draw(index:)

    @Test("draw(in:) covers both ends of small ranges and nothing outside them")
    func drawInCoversSmallRanges() {
        let ranges: [ClosedRange<Int>] = [0...0, 3...5, -2...2, -10 ... -7, Int.max - 2 ... Int.max, Int.min ... Int.min + 2]
        for (offset, range) in ranges.enumerated() {
            var generator = Xoshiro256StarStar(seed: UInt64(100 + offset))
            var seen = Set<Int>()
            for _ in 0..<400 {
                let value = generator.draw(in: range)
                #expect(range.contains(value), "seed \(100 + offset): \(value) outside \(range)")
                seen.insert(value)
            }
            #expect(seen == Set(range), "seed \(100 + offset): \(range) saw only \(seen.sorted())")
        }
    }

    @Test("draw(in:) maps the zero word to the lower bound and UInt64.max - 1 to the upper bound")
    func drawInEnds() {
        var low = FixedWords([0])
        #expect(low.draw(in: -3...9) == -3)
        var high = FixedWords([UInt64.max - 1])
        #expect(high.draw(in: -3...9) == 9)
    }

    @Test("draw(in:) works for Int.min...Int.max, offsetting the word from the lower bound")
    func drawInFullRange() {
        var generator = Xoshiro256StarStar(seed: 9)
        var reference = Xoshiro256StarStar(seed: 9)
        var sawNegative = false
        var sawPositive = false
        for draw in 0..<200 {
            let value = generator.draw(in: Int.min...Int.max)
            #expect(value == Int.min &+ Int(bitPattern: UInt(reference.next())), "seed 9, draw \(draw)")
            sawNegative = sawNegative || value < 0
            sawPositive = sawPositive || value > 0
        }
        #expect(sawNegative && sawPositive, "seed 9")
        // The zero word, the simplest choice, is the lower bound here too.
        var zero = FixedWords([0])
        #expect(zero.draw(in: Int.min...Int.max) == Int.min)
    }

    @Test("draw(in:) handles spans wider than Int.max")
    func drawInWideSpan() {
        var generator = Xoshiro256StarStar(seed: 10)
        for draw in 0..<500 {
            let value = generator.draw(in: -5...Int.max)
            #expect(value >= -5, "seed 10, draw \(draw): \(value)")
        }
        var low = FixedWords([0])
        #expect(low.draw(in: -5...Int.max) == -5)
    }

    @Test("draw(index:) stays in 0..<count")
    func drawIndex() {
        var generator = Xoshiro256StarStar(seed: 12)
        for count in [1, 2, 5, 52] {
            for draw in 0..<200 {
                let index = generator.draw(index: count)
                #expect((0..<count).contains(index), "seed 12, count \(count), draw \(draw): \(index)")
            }
        }
    }

    // MARK: - Doubles and booleans

    @Test("drawUnitDouble() lies in [0, 1); word 0 gives 0.0 and UInt64.max the largest double below 1")
    func unitDouble() {
        var generator = Xoshiro256StarStar(seed: 13)
        var total = 0.0
        for draw in 0..<10_000 {
            let value = generator.drawUnitDouble()
            #expect(value >= 0 && value < 1, "seed 13, draw \(draw): \(value)")
            total += value
        }
        #expect(abs(total / 10_000 - 0.5) <= 0.02, "seed 13: mean \(total / 10_000)")
        var zero = FixedWords([0])
        #expect(zero.drawUnitDouble() == 0.0)
        var top = FixedWords([UInt64.max])
        #expect(top.drawUnitDouble() == 1.0 - 0x1.0p-53)
    }

    @Test("drawBool(probability:) is never true at 0, always true at 1, and near p in between")
    func drawBool() {
        var generator = Xoshiro256StarStar(seed: 14)
        var trues = 0
        for draw in 0..<10_000 {
            let never = generator.drawBool(probability: 0)
            let always = generator.drawBool(probability: 1)
            #expect(!never, "seed 14, draw \(draw)")
            #expect(always, "seed 14, draw \(draw)")
            if generator.drawBool(probability: 0.3) { trues += 1 }
        }
        #expect(abs(trues - 3_000) <= 200, "seed 14: \(trues) of 10,000 at p = 0.3")
    }

    // MARK: - Shuffles and elements

    @Test("shuffle yields a permutation, the same one for the same seed")
    func shuffleIsADeterministicPermutation() {
        let original = Array(0..<20)
        for seed: UInt64 in 0..<20 {
            var a = original
            var b = original
            var first = Xoshiro256StarStar(seed: seed)
            var second = Xoshiro256StarStar(seed: seed)
            first.shuffle(&a)
            second.shuffle(&b)
            #expect(a.sorted() == original, "seed \(seed)")
            #expect(a == b, "seed \(seed)")
        }
        var x = original
        var y = original
        var generatorX = Xoshiro256StarStar(seed: 1)
        var generatorY = Xoshiro256StarStar(seed: 2)
        generatorX.shuffle(&x)
        generatorY.shuffle(&y)
        #expect(x != y, "seeds 1 and 2 gave the same order of 20 elements")
    }

    @Test("shuffle with all-zero words gives the documented Fisher-Yates order, and leaves tiny arrays alone")
    func shuffleWithZeros() {
        var words = FixedWords([])
        var array = [0, 1, 2, 3]
        words.shuffle(&array)
        // Position 3 swaps with 0, then 2 with 0, then 1 with 0.
        #expect(array == [1, 2, 3, 0])
        #expect(words.drawn == 3)
        var empty: [Int] = []
        var single = [7]
        words.shuffle(&empty)
        words.shuffle(&single)
        #expect(empty.isEmpty && single == [7])
        #expect(words.drawn == 3)
    }

    @Test("Each of the 6 orders of 3 elements appears 10,000 +- 5% times in 60,000 shuffles")
    func shuffleIsUniform() {
        var generator = Xoshiro256StarStar(seed: 77)
        var counts: [[Int]: Int] = [:]
        for _ in 0..<60_000 {
            var array = [0, 1, 2]
            generator.shuffle(&array)
            counts[array, default: 0] += 1
        }
        #expect(counts.count == 6, "seed 77: \(counts.count) orders")
        for (order, count) in counts.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            #expect(abs(count - 10_000) <= 500, "seed 77: order \(order) came up \(count) times")
        }
    }

    @Test("shuffle works on a slice of a collection")
    func shuffleSlice() {
        var array = Array(0..<10)
        var generator = Xoshiro256StarStar(seed: 3)
        generator.shuffle(&array[2..<8])
        #expect(Array(array[0..<2]) == [0, 1])
        #expect(Array(array[8...]) == [8, 9])
        #expect(array[2..<8].sorted() == Array(2..<8))
    }

    @Test("drawElement returns nil for an empty collection, the first element for the zero word, and every element eventually")
    func drawElement() {
        var generator = Xoshiro256StarStar(seed: 21)
        #expect(generator.drawElement(of: [Int]()) == nil)
        let letters = ["a", "b", "c", "d"]
        var seen = Set<String>()
        for _ in 0..<200 {
            let letter = generator.drawElement(of: letters)
            #expect(letter != nil)
            if let letter { seen.insert(letter) }
        }
        #expect(seen == Set(letters), "seed 21")
        var zero = FixedWords([0])
        #expect(zero.drawElement(of: letters[1...]) == "b")
        var top = FixedWords([UInt64.max - 1])
        #expect(top.drawElement(of: letters) == "d")
    }
}
