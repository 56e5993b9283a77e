import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("Gen: numbers")
struct GenNumbersTests {
    @Test("int() covers both signs and huge magnitudes, and its simplest value is 0")
    func fullRangeInt() {
        let values = GenTests.sample(Gen.int(), seeds: 400)
        #expect(values.contains { $0 < -(1 << 60) } && values.contains { $0 > 1 << 60 })
        let negatives = values.filter { $0 < 0 }.count
        #expect(abs(negatives - 200) <= 45, "seeds 0..<400: \(negatives) negative")
        #expect(GenTests.simplest(Gen.int()) == 0)
        var source = ChoiceSource(replaying: [1 << 63, UInt64.max, 5])
        let gen = Gen.int()
        #expect([gen.generate(&source), gen.generate(&source), gen.generate(&source)] == [-1, Int.min, 5])
    }

    @Test("int() shrinks x >= 100 to 100 and x < -100 to -101")
    func fullRangeShrinks() throws {
        let high = try #require(PropertyCheck.check(Gen.int(), seed: 1) { $0 < 100 })
        #expect(high.value == 100)
        let low = try #require(PropertyCheck.check(Gen.int(), seed: 1) { $0 >= -100 })
        #expect(low.value == -101)
    }

    @Test("uint64() covers the range and shrinks to the threshold")
    func unsigned() throws {
        let values = GenTests.sample(Gen.uint64(), seeds: 200)
        #expect(values.contains { $0 > 1 << 63 } && values.contains { $0 < 1 << 63 })
        let found = try #require(PropertyCheck.check(Gen.uint64(), seed: 2) { $0 < 12_345 })
        #expect(found.value == 12_345)
    }

    @Test("double() draws its edge cases, every other value finite, no infinity or NaN unless asked")
    func doubles() {
        let values = GenTests.sample(Gen.double(), seeds: 2_000)
        #expect(values.allSatisfy { $0.isFinite })
        #expect(values.contains { $0 == 0 && $0.sign == .minus })
        #expect(values.contains { $0 == 0 && $0.sign == .plus })
        #expect(values.contains { $0.isSubnormal && $0 != .leastNonzeroMagnitude })
        #expect(values.contains(.leastNonzeroMagnitude) && values.contains(.greatestFiniteMagnitude))
        #expect(values.contains(-.greatestFiniteMagnitude) && values.contains(.leastNormalMagnitude))
        #expect(values.contains { $0 > 1e100 } && values.contains { $0 < -1e100 } && values.contains { abs($0) > 1e-100 && abs($0) < 1 })
        let wild = GenTests.sample(Gen.double(allowingInfinity: true, allowingNaN: true), seeds: 2_000)
        #expect(wild.contains(.infinity) && wild.contains(-.infinity) && wild.contains { $0.isNaN })
        #expect(GenTests.simplest(Gen.double()) == 0 && GenTests.simplest(Gen.double()).sign == .plus)
    }

    @Test("float() draws Float's own edge cases")
    func floats() {
        let values = GenTests.sample(Gen.float(), seeds: 1_000)
        #expect(values.allSatisfy { $0.isFinite })
        #expect(values.contains(.greatestFiniteMagnitude) && values.contains { $0.isSubnormal })
    }

    @Test("double() shrinks x < 1.5 to 2.0: a zero significand takes fewer words than 1.5's")
    func doubleShrinks() throws {
        let found = try #require(PropertyCheck.check(Gen.double(), seed: 3) { !($0 >= 1.5) })
        #expect(found.value == 2.0, "\(found.value)")
    }
}
