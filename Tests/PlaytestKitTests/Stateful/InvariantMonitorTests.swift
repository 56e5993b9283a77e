import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("InvariantMonitor")
struct InvariantMonitorTests {
    static let game = ToyGame(configuration: ToyGame.defaultConfiguration)

    @Test("Records only the first breach of an invariant and stops checking it")
    func firstBreachOnly() {
        var monitor = InvariantMonitor(game: Self.game)
        var state = ToyGame.State()
        monitor.check(.start, state: state)
        #expect(monitor.violations.isEmpty)
        state.counter = 11
        monitor.step = 3
        monitor.check(.action(.increment, before: state), state: state)
        state.counter = 12
        monitor.step = 4
        monitor.check(.action(.increment, before: state), state: state)
        #expect(monitor.violations == [Violation(invariant: "counterAtMostTen", message: "counter is 11, above 10", step: 3, moment: "`increment`")])
        #expect(monitor.checks == 2)
    }

    @Test("As an observer it labels a breach with the event and the current action")
    func observesEvents() {
        var monitor = InvariantMonitor(game: Self.game)
        monitor.step = 2
        monitor.currentAction = .advance(ticks: 5)
        var state = ToyGame.State()
        var rng = ChoiceSource(replaying: [])
        state.counter = 9
        Self.game.apply(.advance(ticks: 5), to: &state, using: &rng, observer: &monitor)
        #expect(monitor.violations.map(\.moment) == ["event `tick 11` during `advance 5`"])
        #expect(monitor.violations.map(\.step) == [2])
        #expect(state.counter == 14)
    }

    @Test("Before any action a breach at an event says it happened during start")
    func defaultsToStart() {
        var monitor = InvariantMonitor(game: Self.game, only: ["counterAtMostTen"])
        monitor.observe(.tick(counter: 11), in: ToyGame.State(counter: 11))
        #expect(monitor.violations.first?.moment == "event `tick 11` during `start`")
        #expect(monitor.violations.first?.step == 0)
    }

    @Test("An empty or unknown list of names checks nothing")
    func noInvariants() {
        var monitor = InvariantMonitor(game: Self.game, only: [])
        monitor.check(.start, state: ToyGame.State(counter: 50))
        #expect(monitor.checks == 0)
        #expect(monitor.violations.isEmpty)
        monitor = InvariantMonitor(game: Self.game, only: ["noSuchInvariant"])
        monitor.check(.start, state: ToyGame.State(counter: 50))
        #expect(monitor.checks == 0)
        #expect(monitor.violations.isEmpty)
    }

    @Test("Each invariant is checked only at the kinds of moment its facts ask for")
    func momentKinds() {
        let game = KindsGame(configuration: KindsGame.descriptor.defaultConfiguration)
        var monitor = InvariantMonitor(game: game)
        monitor.check(.start, state: KindsGame.State())
        #expect(monitor.violations.map(\.invariant) == ["atStart"])
        monitor.step = 1
        monitor.currentAction = .poke
        monitor.observe(.ping, in: KindsGame.State())
        #expect(monitor.violations.map(\.invariant) == ["atStart", "atEvents"])
        monitor.check(.action(.poke, before: KindsGame.State()), state: KindsGame.State())
        #expect(monitor.violations.map(\.invariant) == ["atStart", "atEvents", "atActions"])
        #expect(monitor.violations.map(\.moment) == ["`start`", "event `ping` during `poke`", "`poke`"])
        #expect(monitor.violations.map(\.message) == ["broke at start", "broke at event", "broke at action"])
        #expect(monitor.checks == 3, "each invariant was called once, at its own kind of moment")
    }
}

/// A game whose three invariants each break at the first moment of their own kind.
private struct KindsGame: PlayableGame {
    struct State: Sendable {}
    enum Action: Hashable, Sendable, CustomStringConvertible {
        case poke
        var description: String { "poke" }
    }
    enum Event: Sendable, CustomStringConvertible {
        case ping
        var description: String { "ping" }
    }
    enum Invariants: GameInvariant {
        case atStart, atEvents, atActions

        var facts: InvariantFacts {
            switch self {
            case .atStart: InvariantFacts(title: "Breaks at the start", citation: "kinds.md", moments: .start)
            case .atEvents: InvariantFacts(title: "Breaks at an event", citation: "kinds.md", moments: .event)
            case .atActions: InvariantFacts(title: "Breaks at an action", citation: "kinds.md", moments: .action)
            }
        }

        func check(_ moment: Moment<KindsGame>, in state: State, of game: KindsGame) -> String? {
            switch self {
            case .atStart: "broke at start"
            case .atEvents: "broke at event"
            case .atActions: "broke at action"
            }
        }
    }

    static let descriptor = GameDescriptor(id: "kinds", title: "Kinds", document: "kinds.md", parameters: [])

    let configuration: GameConfiguration
    init(configuration: GameConfiguration) { self.configuration = configuration }
    func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State { State() }
    func apply<R: RandomNumberGenerator, O: GameObserver>(_ action: Action, to state: inout State, using rng: inout R, observer: inout O) where O.Game == KindsGame {}
    func isTerminal(_ state: State) -> Bool { true }
    func summary(of state: State) -> String { "" }
}
