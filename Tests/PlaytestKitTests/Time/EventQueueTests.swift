import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("EventQueue")
struct EventQueueTests {
    @Test("events fire earliest first and, at one time, in the order they were scheduled")
    func order() {
        var queue = EventQueue<String>()
        queue.schedule("c", at: 30)
        queue.schedule("a1", at: 10)
        queue.schedule("b", at: 20)
        queue.schedule("a2", at: 10)
        queue.schedule("a3", at: 10)
        #expect(queue.count == 5 && queue.nextTime == 10)
        var fired: [String] = []
        while let next = queue.popNext() { fired.append(next.event) }
        #expect(fired == ["a1", "a2", "a3", "b", "c"])
        #expect(queue.isEmpty && queue.nextTime == nil && queue.popNext() == nil)
    }

    @Test("random schedules pop in (time, scheduling order), as a stable sort would give (seeds 0..<30)")
    func matchesStableSort() {
        for seed: UInt64 in 0..<30 {
            var rng = Xoshiro256StarStar(seed: seed)
            var queue = EventQueue<Int>()
            var expected: [(time: Int64, index: Int)] = []
            for index in 0..<200 {
                let time = Int64(rng.draw(below: 20))
                queue.schedule(index, at: time)
                expected.append((time, index))
                // Pop now and then, as a game does while it schedules.
                if rng.draw(below: 5) == 0, let popped = queue.popNext() {
                    let first = expected.indices.min { (expected[$0].time, expected[$0].index) < (expected[$1].time, expected[$1].index) }!
                    #expect(popped.event == expected[first].index, "seed \(seed)")
                    expected.remove(at: first)
                }
            }
            let rest = expected.sorted { ($0.time, $0.index) < ($1.time, $1.index) }.map(\.index)
            var popped: [Int] = []
            while let next = queue.popNext() { popped.append(next.event) }
            #expect(popped == rest, "seed \(seed)")
        }
    }
}
