import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

/// A timer that ticks every 100,000 µs on an `EventQueue`: the shape Square Color's 0.1 s ticks will take.
private struct TickingState: TimedGameState {
    var clock = VirtualClock()
    var queue = EventQueue<Int>()
    var ticks = 0

    var nextEventTime: Int64? { queue.nextTime }

    mutating func moveClock(to time: Int64) {
        clock.advance(to: time)
    }

    mutating func fireNextEvent<R: RandomNumberGenerator>(using rng: inout R) -> Int? {
        guard let next = queue.popNext() else { return nil }
        ticks += 1
        queue.schedule(next.event + 1, at: next.time + 100_000)
        return next.event
    }
}

private struct TickingGame: PlayableGame {
    typealias State = TickingState
    typealias Event = Int
    enum Action: Hashable, Sendable, CustomStringConvertible {
        case wait(Int64)
        var description: String { "wait" }
    }
    typealias Invariants = NoInvariant<TickingGame>
    static let descriptor = GameDescriptor(id: "ticking", title: "Ticking", document: "ticking.md", parameters: [])
    let configuration: GameConfiguration
    init(configuration: GameConfiguration) { self.configuration = configuration }
    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State {
        var state = State()
        state.queue.schedule(1, at: 100_000)
        return state
    }
    func apply<R: RandomNumberGenerator, O: GameObserver>(_ action: Action, to state: inout State, using rng: inout R, observer: inout O) where O.Game == TickingGame {
        guard case .wait(let duration) = action else { return }
        state.advance(by: duration, using: &rng, observer: &observer)
    }
    func isTerminal(_ state: State) -> Bool { false }
    func summary(of state: State) -> String { "" }
}


/// Records each event with the clock it was delivered at.
private struct TimeRecorder: GameObserver {
    typealias Game = TickingGame
    var seen: [(time: Int64, tick: Int)] = []
    mutating func observe(_ event: Int, in state: TickingState) { seen.append((state.clock.now, event)) }
}

@Suite("TimedGameState")
struct TimedGameStateTests {
    @Test("advance delivers every due event at its own time, in order, then stops the clock at the target")
    func advance() {
        let game = TickingGame(configuration: TickingGame.descriptor.defaultConfiguration)
        var rng = ChoiceSource(replaying: [])
        var state = game.makeInitialState(using: &rng)
        var recorder = TimeRecorder()
        game.apply(.wait(250_000), to: &state, using: &rng, observer: &recorder)
        #expect(recorder.seen.map(\.time) == [100_000, 200_000])
        #expect(recorder.seen.map(\.tick) == [1, 2])
        #expect(state.clock.now == 250_000)
        game.apply(.wait(50_000), to: &state, using: &rng, observer: &recorder)
        #expect(recorder.seen.map(\.time) == [100_000, 200_000, 300_000], "an event due exactly at the target fires")
        game.apply(.wait(-5), to: &state, using: &rng, observer: &recorder)
        #expect(state.clock.now == 300_000, "a negative duration lets no time pass")
    }
}
