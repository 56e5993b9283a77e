import PlaytestKit

/// A person at the party whose skips follow a fixed policy: picks titles with `Picker`, gives clues with its skills
/// (`PersonModel`) and skips by `Skip` (see ``PartyPerson``).
public typealias PartyPlayer<Skip: SkipPolicy, Picker: IntakePicker> = PartyPerson<FixedPatience<Skip>, Picker>

/// A person at the party: picks titles with `Picker`, gives clues with its skills (`PersonModel`) and chooses how long
/// to work on a card before skipping it with `Chooser` (a fixed policy, ``PartyPlayer``, or the search, `search-N`).
///
/// On its turn it draws how long the team will take on the card on top, then (rounds 2 and 3, a card it has not
/// skipped this round) asks its chooser for its patience, which never sees that draw; if the draw is within its patience it
/// waits that long and taps Correct, else it waits out its patience and skips (rounds 2 and 3 only). The timer
/// may run out first. A player skips a given card at most once a round (else a deck of cards that every
/// player skips at once would never empty). With the game's `slipRate` it taps Correct for a card nobody guessed, after 1 to 2 s,
/// and undoes those slips in the recap. It never pauses or ends a turn by hand, and stops at the game's end.
public struct PartyPerson<Chooser: SkipChooser, Picker: IntakePicker>: GameBot {
    /// A planned tap: at virtual time `at`, for the card shown after `marks` corrects and skips of turn `turn`.
    struct Plan {
        let turn: Int
        let marks: Int
        let at: Int64
        let action: PartyAction
    }

    private var skills: [Double]?
    private var plan: Plan?
    private var slips: [Int] = []
    private var rerolls = 0
    private var taken = 0
    private var skipped: [Int] = []
    private var skippedRound = 0
    private var chooser: Chooser

    /// The most presses one seat makes in a game (a replay whose streams ran out still ends).
    public static var maxActions: Int { 5_000 }

    /// Creates the player with the chooser's default.
    public init(game: PartyGame, seat: Int) {
        chooser = Chooser(game: game, seat: seat)
    }

    /// Creates the player with this chooser (a search with its budget).
    public init(game: PartyGame, seat: Int, chooser: Chooser) {
        self.chooser = chooser
    }

    /// The next button or pause.
    public mutating func nextAction<R: RandomNumberGenerator>(in view: PartyView, of game: PartyGame, using rng: inout R) -> PartyAction? {
        if skills == nil { skills = PersonModel.drawSkills(using: &rng) }
        guard taken < Self.maxActions else { return nil }
        taken += 1
        switch view.stage {
        case .home: return .startSettings
        case .howTo: return .closeHowTo
        case .settings: return .startIntake
        case .intakeHandoff:
            rerolls = 0
            return .intakeProceed
        case .intakeName: return .saveName
        case .intakePicks:
            let action = Picker.choose(view, rerolls: rerolls, using: &rng)
            if case .reroll = action { rerolls += 1 }
            return action
        case .roundIntro: return .startRound
        case .turnHandoff:
            slips = []
            return .beginTurn
        case .turn: return turnAction(view, game: game, using: &rng)
        case .turnPaused: return .resume
        case .turnSkipComplete: return .acknowledgeSkips
        case .recap:
            if let slip = view.recapCards.firstIndex(where: { slips.contains($0) }) {
                slips.removeAll { $0 == view.recapCards[slip] }
                return .undo(slip)
            }
            return .nextHandoff
        case .roundEnd: return .nextRound
        case .gameEnd: return nil
        case .gameStats: return .closeStats
        }
    }

    /// Waits for the planned tap, then taps; draws a new plan for a new card.
    mutating func turnAction<R: RandomNumberGenerator>(_ view: PartyView, game: PartyGame, using rng: inout R) -> PartyAction {
        guard let card = view.card, let turn = view.turnNumber else { return .wait(milliseconds: 1_000) }
        if let plan, plan.turn == turn, plan.marks == view.turnMarks {
            if view.now >= plan.at {
                self.plan = nil
                if plan.action == .correct, slips.last == -card.id { slips[slips.count - 1] = card.id }
                return plan.action
            }
            return .wait(milliseconds: Int((plan.at - view.now + 999) / 1_000))
        }
        let skill = skills![view.phase.rawValue - 1]
        var delay = PersonModel.millisecondsToGuess(view.phase, card.difficulty, skill: skill, using: &rng)
        var action = PartyAction.correct
        // The simplest draw (a zero word) is no slip.
        if rng.drawUnitDouble() >= 1 - game.settings.slipRate {
            delay = 1_000 + rng.draw(index: 1_001)
            slips.append(-card.id)
        } else if view.phase.allowsSkips {
            // A player passes on a card once per round; after that it plays the card out.
            if skippedRound != view.round { (skipped, skippedRound) = ([], view.round) }
            if !skipped.contains(card.id), let patience = chooser.patience(for: card, in: view, of: game, using: &rng), patience < delay {
                skipped.append(card.id)
                delay = patience
                action = .skip
            }
        }
        plan = Plan(turn: turn, marks: view.turnMarks, at: view.now + Int64(delay) * 1_000, action: action)
        return .wait(milliseconds: delay)
    }
}
