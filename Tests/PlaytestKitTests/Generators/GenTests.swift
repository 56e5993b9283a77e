import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("Gen")
struct GenTests {

    // MARK: - Helpers

    /// The values of `gen` for seeds `0 ..< count`.
    static func sample<Value>(_ gen: Gen<Value>, seeds count: Int = 200) -> [Value] {
        (0..<count).map { seed in
            var source = ChoiceSource(seed: UInt64(seed))
            return gen.generate(&source)
        }
    }

    /// The value `gen` makes from all-zero choices: its simplest value.
    static func simplest<Value>(_ gen: Gen<Value>) -> Value {
        var source = ChoiceSource(replaying: [])
        return gen.generate(&source)
    }

    // MARK: - Primitives

    @Test("int(in:) stays in range, reaches both ends, and shrinks to the lower bound")
    func int() {
        let values = Self.sample(Gen.int(in: -3...3), seeds: 300)
        for (seed, value) in values.enumerated() {
            #expect((-3...3).contains(value), "seed \(seed): \(value)")
        }
        #expect(Set(values) == Set(-3...3))
        #expect(Self.simplest(Gen.int(in: -3...3)) == -3)
        #expect(Self.sample(Gen.int(in: 0...1_000_000)) == Self.sample(Gen.int(in: 0...1_000_000)))
    }

    @Test("double(in:) stays in [lower, upper) and shrinks to the lower bound")
    func double() {
        let values = Self.sample(Gen.double(in: 2.0..<5.0))
        for (seed, value) in values.enumerated() {
            #expect(value >= 2.0 && value < 5.0, "seed \(seed): \(value)")
        }
        #expect(values == Self.sample(Gen.double(in: 2.0..<5.0)))
        #expect(Self.simplest(Gen.double(in: 2.0..<5.0)) == 2.0)
    }

    @Test("bool gives both values, about half each, and shrinks to false")
    func bool() {
        let values = Self.sample(Gen.bool, seeds: 1_000)
        let trues = values.filter { $0 }.count
        #expect(abs(trues - 500) <= 75, "seeds 0..<1000: \(trues) true")
        #expect(values == Self.sample(Gen.bool, seeds: 1_000))
        #expect(Self.simplest(Gen.bool) == false)
    }

    @Test("word hands out the raw words of the source")
    func word() {
        var source = ChoiceSource(seed: 4)
        var reference = Xoshiro256StarStar(seed: 4)
        #expect(Gen.word.generate(&source) == reference.next())
        #expect(Self.simplest(Gen.word) == 0)
    }

    @Test("constant draws nothing")
    func constant() {
        var source = ChoiceSource(seed: 1)
        #expect(Gen.constant("x").generate(&source) == "x")
        #expect(source.count == 0)
    }

    // MARK: - Combinators

    @Test("map transforms every value and keeps determinism")
    func map() {
        let doubled = Gen.int(in: 0...50).map { $0 * 2 }
        let values = Self.sample(doubled)
        for (seed, value) in values.enumerated() {
            #expect(value % 2 == 0 && (0...100).contains(value), "seed \(seed): \(value)")
        }
        #expect(values == Self.sample(Gen.int(in: 0...50)).map { $0 * 2 })
    }

    @Test("flatMap lets the second stage depend on the first")
    func flatMap() {
        let pairs = Gen.int(in: 1...10).flatMap { bound in Gen.int(in: 0...bound).map { (bound, $0) } }
        let values = Self.sample(pairs)
        for (seed, pair) in values.enumerated() {
            #expect((1...10).contains(pair.0) && (0...pair.0).contains(pair.1), "seed \(seed): \(pair)")
        }
        #expect(values.map(\.0) == Self.sample(pairs).map(\.0))
        #expect(values.map(\.1) == Self.sample(pairs).map(\.1))
    }

