import Testing
@testable import PlaytestStatistics

@Suite("ValueCounts")
struct ValueCountsTests {
    @Test("The counted form is the same whatever order values arrive in, merged or added; NaN is ignored, -0 is 0")
    func orderFree() {
        let values: [Double] = [3, 1, 2, 3, -0.0, .nan, 0, 2.5]
        var added = ValueCounts()
        for value in values.reversed() { added.add(value) }
        var merged = ValueCounts(values.prefix(3))
        merged.merge(ValueCounts(values.dropFirst(3)))
        let whole = ValueCounts(values)
        #expect(added == whole && merged == whole)
        #expect(whole.normalised.values == [0, 1, 2, 2.5, 3] && whole.normalised.counts == [2, 1, 1, 1, 2])
        #expect(whole.total == 7)
        #expect(whole.orderStatistic(1) == 0 && whole.orderStatistic(2) == 0 && whole.orderStatistic(7) == 3)
        #expect(whole.normalised.values[0].sign == .plus)
    }

    @Test("A counted form is restored only when its values ascend with positive counts")
    func restoring() {
        #expect(ValueCounts(restoringValues: [1, 2], counts: [1, 3])?.total == 4)
        #expect(ValueCounts(restoringValues: [2, 1], counts: [1, 1]) == nil)
        #expect(ValueCounts(restoringValues: [1], counts: [0]) == nil)
        #expect(ValueCounts(restoringValues: [1, 2], counts: [1]) == nil)
    }
}
