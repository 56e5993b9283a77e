import PlaytestProperties

/// A game the core's search bot (`SearchBot`) can play: it names the decisions that matter and can sample a full
/// state from what one seat sees.
///
/// Four things, two of them required:
/// - **decisions** (required): the choices a seat has, from its view. A decision is a macro-move that matters
///   (PokerSlam: play one of the hands on the grid), not a tap; by default it is the game's own `Action`, and a
///   game whose choices take several taps declares its own `Decision` with `actions(for:in:seat:)` and
///   `apply(decision:to:using:)`. One decision is a forced move (the search does not branch on it); none means the
///   seat has nothing to do, and the search treats the state as an end.
/// - **determinisation** (required unless `View == State`): a full `State` consistent with a seat's `View`, drawn
///   from the generator the search passes. It sees only the view, so it cannot leak what the seat may not know.
///   A game with a full view gets it free.
/// - **rollout policy** (optional): how a simulated game is played on after the tree; uniform over the decisions
///   by default (`rolloutChoice(among:in:seat:using:)`), or a whole rollout of the game's own (`rollout(_:...)`).
/// - **rewards** (optional): each seat's reward at the end of a simulation. By default, one seat: its score (or
///   1 for a win); several seats: its rank share by score (1 for sole first, 0 for sole last, ties sharing), or
///   its win. The search scales its exploration by the range of rewards it has seen, so any scale works.
///
/// Chance after the determinisation (a die rolled in a simulated turn) comes from the generator the search passes
/// to `apply`, itself seeded from the bot's own stream: a search is a pure function of the view and that stream.
public protocol SearchableGame: PlayableGame {
    /// A choice that matters to the search; the game's `Action` by default.
    associatedtype Decision: Hashable, Sendable = Action

    /// Appends to `decisions` the choices `seat` has when it sees `view`, in the order the search expands them (put
    /// the likeliest first when the search widens progressively).
    ///
    /// Must depend on the view alone, so that every determinisation of it offers the same choices at the root.
    func decisions(in view: View, seat: Int, into decisions: inout [Decision])

    /// Appends the choices of `seat` in a simulated state; by default those of its view (override to skip building
    /// the view on the search's hot path).
    func decisions(inState state: State, seat: Int, into decisions: inout [Decision])

    /// Whether `decision` is one of `seat`'s decisions in a simulated `state`, when the game can tell without listing
    /// them all; nil (the default) when it cannot.
    ///
    /// The search's fast path: at a node that may not widen further, it asks this of each child instead of listing
    /// the state's decisions, and lists them only when fewer than two children are available (a forced move, or one
    /// to expand). An answer must be exact: true exactly when `decisions(inState:seat:into:)` would list it.
    func searchAvailability(of decision: Decision, inState state: State, seat: Int) -> Bool?

    /// The first of `seat`'s decisions in a simulated `state`, in the order `decisions(inState:seat:into:)` lists
    /// them, that is not among `tried` (nil when every one is), and how many decisions the state has, counted up to
    /// 2; nil (the default) when the game cannot tell without listing them.
    ///
    /// The search's fast path for expanding a node whose children's availability `searchAvailability` answers.
    func searchFirstUntried(inState state: State, seat: Int, tried: [Decision]) -> (untried: Decision?, count: Int)?

    /// A full state that `seat` could be in when it sees `view`, drawn from `rng`: the hidden part (a deck's order,
    /// another seat's role) sampled from what the seat may believe.
    func determinise<R: RandomNumberGenerator>(_ view: View, seat: Int, using rng: inout R) -> State

    /// The actions, in order, that carry out `decision` for `seat` seeing `view`: what the bot sends the runner,
    /// one per move. By default, when a decision is an action, the decision itself.
    func actions(for decision: Decision, in view: View, seat: Int) -> [Action]

    /// Applies the decision of the seat to act to a simulated state, drawing chance from `rng`. By default, the
    /// actions `actions(for:in:seat:)` gives, applied in turn (or the action itself, when a decision is one).
    func apply<R: RandomNumberGenerator>(decision: Decision, to state: inout State, using rng: inout R)

    /// The rollout's pick among `decisions` (an index) for `seat` in `state`; uniform by default.
    func rolloutChoice<R: RandomNumberGenerator>(among decisions: [Decision], in state: State, seat: Int, using rng: inout R) -> Int

    /// Plays a simulated state on after the tree, for at most `maxSteps` decisions: by default the rollout policy
    /// (`rolloutChoice`) at every decision point, until the game ends or a seat has nothing to do. `scratch` is a
    /// buffer to reuse for the decisions. A game may override it with a faster playout of its own.
    func rollout<R: RandomNumberGenerator>(_ state: inout State, scratch: inout [Decision], maxSteps: Int, using rng: inout R)

