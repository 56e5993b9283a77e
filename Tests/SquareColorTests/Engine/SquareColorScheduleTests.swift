import PlaytestKit
import Testing
@testable import SquareColor

@Suite("SquareColorSchedule")
struct SquareColorScheduleTests {
    @Test("random schedules and pops, in and beyond the slots, give EventQueue's events, times and order (seeds 0..<200)")
    func matchesEventQueue() {
        var mostPending = 0
        for seed: UInt64 in 0..<200 {
            var rng = Xoshiro256StarStar(seed: seed)
            var schedule = SquareColorSchedule()
            var sequence: UInt64 = 0
            var queue = EventQueue<SquareColorSession.Scheduled>()
            // Some seeds keep a handful pending, others pile up dozens (the spill), then drain and refill the slots.
            let pile = rng.draw(below: 3) == 0
            var now: Int64 = 0
            for step in 0..<300 {
                let schedules = pile && step < 150 ? rng.draw(below: 6) != 0 : rng.draw(below: 2) == 0
                if schedules {
                    let generation = Int(rng.draw(below: 4))
                    let event: SquareColorSession.Scheduled = switch rng.draw(below: 3) {
                    case 0: .tick(generation: generation)
                    case 1: .previewEnd(generation: generation)
                    default: .nextRound(generation: generation)
                    }
                    let time = now + Int64(rng.draw(below: 4)) * 100_000
                    schedule.schedule(event, at: time, sequence: sequence)
                    sequence += 1
                    queue.schedule(event, at: time)
                } else {
                    let popped = schedule.popNext()
                    let expected = queue.popNext()
                    #expect(popped?.time == expected?.time && popped.map { "\($0.event)" } == expected.map { "\($0.event)" }, "seed \(seed) step \(step)")
                    if let time = expected?.time { now = time }
                }
                mostPending = max(mostPending, queue.count)
                #expect(schedule.count == queue.count && schedule.nextTime == queue.nextTime, "seed \(seed) step \(step)")
                let generation = Int(rng.draw(below: 4))
                let isPreviewEnd = { (event: SquareColorSession.Scheduled) in if case .previewEnd(generation) = event { true } else { false } }
                #expect(schedule.earliestTime(where: isPreviewEnd) == queue.times(where: isPreviewEnd).min(), "seed \(seed) step \(step)")
            }
        }
        #expect(mostPending > 3 * SquareColorSchedule.inlineCapacity, "the spill was not reached: at most \(mostPending) pending")
    }
}
