import PlaytestKit

/// The bgb_cpg party game (`party`) as a state machine for the runner: one seat per player, each seeing only its view.
///
/// Seats are players in intake order; the first half (rounded down) is team A. Who acts: at intake, the player
/// being taken in; from a turn's handoff to its recap, the clue-giver; on every other screen, seat 0 (holding the
/// phone). Time passes in `wait` actions on the core's virtual clock; the turn's timer ticks in whole seconds.
/// A game never ends by itself (Rematch and New Game always remain): a bot stops, as a purposeful player does at
/// the game-end screen. The chance (candidates, shuffles) comes from the game's chance stream, so every policy
/// plays the same deals. See `GameStore` for the decisions taken where RULES.md is silent.
public struct PartyGame: PlayableGame {
    public typealias State = GameStore
    public typealias View = PartyView
    public typealias Action = PartyAction
    public typealias Event = PartyEvent
    public typealias Invariants = PartyInvariant
    public typealias Coverage = PartyCoverage

    /// The game's facts.
    public static let descriptor = GameDescriptor(
        id: "party", title: "The bgb_cpg party game", document: "party-game-bgb_cpg.md", documentLocation: "docs/games/party.md", parameters: Settings.parameters,
        seatGroups: Team.allCases.map(\.rawValue),
        seating: "one seat per player in intake order (first half team A); a turn's seat is its clue-giver, who alone sees the card; "
            + "the player at intake sees its candidates; every seat sees the screen, scores, timer and deck size",
        faults: PartyFault.allCases.map { PlantedFault($0.rawValue, $0.faultClass) })

    /// The rule set and parameters.
    public let configuration: GameConfiguration
    /// The engine's behaviour.
    public let rules: PartyRules
    /// The settings read from the configuration.
    public let settings: Settings
    /// The usable titles of the bank per difficulty (easy, medium, hard): the search's prior for a card it has not
    /// seen (``determinise(_:seat:using:)``).
    let difficultyCounts: [Int]

    /// Creates the game from a validated configuration.
    public init(configuration: GameConfiguration) {
        self.init(configuration: configuration, rules: PartyRules.named(configuration.rules))
    }

    /// Creates the game with explicit rules (tests use this to inject faults).
    public init(configuration: GameConfiguration, rules: PartyRules) {
        self.configuration = configuration
        self.rules = rules
        self.settings = Settings(configuration: configuration)
        var counts = [0, 0, 0]
        for title in settings.bank.usable { counts[title.difficulty.rawValue - 1] += 1 }
        self.difficultyCounts = counts
    }

    /// A game with these settings (others at their defaults) under `rules` (by default, the rule set `ruleSet` names).
    public init(players: Int = 8, timerSeconds: Int = 60, picksPerPlayer: Int = 3, playIntake: Bool = true,
                rules: PartyRules? = nil, ruleSet: String = "documented") {
        let configuration = try! Self.descriptor.configuration(
            rules: ruleSet,
            settings: [("players", .integer(players)), ("timerSeconds", .integer(timerSeconds)), ("picksPerPlayer", .integer(picksPerPlayer)),
                       ("playIntake", .integer(playIntake ? 1 : 0))])
        self.init(configuration: configuration, rules: rules ?? PartyRules.named(ruleSet))
    }

    /// One seat per player.
    public var seatCount: Int { settings.players }

    /// A store on the home screen, or at round 1's intro with the picks dealt when `playIntake` is off.
    public func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> GameStore {
        var store = GameStore(settings: settings, rules: rules)
        if !settings.playIntake { store.dealWithoutIntake(using: &rng) }
        return store
    }

    /// The seat whose move it is.
    public func seatToAct(in state: GameStore) -> Int {
        switch state.stage {
        case .intakeHandoff, .intakeName, .intakePicks: min(state.players.count, settings.players - 1)
        case .turnHandoff, .turn, .turnPaused, .turnSkipComplete, .recap: state.turn?.clueGiver ?? 0
        default: 0
        }
    }

    /// What `seat` may see.
    public func view(of state: GameStore, for seat: Int) -> PartyView {
        PartyView(state, seat: seat)
    }

