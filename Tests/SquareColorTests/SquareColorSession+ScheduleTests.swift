import PlaytestKit
import Testing
@testable import SquareColor

@Suite("SquareColorSession schedule")
struct SquareColorSessionScheduleTests {
    @Test("ticks in the inline slot and the rest in the fields' queue fire in EventQueue's order, times and events (seeds 0..<200)")
    func matchesEventQueue() {
        for seed: UInt64 in 0..<200 {
            var rng = Xoshiro256StarStar(seed: seed)
            var session = SquareColorSession(settings: SquareColorSettings(difficulty: .hard))
            var queue = EventQueue<SquareColorSession.Scheduled>()
            var now: Int64 = 0
            for step in 0..<200 {
                if rng.draw(below: 2) == 0 {
                    let generation = Int(rng.draw(below: 3))
                    // Mostly ticks, so that the slot is often taken when another tick comes.
                    let event: SquareColorSession.Scheduled = switch rng.draw(below: 5) {
                    case 0: .previewEnd(generation: generation)
                    case 1: .nextRound(generation: generation)
                    default: .tick(generation: generation)
                    }
                    let time = now + Int64(rng.draw(below: 3)) * 100_000
                    session.scheduleEvent(event, at: time)
                    queue.schedule(event, at: time)
                } else {
                    let popped = session.popNextEvent()
                    let expected = queue.popNext()
                    #expect(popped?.time == expected?.time && popped.map { "\($0.event)" } == expected.map { "\($0.event)" }, "seed \(seed) step \(step)")
                    if let time = expected?.time { now = time }
                }
                #expect(session.pendingEventTime == queue.nextTime, "seed \(seed) step \(step)")
                for generation in 0..<3 {
                    let isTick = { (event: SquareColorSession.Scheduled) in if case .tick(generation) = event { true } else { false } }
                    #expect(session.earliestEventTime(where: isTick) == queue.times(where: isTick).min(), "seed \(seed) step \(step)")
                }
            }
        }
    }
}
