import Foundation
import PlaytestAppRuntime
import PlaytestKit
import Testing

/// The headless runtime as app code meets it through the binding file: queues, work items, timers, tasks and clocks
/// on virtual time, randomness from the call's generator, defaults and dates per world.
@Suite struct AppWorldTests {
    @Test func dispatchBlocksFireInOrderOfTimeThenScheduling() {
        let world = AppWorld()
        let order = Recorder()
        world.bind {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { order.add("c") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { order.add("a") }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { order.add("b") }
            DispatchQueue.main.async { order.add("now") }
        }
        #expect(order.items.isEmpty, "nothing runs before time passes")
        var fired: [AppFiring] = []
        world.bind { world.advance(by: 200_000) { fired.append($0) } }
        #expect(order.items == ["now", "a", "b"])
        #expect(fired.map(\.time) == [0, 100_000, 100_000])
        #expect(world.now == 200_000)
        world.bind { world.advance(by: 100_000) { _ in } }
        #expect(order.items == ["now", "a", "b", "c"])
        #expect(world.isSettled)
    }

    @Test func aCancelledWorkItemNeverRuns() {
        let world = AppWorld()
        let order = Recorder()
        world.bind {
            let item = DispatchWorkItem { order.add("item") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100), execute: item)
            item.cancel()
            world.settle { _ in }
        }
        #expect(order.items.isEmpty)
    }

    @Test func tasksSleepOnVirtualTimeAndCancellationWakesThem() {
        let world = AppWorld()
        let order = Recorder()
        world.bind {
            let sleeper = Task {
                do {
                    try await Task.sleep(for: .seconds(1))
                    order.add("woke")
                } catch {
                    order.add("cancelled")
                }
            }
            _ = Task {
                try? await Task.sleep(nanoseconds: 500_000_000)
                order.add("half")
                sleeper.cancel()
            }
            world.runJobs()
        }
        #expect(order.items.isEmpty)
        world.bind { world.advance(by: 499_999) { _ in } }
        #expect(order.items.isEmpty, "half a second has not passed yet")
        world.bind { world.advance(by: 1) { _ in } }
        #expect(order.items == ["half", "cancelled"])
        #expect(world.isSettled, "the cancelled sleep left nothing scheduled")
        #expect(world.statistics.taskResumes == 1)
    }

    @Test func repeatingTimersFireEachIntervalUntilInvalidated() {
        let world = AppWorld()
        let ticks = Recorder()
        let settled = world.bind {
            Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                ticks.add("tick")
                if ticks.items.count == 4 { timer.invalidate() }
            }
            return world.settle { _ in }
        }
        #expect(settled)
        #expect(ticks.items.count == 4)
        #expect(world.now == 1_000_000)
    }

    @Test func aTimerThatNeverStopsDoesNotSettle() {
        let world = AppWorld()
        let settled = world.bind {
            let timer = Timer(timeInterval: 0.1, repeats: true) { _ in }
            RunLoop.main.add(timer, forMode: .common)
            return world.settle(maximumEvents: 50) { _ in }
        }
        #expect(!settled)
        #expect(world.statistics.closures == 50)
    }

    @Test func randomnessComesFromTheCallsGeneratorThroughPlaytestsOwnDraws() {
        let world = AppWorld()
        var generator = SplitMix64(seed: 1234)
        let drawn = world.bind(drawingFrom: &generator) { (0..<20).map { _ in Int.random(in: 1...6) } }
        var reference = SplitMix64(seed: 1234)
        #expect(drawn == (0..<20).map { _ in reference.draw(in: 1...6) })
        var again = SplitMix64(seed: 1234)
        var shuffled = Array(0..<10)
        world.bind(drawingFrom: &again) { shuffled.shuffle() }
        var referenceShuffle = Array(0..<10)
        var second = SplitMix64(seed: 1234)
        second.shuffle(&referenceShuffle)
        #expect(shuffled == referenceShuffle)
    }

    @Test func defaultsDatesAndIdentifiersBelongToTheirWorld() {
        let first = AppWorld(), second = AppWorld()
        first.bind { UserDefaults.standard.set(7, forKey: "best") }
        #expect(first.bind { UserDefaults.standard.integer(forKey: "best") } == 7)
        #expect(second.bind { UserDefaults.standard.integer(forKey: "best") } == 0, "a second world starts empty")
        first.bind { first.advance(by: 2_500_000) { _ in } }
        #expect(first.bind { Date() } == AppFoundation.epoch.addingTimeInterval(2.5))
        #expect(first.bind { UUID() } != first.bind { UUID() })
        #expect(AppWorld().bind { UUID() } == AppWorld().bind { UUID() }, "identifiers are counted per world")
    }

    @Test func worldsOnDifferentThreadsDoNotMeet() async {
        let results = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let world = AppWorld()
                    var generator = SplitMix64(seed: 9)
                    let rolls = Recorder()
                    world.bind(drawingFrom: &generator) {
                        for step in 1...20 {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.01 * Double(step)) { rolls.add(String(Int.random(in: 1...6))) }
                        }
                        _ = Task {
                            try? await Task.sleep(for: .milliseconds(105))
                            rolls.add("task")
                        }
                        world.settle { _ in }
                    }
                    return rolls.items.map { Int($0) ?? 0 }
                }
            }
            var all: [[Int]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 4)
        #expect(Set(results.map { $0.description }).count == 1, "the same seed gives the same world on every thread")
        #expect(results[0].contains(0), "the task ran inside its world")
    }

    @Test func tearDownResumesSleepingTasks() {
        let world = AppWorld()
        let order = Recorder()
        world.bind {
            _ = Task {
                do { try await Task.sleep(for: .seconds(60)) } catch { order.add("freed") }
            }
            world.runJobs()
        }
        #expect(!world.isSettled)
        world.tearDown()
        #expect(order.items == ["freed"])
        #expect(world.isSettled)
    }
}

/// Collects what app code did, in order (one world's thread at a time).
final class Recorder: @unchecked Sendable {
    private(set) var items: [String] = []
    func add(_ item: String) { items.append(item) }
}
