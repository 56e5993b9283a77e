import PlaytestAppRuntime
import PlaytestKit

/// `BlinkerModel` wrapped as a live game: rule sets `app` (the model as it is) and `buggy` (its planted bug on).
struct Blinker: LiveGame {
    /// A press of the lamp's button.
    enum Tap: String, Hashable, Sendable, CustomStringConvertible, CaseIterable {
        case press
        var description: String { rawValue }
    }

    /// What the invariants read.
    struct Snapshot: Sendable, Equatable {
        var lit: Bool
        var brightness: Int
        var isFading: Bool
        var presses: Int
        var rolls: [Int]
    }

    typealias Invariants = BlinkerInvariant

    static let descriptor = GameDescriptor(id: "blinker", title: "Blinker (a live app)", document: "blinker.md", ruleSets: ["app", "buggy"],
                                           parameters: [], seating: "one seat, which sees the whole app")

    let configuration: GameConfiguration

    init(configuration: GameConfiguration) {
        self.configuration = configuration
    }

    @MainActor func makeRoot() -> BlinkerModel {
        BlinkerModel(acceptsWhileFading: configuration.rules == "buggy")
    }

    @MainActor func perform(_ tap: Tap, on root: BlinkerModel) {
        root.press()
    }

    @MainActor func snapshot(of root: BlinkerModel) -> Snapshot {
        Snapshot(lit: root.lit, brightness: root.brightness, isFading: root.isFading, presses: root.presses, rolls: root.rolls)
    }

    func isOver(_ snapshot: Snapshot) -> Bool {
        snapshot.presses >= 6 && !snapshot.isFading
    }
}

/// The blinker's promises.
enum BlinkerInvariant: String, GameInvariant {
    /// Once the fade is over, the lamp is at full or no brightness, as lit says.
    case restsAtItsEnd
    /// An app at rest is not fading (checked only when nothing is scheduled).
    case settledIsNotFading

    var facts: InvariantFacts {
        switch self {
        case .restsAtItsEnd:
            InvariantFacts(title: "Not fading means brightness matches lit", citation: "blinker.md, 1")
        case .settledIsNotFading:
            InvariantFacts(title: "At rest, the lamp is not fading", citation: "blinker.md, 2", moments: [.action, .event, .settled],
                           because: "while a fade or its task is scheduled the lamp is fading by design")
        }
    }

    func check(_ moment: Moment<Blinker>, in state: LiveState<Blinker>, of game: Blinker) -> String? {
        let snapshot = state.snapshot
        switch self {
        case .restsAtItsEnd:
            guard !snapshot.isFading, snapshot.brightness != (snapshot.lit ? 3 : 0) else { return nil }
            return "not fading, but brightness \(snapshot.brightness) with the lamp \(snapshot.lit ? "lit" : "dark")"
        case .settledIsNotFading:
            return snapshot.isFading ? "nothing is scheduled, yet the lamp is fading" : nil
        }
    }
}

/// Presses, then lets the fade finish.
struct PatientPresser: GameBot {
    init(game: Blinker, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in view: LiveState<Blinker>, of game: Blinker, using rng: inout R) -> LiveAction<Blinker.Tap>? {
        view.isSettled ? .tap(.press) : .settle
    }
}

/// Presses and lets random amounts of time pass.
struct ImpatientPresser: GameBot {
    init(game: Blinker, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in view: LiveState<Blinker>, of game: Blinker, using rng: inout R) -> LiveAction<Blinker.Tap>? {
        switch rng.draw(index: 3) {
        case 0: .tap(.press)
        case 1: .advance(microseconds: Int64(rng.draw(in: 0...400)) * 1_000)
        default: .settle
        }
    }
}

extension Blinker {
    static let registration = GameRegistration.make(Blinker.self, bots: [
        BotEntry(PatientPresser.self, id: "patient", summary: "presses, then lets the fade finish", checks: true),
        BotEntry(ImpatientPresser.self, id: "impatient", summary: "presses and waits at random", checks: true, isFuzzer: true),
    ])
}
