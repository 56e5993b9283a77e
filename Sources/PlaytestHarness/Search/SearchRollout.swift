import PlaytestProperties

/// How a ``SearchBot`` plays a simulated game on after its tree: chosen per bot entry, so that several searches that
/// differ only in it can be registered side by side (`search-200` with the game's rollouts, `hsearch-200` following a
/// hand-written bot) and compared on the same deals.
///
/// - ``game``: the game's own rollout (``SearchableGame/rollout(_:scratch:maxSteps:using:)``: its `rolloutChoice`, uniform
///   by default, or a playout of its own).
/// - ``uniform``: uniform over the decisions at every point, whatever the game's own rollout.
/// - ``following(_:)``: every seat played by a registered bot type, from its own view (so a heuristic that reads only
///   what its seat may know stays so), one action at a time.
/// - ``evaluated(after:)``: the game's rollout for at most N decisions, then the game's evaluation of the state as it
///   stands (``SearchableGame/searchEvaluation(of:into:)``): a shorter, cheaper simulation when the game can score a
///   game in progress.
/// - ``horizon``: the game's rollout policy (``SearchableGame/rolloutChoice(among:in:seat:using:)``), decision by
///   decision, until the horizon the game declares (``SearchableGame/searchHorizon(of:)``: the
///   end of the turn or round being decided), then its evaluation: the reward of one decision is not diluted over
///   every later round of the game.
public struct SearchRollout<Game: SearchableGame>: Sendable {
    /// The kinds of rollout.
    public enum Kind: Sendable, Equatable {
        /// The game's own rollout.
        case game
        /// Uniform over the decisions.
        case uniform
        /// A registered bot's play, by the bot's type name.
        case following(String)
        /// The game's rollout, cut after this many decisions and scored by the game's evaluation.
        case evaluated(after: Int)
        /// The game's rollout to the game's horizon, scored by the game's evaluation.
        case horizon
    }

    /// What the rollout is.
    public let kind: Kind
    /// Plays the rollout (nil for the game's own, which the tree calls directly on its fast path).
    @usableFromInline let play: (@Sendable (Game, inout Game.State, inout [Game.Decision], Int, inout Xoshiro256StarStar) -> Void)?
    /// True when the simulation ends with the game's evaluation rather than its rewards.
    @usableFromInline let evaluates: Bool
    /// True when the simulation stops where the game's horizon (``SearchableGame/searchHorizon(of:)``) moves on from
    /// the root's, in the tree and in the rollout.
    @usableFromInline var stopsAtHorizon = false
    /// One seat's pick among its decisions in a simulated state, when the policy is not the game's `rolloutChoice` nor
    /// uniform (a registered bot's, from the seat's own view); nil otherwise.
    @usableFromInline var choose: (@Sendable (Game, [Game.Decision], Game.State, Int, inout Xoshiro256StarStar) -> Int)?

    /// The game's own rollout (the default).
    public static var game: SearchRollout { SearchRollout(kind: .game, play: nil, evaluates: false) }

    /// Uniform over the decisions at every point.
    public static var uniform: SearchRollout {
        SearchRollout(kind: .uniform, play: { game, state, scratch, maxSteps, rng in
            var steps = 0
            while steps < maxSteps, !game.isTerminal(state) {
                let seat = game.seatToAct(in: state)
                scratch.removeAll(keepingCapacity: true)
                game.decisions(inState: state, seat: seat, into: &scratch)
                guard !scratch.isEmpty else { return }
                let pick = scratch.count == 1 ? 0 : rng.draw(index: scratch.count)
                game.apply(decision: scratch[pick], to: &state, using: &rng)
                steps += 1
            }
        }, evaluates: false)
    }

    /// Every seat played by `Bot` from its own view (a fresh bot per seat and rollout), at most `maxSteps` actions.
    /// As the policy of a seat choosing one decision (``SearchOpponents/ownView``): the decision whose first action is
    /// the one a fresh `Bot` sends from the seat's view (uniform if none is).
    public static func following<Bot: GameBot>(_ bot: Bot.Type) -> SearchRollout where Bot.Game == Game {
        var rollout = SearchRollout(kind: .following(String(describing: Bot.self)), play: { game, state, _, maxSteps, rng in
            var bots: [Bot?] = Array(repeating: nil, count: game.seatCount)
            var steps = 0
            while steps < maxSteps, !game.isTerminal(state) {
                let seat = game.seatToAct(in: state)
                var player = bots[seat] ?? Bot(game: game, seat: seat)
                guard let action = player.nextAction(in: game.view(of: state, for: seat), seat: seat, of: game, using: &rng) else { return }
                bots[seat] = player
                game.apply(action, to: &state, using: &rng)
                steps += 1
            }
        }, evaluates: false)
        rollout.choose = { game, decisions, state, seat, rng in
            var player = Bot(game: game, seat: seat)
            let view = game.view(of: state, for: seat)
            if let action = player.nextAction(in: view, seat: seat, of: game, using: &rng),
               let index = decisions.firstIndex(where: { game.actions(for: $0, in: view, seat: seat).first == action }) {
                return index
            }
            return rng.draw(index: decisions.count)
        }
        return rollout
    }

    /// The game's rollout policy (`rolloutChoice`), decision by decision, until its horizon moves on from the root's
    /// (the turn or round being decided is over), then its evaluation (`searchEvaluation`).
    public static var horizon: SearchRollout {
        var rollout = SearchRollout(kind: .horizon, play: nil, evaluates: true)
        rollout.stopsAtHorizon = true
        return rollout
    }

    /// The game's rollout for at most `decisions` decisions, then its evaluation (`searchEvaluation`).
    public static func evaluated(after decisions: Int) -> SearchRollout {
        precondition(decisions >= 0, "a rollout plays zero or more decisions")
        return SearchRollout(kind: .evaluated(after: decisions), play: { game, state, scratch, maxSteps, rng in
            game.rollout(&state, scratch: &scratch, maxSteps: min(maxSteps, decisions), using: &rng)
        }, evaluates: true)
    }

    /// The policy's pick (an index into `decisions`, two or more) for `seat` in a simulated `state`: a registered bot's
    /// from the seat's view (``following(_:)``), uniform (``uniform``), else the game's `rolloutChoice`.
    @inlinable
    func choice(
        _ game: Game, among decisions: [Game.Decision], in state: Game.State, seat: Int, using rng: inout Xoshiro256StarStar
    ) -> Int {
        if let choose { return choose(game, decisions, state, seat, &rng) }
        if kind == .uniform { return rng.draw(index: decisions.count) }
        return game.rolloutChoice(among: decisions, in: state, seat: seat, using: &rng)
    }
}