    @Test("zip of two and three generators draws them in order")
    func zipGenerators() {
        let pair = zip(Gen.int(in: 0...9), Gen.bool)
        let triple = zip(Gen.int(in: 0...9), Gen.int(in: 10...19), Gen.element(of: ["a", "b"]))
        for seed: UInt64 in 0..<100 {
            var source = ChoiceSource(seed: seed)
            var reference = ChoiceSource(seed: seed)
            let (number, flag) = pair.generate(&source)
            #expect(number == Gen.int(in: 0...9).generate(&reference), "seed \(seed)")
            #expect(flag == Gen.bool.generate(&reference), "seed \(seed)")
            var tripleSource = ChoiceSource(seed: seed)
            let (a, b, c) = triple.generate(&tripleSource)
            #expect((0...9).contains(a) && (10...19).contains(b) && ["a", "b"].contains(c), "seed \(seed)")
            #expect(tripleSource.count == 3, "seed \(seed)")
        }
        let simplest = Self.simplest(triple)
        #expect(simplest.0 == 0 && simplest.1 == 10 && simplest.2 == "a")
    }

    @Test("zip of four, five and six generators draws them in order and shrinks each toward its simplest")
    func zipUpToSix() {
        let digit = Gen.int(in: 0...9)
        let six = zip(digit, Gen.int(in: 10...19), Gen.bool, Gen.element(of: ["a", "b"]), Gen.int(in: 20...29), Gen.int(in: 30...39))
        let five = zip(digit, digit, digit, digit, Gen.bool)
        let four = zip(digit, digit, digit, Gen.int(in: 40...49))
        for seed: UInt64 in 0..<100 {
            var source = ChoiceSource(seed: seed)
            var reference = ChoiceSource(seed: seed)
            let (a, b, c, d, e, f) = six.generate(&source)
            #expect(a == digit.generate(&reference) && b == Gen.int(in: 10...19).generate(&reference), "seed \(seed)")
            #expect(c == Gen.bool.generate(&reference) && d == Gen.element(of: ["a", "b"]).generate(&reference), "seed \(seed)")
            #expect(e == Gen.int(in: 20...29).generate(&reference) && f == Gen.int(in: 30...39).generate(&reference), "seed \(seed)")
            #expect(source.count == 6, "seed \(seed)")
            var fiveSource = ChoiceSource(seed: seed)
            _ = five.generate(&fiveSource)
            #expect(fiveSource.count == 5, "seed \(seed)")
            var fourSource = ChoiceSource(seed: seed)
            let drawn = four.generate(&fourSource)
            #expect((40...49).contains(drawn.3) && fourSource.count == 4, "seed \(seed)")
        }
        let simplest = Self.simplest(six)
        #expect(simplest.0 == 0 && simplest.1 == 10 && simplest.2 == false && simplest.3 == "a" && simplest.4 == 20 && simplest.5 == 30)
        let simplestFive = Self.simplest(five)
        #expect(simplestFive.0 == 0 && simplestFive.4 == false)
        #expect(Self.simplest(four).3 == 40)
    }

    @Test("array(length:) draws a length in range, then that many elements")
    func array() {
        let gen = Gen.int(in: 5...7).array(length: 2...4)
        let values = Self.sample(gen)
        for (seed, array) in values.enumerated() {
            #expect((2...4).contains(array.count), "seed \(seed): \(array.count) elements")
            #expect(array.allSatisfy { (5...7).contains($0) }, "seed \(seed): \(array)")
        }
        #expect(Set(values.map(\.count)) == [2, 3, 4])
        #expect(values == Self.sample(gen))
        #expect(Self.simplest(gen) == [5, 5])
    }

