import PlaytestKit

/// The dice roll animation game (`dice`) as a state machine for the runner.
///
/// Parameters: `count` dice (default 6, the app's), `turns` per game (default 5);
/// both shrink when a check shrinks a failure. A game ends after `turns` End
/// Turns; the fuzzer may stop earlier. One seat, which sees the whole state.
public struct DiceRollGame: PlayableGame {
    public typealias State = DiceSession
    public typealias Action = DiceAction
    public typealias Event = DiceEvent
    public typealias Invariants = DiceInvariant
    public typealias Coverage = DiceCoverage

    /// The game's facts.
    /// No invariant, metric or coverage label of the dice game reads an event's before-state (every `.event` pattern
    /// in the game binds it as `_`), so the runner keeps none: keeping it copied every die at every settle, a roll of
    /// n dice costing O(n²) (checked rolls of 1,000 dice about 4 times slower).
    public static var carriesStateBeforeEvents: Bool { false }

    public static let descriptor = GameDescriptor(
        id: "dice", title: "Dice roll animation", document: "dice-roll-animation.md", documentLocation: "docs/games/dice.md",
        parameters: [countKey.spec, turnsKey.spec], faults: DiceFault.allCases.map { PlantedFault("\($0)", $0.faultClass) })

    /// The `count` parameter: dice in the group.
    public static let countKey = ParameterKey<Int>.integer("count", summary: "dice in the group", in: 1...100_000, default: 6, shrinkable: true)
        .swarming(oneOf: countSwarm)  // RULES.md, Dice roll animation: count dice (default 6, the app's; scenarios run 50 and more)
    /// The dice counts a check swarms over: a few dice, where every die gets locked (`rollAllLocked`), up to four
    /// times the app's, and three crowds of 500 to 1,500, where dice settle at one virtual microsecond
    /// (`simultaneousSettle`: with n dice about n^2 / 1.2 million shared instants a Roll).
    public static let countSwarm = [1, 2, 3, 6, 12, 24, 500, 1_000, 1_500]
    /// The `turns` parameter: turns per game.
    public static let turnsKey = ParameterKey<Int>.integer("turns", summary: "turns per game", in: 1...10_000, default: 5, shrinkable: true)
        .swarming(in: 1...10)  // dice-roll-animation.md: turns are unlimited; 1 to 10 turns a game

    /// The rule set and parameters.
    public let configuration: GameConfiguration
    /// The engine's behaviour.
    public let rules: DiceRules
    /// The settings read from the configuration.
    public let settings: DiceSettings
    /// Dice in the group.
    public var count: Int { settings.count }
    /// Turns per game.
    public var turns: Int { settings.turns }

    /// Creates the game from a validated configuration.
    public init(configuration: GameConfiguration) {
        self.init(configuration: configuration, rules: DiceRules.named(configuration.rules))
    }

    /// Creates the game with explicit rules (tests use this to inject faults).
    public init(configuration: GameConfiguration, rules: DiceRules) {
        self.configuration = configuration
        self.rules = rules
        settings = DiceSettings(configuration: configuration)
    }

    /// Creates a game with `count` dice and `turns` turns under `rules`.
    public init(count: Int = 6, turns: Int = 5, rules: DiceRules = .documented, ruleSet: String = "documented") {
        let configuration = GameConfiguration(rules: ruleSet, parameters: [(Self.countKey.name, .integer(count)), (Self.turnsKey.name, .integer(turns))])
        self.init(configuration: configuration, rules: rules)
    }

    /// A session whose first turn has begun.
    public func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> DiceSession {
        DiceSession(count: count, rules: rules, using: &rng)
    }

    /// Applies a tap or lets time pass.
    public func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: DiceAction, to state: inout DiceSession, using rng: inout R, observer: inout O
    ) where O.Game == DiceRollGame {
        switch action {
        case .roll: state.roll(using: &rng)
        case .toggleLock(let index): if state.group.dice.indices.contains(index) { state.toggleLock(index) }
        case .save: state.save()
        case .endTurn: state.endTurn()
        case .newTurn: state.newTurn(using: &rng)
        case .advance(let microseconds): state.advance(by: microseconds, using: &rng, observer: &observer)
        }
    }

    /// Over after `turns` End Turns.
    public func isTerminal(_ state: DiceSession) -> Bool {
        state.turnsCompleted >= turns
    }

    /// "t=0.40 s turn 1 rolls 2 buttons disabled | 3L 5* 1 ...": values, L locked, * animating.
    public func summary(of state: DiceSession) -> String {
        let group = state.group
        let dice = group.dice.prefix(60).map { die in
            "\(die.value)\(die.isLocked ? "L" : "")\(die.isAnimating ? "*" : "")"
        }.joined(separator: " ")
        let more = group.dice.count > 60 ? " ... (\(group.dice.count) dice)" : ""
        return "t=\(VirtualClock.format(microseconds: state.clock.now)) turn \(state.turnsCompleted + 1)"
            + "\(state.isTurnOver ? " (over)" : "") rolls \(group.rollsThisTurn)"
            + " buttons \(group.areButtonsDisabled ? "disabled" : "enabled") | \(dice)\(more)"
    }
}