    /// Writes every seat's reward for a simulated state (the end of a rollout) into `rewards`, which has one entry
    /// per seat. Higher is better; any scale.
    func searchRewards(of state: State, into rewards: inout [Double])

    /// Writes every seat's value of a game still in progress into `rewards` (one entry per seat, higher is better,
    /// on the scale of ``searchRewards(of:into:)``), for a rollout cut short (``SearchRollout/evaluated(after:)``): by
    /// default the rewards as the state stands.
    func searchEvaluation(of state: State, into rewards: inout [Double])

    /// Which turn or round `state` is in, for a search whose reward is taken at the end of the one being decided
    /// (``SearchRollout/horizon``): a number that changes when it ends. 0 by default: the horizon is the game's end.
    func searchHorizon(of state: State) -> Int
}

// MARK: - Defaults

extension SearchableGame {
    /// The decisions of the seat's view.
    @inlinable
    public func decisions(inState state: State, seat: Int, into decisions: inout [Decision]) {
        self.decisions(in: view(of: state, for: seat), seat: seat, into: &decisions)
    }

    /// Applies the actions that carry out the decision.
    @inlinable
    public func apply<R: RandomNumberGenerator>(decision: Decision, to state: inout State, using rng: inout R) {
        let seat = seatToAct(in: state)
        for action in actions(for: decision, in: view(of: state, for: seat), seat: seat) {
            apply(action, to: &state, using: &rng)
        }
    }

    /// Uniform over the decisions.
    @inlinable
    public func rolloutChoice<R: RandomNumberGenerator>(among decisions: [Decision], in state: State, seat: Int, using rng: inout R) -> Int {
        rng.draw(index: decisions.count)
    }

    /// The rollout policy at every decision point, until the end, a seat with nothing to do, or `maxSteps`.
    @inlinable
    public func rollout<R: RandomNumberGenerator>(_ state: inout State, scratch: inout [Decision], maxSteps: Int, using rng: inout R) {
        var steps = 0
        while steps < maxSteps, !isTerminal(state) {
            let seat = seatToAct(in: state)
            scratch.removeAll(keepingCapacity: true)
            decisions(inState: state, seat: seat, into: &scratch)
            guard !scratch.isEmpty else { return }
            let pick = scratch.count == 1 ? 0 : rolloutChoice(among: scratch, in: state, seat: seat, using: &rng)
            apply(decision: scratch[pick], to: &state, using: &rng)
            steps += 1
        }
    }

    /// Not known without listing the decisions.
    @inlinable
    public func searchFirstUntried(inState state: State, seat: Int, tried: [Decision]) -> (untried: Decision?, count: Int)? { nil }

    @inlinable
    public func searchAvailability(of decision: Decision, inState state: State, seat: Int) -> Bool? { nil }

    /// The rewards as the state stands.
    @inlinable
    public func searchEvaluation(of state: State, into rewards: inout [Double]) {
        searchRewards(of: state, into: &rewards)
    }

    /// No horizon but the game's end.
    @inlinable
    public func searchHorizon(of state: State) -> Int { 0 }

    /// One seat: its score, else 1 for a win and 0 otherwise. Several: each seat's rank share by score (the share
    /// of the other seats it beat, a tie counting half), else 1 for a win and 0 otherwise.
    @inlinable
    public func searchRewards(of state: State, into rewards: inout [Double]) {
        let count = rewards.count
        if count == 1 {
            let outcome = outcome(ofSeat: 0, in: state)
            rewards[0] = outcome.score ?? (outcome.won == true ? 1 : 0)
            return
        }
        var scores: [Double] = []
        scores.reserveCapacity(count)
        var allScored = true
        for seat in 0..<count {
            let outcome = outcome(ofSeat: seat, in: state)
            if let score = outcome.score { scores.append(score) } else { allScored = false }
            rewards[seat] = outcome.won == true ? 1 : 0
        }
        guard allScored else { return }
        for seat in 0..<count {
            var share = 0.0
            for other in 0..<count where other != seat {
                share += scores[seat] > scores[other] ? 1 : scores[seat] == scores[other] ? 0.5 : 0
            }
            rewards[seat] = share / Double(count - 1)
        }
    }
}

extension SearchableGame where Decision == Action {
    /// A decision is an action: the action itself.
    @inlinable
    public func actions(for decision: Decision, in view: View, seat: Int) -> [Action] { [decision] }

    /// A decision is an action: applies it.
    @inlinable
    public func apply<R: RandomNumberGenerator>(decision: Decision, to state: inout State, using rng: inout R) {
        apply(decision, to: &state, using: &rng)
    }
}

extension SearchableGame where View == State {
    /// A seat sees the whole state: the state itself.
    @inlinable
    public func determinise<R: RandomNumberGenerator>(_ view: View, seat: Int, using rng: inout R) -> State { view }
}
