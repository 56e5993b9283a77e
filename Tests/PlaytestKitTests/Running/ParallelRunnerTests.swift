import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ParallelRunner")
struct ParallelRunnerTests {
    @Test("map returns the results in index order", arguments: [1, 2, 7])
    func indexOrder(jobs: Int) {
        let results = ParallelRunner.map(count: 50, jobs: jobs) { index in
            // Uneven work, so that chunks finish out of order on several threads.
            var value = UInt64(index)
            for _ in 0..<((50 - index) * 200) { value = SplitMix64.mix(value) }
            return (index, value)
        }
        #expect(results.map(\.0) == Array(0..<50), "jobs \(jobs)")
        let expected = (0..<50).map { index -> UInt64 in
            var value = UInt64(index)
            for _ in 0..<((50 - index) * 200) { value = SplitMix64.mix(value) }
            return value
        }
        #expect(results.map(\.1) == expected, "jobs \(jobs)")
    }

    @Test("completed is called once per chunk, and finally with the chunk count", arguments: [1, 2, 7])
    func completedOncePerChunk(jobs: Int) {
        let calls = Locked<[Int]>([])
        let results = ParallelRunner.map(count: 23, jobs: jobs, completed: { finished in calls.withLock { $0.append(finished) } }) { $0 * 2 }
        let finished = calls.current
        #expect(results == (0..<23).map { $0 * 2 }, "jobs \(jobs)")
        #expect(finished.count == 23, "jobs \(jobs): \(finished.count) calls")
        #expect(finished.allSatisfy { (1...23).contains($0) }, "jobs \(jobs): \(finished)")
        #expect(finished.max() == 23, "jobs \(jobs)")
        if jobs == 1 {
            #expect(finished == Array(1...23))
        }
    }

    @Test("Every index is computed exactly once", arguments: [1, 2, 7])
    func eachIndexOnce(jobs: Int) {
        let seen = Locked<[Int]>([])
        _ = ParallelRunner.map(count: 40, jobs: jobs) { index in seen.withLock { $0.append(index) } }
        #expect(seen.current.sorted() == Array(0..<40), "jobs \(jobs)")
    }

    @Test("No work gives no results and no completion calls; more jobs than work is fine")
    func edgeCases() {
        let calls = Locked<Int>(0)
        let none: [Int] = ParallelRunner.map(count: 0, jobs: 4, completed: { _ in calls.withLock { $0 += 1 } }) { $0 }
        #expect(none.isEmpty)
        #expect(calls.current == 0)
        #expect(ParallelRunner.map(count: 3, jobs: 64) { $0 + 1 } == [1, 2, 3])
        #expect(ParallelRunner.map(count: 3, jobs: 0) { $0 + 1 } == [1, 2, 3])
        #expect(ParallelRunner.activeProcessorCount >= 1)
    }
}
