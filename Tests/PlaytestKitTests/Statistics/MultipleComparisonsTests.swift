import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("MultipleComparisons")
struct MultipleComparisonsTests {
    @Test("Holm multiplies the i-th smallest by m - i and keeps the order")
    func holm() {
        let adjusted = MultipleComparisons.holm([0.01, 0.04, 0.03, 0.5])
        let expected = [0.04, 0.09, 0.09, 0.5]
        for (value, want) in zip(adjusted, expected) { #expect(abs(value - want) < 1e-12, "\(adjusted)") }
        #expect(MultipleComparisons.holm([0.6, 0.6]) == [1, 1])
    }

    @Test("Benjamini-Hochberg multiplies the i-th smallest by m / i, then takes running minima from the top")
    func benjaminiHochberg() {
        let adjusted = MultipleComparisons.benjaminiHochberg([0.01, 0.04, 0.03, 0.5])
        let expected = [0.04, 0.04 * 4 / 3, 0.04 * 4 / 3, 0.5]
        for (value, want) in zip(adjusted, expected) { #expect(abs(value - want) < 1e-12, "\(adjusted)") }
    }

    @Test("Holm up to 10 comparisons, Benjamini-Hochberg above")
    func method() {
        #expect(MultipleComparisons.method(forComparisons: 10) == .holm)
        #expect(MultipleComparisons.method(forComparisons: 11) == .benjaminiHochberg)
    }

    @Test("the two-sided normal p-value: 1.96 gives 0.05, 0 gives 1")
    func normal() {
        #expect(abs(MultipleComparisons.twoSidedNormalPValue(1.959963984540054) - 0.05) < 1e-9)
        #expect(abs(MultipleComparisons.twoSidedNormalPValue(-1.959963984540054) - 0.05) < 1e-9)
        #expect(MultipleComparisons.twoSidedNormalPValue(0) == 1)
    }
}
