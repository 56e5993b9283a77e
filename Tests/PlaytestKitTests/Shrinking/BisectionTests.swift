import Testing
@testable import PlaytestProperties

@Suite("Bisection")
struct BisectionTests {
    @Test("Finds the boundary of every monotone predicate on 0...64 (the least value on the high side)")
    func everyThreshold() {
        for threshold in 1...64 {
            let bounds = Bisection.search(low: 0, high: 64) { $0 >= threshold ? .high($0) : .low }
            #expect(bounds == (threshold - 1, threshold), "threshold \(threshold)")
        }
    }

    @Test("Probes the middle each time: log2 of the range's width, no more")
    func probeCount() {
        var probed: [UInt64] = []
        let bounds = Bisection.search(low: UInt64(0), high: 1_024) { (value: UInt64) -> Bisection.Step<UInt64> in
            probed.append(value)
            return value >= 1_000 ? .high(value) : .low
        }
        #expect(bounds.high == 1_000 && bounds.low == 999)
        #expect(probed.count == 10)
        #expect(probed.prefix(3) == [512, 768, 896])
    }

    @Test("A tighter high bound from the probe is taken as found, and a stop keeps the bounds as they are")
    func tighterBoundAndStop() {
        var probes = 0
        // A shrink that, asked for 50, found 3 still fails: the search goes on below 3 (probes 50, 1, 2).
        let jumped = Bisection.search(low: 0, high: 100) { (value: Int) -> Bisection.Step<Int> in
            probes += 1
            return value >= 3 ? .high(3) : .low
        }
        #expect(jumped == (2, 3))
        #expect(probes == 3)
        let stopped = Bisection.search(low: 10, high: 20) { _ -> Bisection.Step<Int> in .stop }
        #expect(stopped == (10, 20))
        var calls = 0
        let adjacent = Bisection.search(low: 4, high: 5) { _ -> Bisection.Step<Int> in
            calls += 1
            return .low
        }
        #expect(adjacent == (4, 5) && calls == 0)
    }

    @Test("Works at the top of UInt64 without overflow")
    func topOfRange() {
        let bounds = Bisection.search(low: UInt64.max - 1_000, high: UInt64.max) { $0 >= UInt64.max - 3 ? .high($0) : .low }
        #expect(bounds == (UInt64.max - 4, UInt64.max - 3))
    }
}
