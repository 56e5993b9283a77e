import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ParallelRunner.forEachInOrder")
struct ParallelRunnerOrderedTests {
    /// Uneven work, so that chunks finish out of order on several threads.
    static func work(_ index: Int) -> UInt64 {
        var value = UInt64(index)
        for _ in 0..<((40 - index % 40) * 150) { value = SplitMix64.mix(value) }
        return value
    }

    @Test("consume sees every result once, in index order, whatever the jobs", arguments: [1, 2, 7])
    func consumesInOrder(jobs: Int) {
        let consumed = Locked<[UInt64]>([])
        let finished = ParallelRunner.forEachInOrder(count: 120, jobs: jobs, { Self.work($0) }) { value in
            consumed.withLock { $0.append(value) }
        }
        #expect(finished, "jobs \(jobs)")
        #expect(consumed.current == (0..<120).map(Self.work), "jobs \(jobs)")
    }

    @Test("consume calls never overlap")
    func consumeIsSerial() {
        let inside = Locked(0)
        let overlaps = Locked(0)
        ParallelRunner.forEachInOrder(count: 200, jobs: 4, { Self.work($0) }) { _ in
            if inside.withLock({ (value: inout Int) -> Int in value += 1; return value }) > 1 { overlaps.withLock { $0 += 1 } }
            var spin = UInt64(1)
            for _ in 0..<500 { spin = SplitMix64.mix(spin) }
            inside.withLock { $0 -= 1 }
        }
        #expect(overlaps.current == 0)
    }

    @Test("shouldStop ends the run early: no chunk starts after it, and the call reports it", arguments: [1, 3])
    func stops(jobs: Int) {
        let started = Locked(0)
        let stop = Locked(false)
        let finished = ParallelRunner.forEachInOrder(
            count: 1_000, jobs: jobs, shouldStop: { stop.current },
            { index -> Int in
                if started.withLock({ (value: inout Int) -> Int in value += 1; return value }) == 10 { stop.withLock { $0 = true } }
                return index
            }, consume: { _ in })
        #expect(!finished, "jobs \(jobs)")
        // Each thread may have claimed one chunk before it saw the flag.
        #expect(started.current >= 10 && started.current < 10 + jobs + 1, "jobs \(jobs): \(started.current) started")
    }

    @Test("no chunks: nothing is consumed and the run is complete")
    func empty() {
        let consumed = Locked(0)
        #expect(ParallelRunner.forEachInOrder(count: 0, jobs: 4, { $0 }) { _ in consumed.withLock { $0 += 1 } })
        #expect(consumed.current == 0)
    }
}