    @Test("list(continuation:maxLength:) has geometric lengths, respects maxLength and shrinks to []")
    func list() {
        let gen = Gen.int(in: 0...9).list(continuation: 0.5, maxLength: 6)
        let values = Self.sample(gen, seeds: 1_000)
        for (seed, list) in values.enumerated() {
            #expect(list.count <= 6, "seed \(seed): \(list.count) elements")
            #expect(list.allSatisfy { (0...9).contains($0) }, "seed \(seed): \(list)")
        }
        let empties = values.filter(\.isEmpty).count
        #expect(abs(empties - 500) <= 75, "seeds 0..<1000: \(empties) empty lists at continuation 0.5")
        #expect(values.contains { $0.count == 6 })
        #expect(values == Self.sample(gen, seeds: 1_000))
        #expect(Self.simplest(gen).isEmpty)
    }

    @Test("A list's choices are a continue flag before each element, then a stop flag")
    func listEncoding() {
        let gen = Gen.word.list(continuation: 0.5)
        // Continue (a high word), element 7, continue, element 9, stop (zero).
        var source = ChoiceSource(replaying: [UInt64.max, 7, UInt64.max, 9, 0])
        #expect(gen.generate(&source) == [7, 9])
        #expect(source.count == 5)
    }

    @Test("element(of:) picks members, all of them eventually, and shrinks to the first")
    func element() {
        let gen = Gen.element(of: ["rock", "paper", "scissors"])
        let values = Self.sample(gen)
        #expect(Set(values) == ["rock", "paper", "scissors"])
        #expect(values == Self.sample(gen))
        #expect(Self.simplest(gen) == "rock")
    }

    @Test("weighted follows its weights (1:3 gives 25% +- 4%), skips zero weights and shrinks to the first")
    func weighted() {
        let gen = Gen.weighted([(1, Gen.constant("rare")), (0, Gen.constant("never")), (3, Gen.constant("common"))])
        let values = Self.sample(gen, seeds: 2_000)
        let rare = values.filter { $0 == "rare" }.count
        #expect(!values.contains("never"))
        #expect(abs(rare - 500) <= 80, "seeds 0..<2000: \(rare) rare of 2000")
        #expect(values == Self.sample(gen, seeds: 2_000))
        #expect(Self.simplest(gen) == "rare")
    }

    @Test("oneOf picks each generator about equally often and shrinks to the first")
    func oneOf() {
        let gen = Gen.oneOf([Gen.int(in: 0...0), Gen.int(in: 100...100), Gen.int(in: 200...200)])
        let values = Self.sample(gen, seeds: 3_000)
        for choice in [0, 100, 200] {
            let count = values.filter { $0 == choice }.count
            #expect(abs(count - 1_000) <= 100, "seeds 0..<3000: \(choice) came up \(count) times")
        }
        #expect(Self.simplest(gen) == 0)
    }

    @Test("filter keeps drawing until the predicate holds")
    func filter() {
        let even = Gen.int(in: 0...100).filter { $0 % 2 == 0 }
        let values = Self.sample(even)
        for (seed, value) in values.enumerated() {
            #expect(value % 2 == 0, "seed \(seed): \(value)")
        }
        #expect(values == Self.sample(even))
    }

    @Test("filter gives up after `attempts` draws and returns the last value")
    func filterGivesUp() {
        var source = ChoiceSource(seed: 8)
        let value = Gen.int(in: 0...10).filter(attempts: 5) { $0 > 100 }.generate(&source)
        #expect((0...10).contains(value))
        #expect(source.count == 5)
    }

    @Test("optional is nil about a quarter of the time, else in range, and shrinks to nil")
    func optional() {
        let gen = Gen.int(in: 1...6).optional
        let values = Self.sample(gen, seeds: 2_000)
        let nils = values.filter { $0 == nil }.count
        #expect(abs(nils - 500) <= 80, "seeds 0..<2000: \(nils) nils")
        for (seed, value) in values.enumerated() {
            if let value { #expect((1...6).contains(value), "seed \(seed): \(value)") }
        }
        #expect(values == Self.sample(gen, seeds: 2_000))
        #expect(Self.simplest(gen) == nil)
    }
}
