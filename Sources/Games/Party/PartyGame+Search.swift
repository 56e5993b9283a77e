import Foundation
import PlaytestKit

// MARK: - The search bot

/// The party game for the core's search (`search-N`, docs/bots.md, "The party game's search").
///
/// The one choice a player makes in play is when a clue-giver skips (rounds 2 and 3); the time a guess takes is the
/// person's (`PersonModel`), not the game's, so the search is a chooser inside a person (``SearchPatience``): the
/// person draws its guess time as every player does, and asks the search only for its patience with the card on top.
///
/// - **Decisions**: in a turn of rounds 2 and 3, a patience (``PartyDecision/patiences``: never skip, then 1, 5 and
///   15 s); in round 1, never skip (forced); on every other screen of a game under way its one forward button.
/// - **Determinisation** (``determinise(_:seat:using:)``): from the clue-giver's view alone: the card on top, the deck's
///   size, the scores, the timer; every other card's difficulty is drawn from the bank's shares.
/// - **Simulation**: a patience draws the clue-giver's skill from the players' prior and the guess time from
///   `PersonModel`, waits the shorter of the two on the virtual clock (the timer may run out first), then taps
///   Correct or Skip. The other seats choose by the rollout policy from their own view (`SearchOpponents.ownView`):
///   never skip, the best fixed policy.
/// - **Reward**: each seat's team total minus the other team's, at the end of the round being decided
///   (`SearchRollout.horizon`; ``searchHorizon(of:)`` is the round), or of the game.
extension PartyGame: SearchableGame {
    public typealias Decision = PartyDecision

    /// The seat's choices on the screen its view shows (see the extension's summary).
    public func decisions(in view: PartyView, seat: Int, into decisions: inout [PartyDecision]) {
        if view.stage == .turn {
            guard view.card != nil else { return decisions.append(.press(.wait(milliseconds: 1_000))) }
            return Self.appendPatiences(skipping: view.phase.allowsSkips, into: &decisions)
        }
        if let press = Self.forwardPress(on: view.stage) { decisions.append(.press(press)) }
    }

    /// The same choices read from a simulated state (the search's hot path).
    public func decisions(inState state: GameStore, seat: Int, into decisions: inout [PartyDecision]) {
        if state.stage == .turn {
            guard !state.deck.isEmpty else { return decisions.append(.press(.wait(milliseconds: 1_000))) }
            return Self.appendPatiences(skipping: state.phase.allowsSkips, into: &decisions)
        }
        if let press = Self.forwardPress(on: state.stage) { decisions.append(.press(press)) }
    }

    /// Every patience when skips are allowed, else never skipping (forced).
    static func appendPatiences(skipping: Bool, into decisions: inout [PartyDecision]) {
        if skipping { decisions.append(contentsOf: PartyDecision.patiences) } else { decisions.append(.patience(nil)) }
    }

    /// The one button a person presses on a screen between turns; nil at the game's end and before round 1.
    static func forwardPress(on stage: Stage) -> PartyAction? {
        switch stage {
        case .roundIntro: .startRound
        case .turnHandoff: .beginTurn
        case .turnPaused: .resume
        case .turnSkipComplete: .acknowledgeSkips
        case .recap: .nextHandoff
        case .roundEnd: .nextRound
        default: nil
        }
    }

    /// A press is its action; a patience is carried out by the person's own guess (``SearchPatience``), so it has no
    /// fixed actions: its first is the wait for the patience (or for the timer, never skipping).
    public func actions(for decision: PartyDecision, in view: PartyView, seat: Int) -> [PartyAction] {
        switch decision {
        case .press(let action): [action]
        case .patience(let milliseconds): [.wait(milliseconds: milliseconds ?? max(0, view.millisecondsToZero ?? 0))]
        }
    }

    /// A press is applied; a patience plays the card on top as a person of the players' prior skill would (see the
    /// extension's summary).
    public func apply<R: RandomNumberGenerator>(decision: PartyDecision, to state: inout GameStore, using rng: inout R) {
        switch decision {
        case .press(let action):
            apply(action, to: &state, using: &rng)
        case .patience(let patience):
            guard state.stage == .turn, let card = state.deck.first, let turn = state.turn else { return }
            let skill = exp(PersonModel.skillSpread * PersonModel.gaussian(using: &rng))
            let guess = PersonModel.millisecondsToGuess(state.phase, card.difficulty, skill: skill, using: &rng)
            let marks = turn.corrects + turn.skips
            let skips = patience.map { $0 < guess } ?? false
            apply(.wait(milliseconds: skips ? patience! : guess), to: &state, using: &rng)
            guard state.stage == .turn, let now = state.turn, now.number == turn.number, now.corrects + now.skips == marks else { return }
            apply(skips ? .skip : .correct, to: &state, using: &rng)
        }
    }

    /// Never skip (the first decision): the best fixed policy on the ladder.
    public func rolloutChoice<R: RandomNumberGenerator>(among decisions: [PartyDecision], in state: GameStore, seat: Int, using rng: inout R) -> Int { 0 }

    /// The round: the horizon moves on when the round being decided is over.
    public func searchHorizon(of state: GameStore) -> Int { state.round }

    /// Each seat's team total minus the other team's.
    public func searchRewards(of state: GameStore, into rewards: inout [Double]) {
        let margin = Double(state.teamScores[0] - state.teamScores[1])
        for seat in rewards.indices { rewards[seat] = settings.team(ofSeat: seat) == .a ? margin : -margin }
    }

    /// As the rewards: the margin as it stands.
    public func searchEvaluation(of state: GameStore, into rewards: inout [Double]) {
        searchRewards(of: state, into: &rewards)
    }
}