    /// A seat's team.
    public func labels(ofSeat seat: Int, in state: GameStore) -> SeatLabels {
        SeatLabels(team: settings.team(ofSeat: seat).rawValue)
    }

    /// A seat's team total in the last finished game, and whether its team won it: nil on a tie (neither team won,
    /// and neither lost), so a win rate is the share of decided games won, ties left out of its denominator.
    public func outcome(ofSeat seat: Int, in state: GameStore) -> SeatOutcome {
        let team = settings.team(ofSeat: seat)
        guard let scores = state.lastFinalScores else { return SeatOutcome(labels: SeatLabels(team: team.rawValue)) }
        let ours = scores[team.index], theirs = scores[team.other.index]
        if rules.has(.winnerByLastRound), let last = state.roundScores.last {
            let lastOurs = last.points[team.index], lastTheirs = last.points[team.other.index]
            return SeatOutcome(score: Double(ours), won: lastOurs == lastTheirs ? nil : lastOurs > lastTheirs, labels: SeatLabels(team: team.rawValue))
        }
        return SeatOutcome(score: Double(ours), won: ours == theirs ? nil : ours > theirs,
                           labels: SeatLabels(team: team.rawValue))
    }

    /// Presses a button, or lets time pass.
    public func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: PartyAction, to state: inout GameStore, using rng: inout R, observer: inout O
    ) where O.Game == PartyGame {
        switch action {
        case .startSettings: state.startSettings()
        case .showHowTo: state.showHowTo()
        case .closeHowTo: state.closeHowTo()
        case .startIntake: state.startIntake()
        case .intakeProceed: state.intakeProceed()
        case .saveName: state.intakeSaveNameAndShowPicks(using: &rng)
        case .reroll(let index): state.reroll(index, using: &rng)
        case .submit(let picks): state.submitPlayerAndPicks(picks, using: &rng)
        case .submitStale(let picks): state.submitFromStaleScreen(picks, using: &rng)
        case .startRound: state.startRound(using: &rng)
        case .beginTurn: state.beginTurn()
        case .correct: state.markCorrect()
        case .skip: state.skip()
        case .pause: state.pauseTurn()
        case .resume: state.resumeTurn(using: &rng)
        case .endTurn: state.endTurn()
        case .acknowledgeSkips: state.acknowledgeSkipComplete()
        case .undo(let index): state.undo(index)
        case .nextHandoff: state.recapDoneNextHandoff()
        case .nextRound: state.proceedToNextRoundOrEnd()
        case .showStats: state.showStats()
        case .closeStats: state.closeStats()
        case .rematch: state.rematchSameSettings()
        case .newGame: state.newGame()
        case .wait(let milliseconds): state.advance(by: Int64(max(0, milliseconds)) * 1_000, using: &rng, observer: &observer)
        }
    }

    /// Never: Rematch and New Game always remain; bots stop.
    public func isTerminal(_ state: GameStore) -> Bool { false }

    /// "round 2 oneWord turn t=312.5 s | turn 7 A P2 12 s left, 3 correct 1 skip | deck 9 | A 14 B 11 | bonus P5 8 s".
    public func summary(of state: GameStore) -> String {
        var text = "round \(state.round) \(state.phase) \(state.stage) t=\(VirtualClock.format(microseconds: state.clock.now))"
        if let turn = state.turn {
            text += " | turn \(turn.number) \(turn.team) P\(turn.clueGiver + 1)\(turn.isBonus ? " (bonus)" : "") \(turn.timeRemaining) s left, "
                + "\(turn.corrects) correct \(turn.skips) skip \(turn.undos) undone" + (turn.end.map { ", ended by \($0.rawValue)" } ?? "")
        }
        text += " | deck \(state.deck.map { String($0.id) }.joined(separator: ",")) of \(state.allCards.count) | A \(state.teamScores[0]) B \(state.teamScores[1])"
        for bonus in state.pendingBonuses { text += " | bonus P\(bonus.player + 1) \(bonus.seconds) s" }
        return text
    }
}
