import PlaytestKit

/// The core's search as a skip chooser: the patience the search (`SearchBot` over ``PartyDecision``) finds best for
/// the card on top, from the clue-giver's view alone (see ``PartyGame``'s search summary). Registered as `search-N`, a
/// person picking at random whose skips this chooses.
public struct SearchPatience: SkipChooser {
    /// The search's registered settings, at its default budget of 400 iterations (the least measured to beat neverSkip
    /// at both 4 and 8 players; docs/bots.md): the other seats in its tree choose from their own view (never skip).
    public static let settings = SearchSettings(iterations: 400, opponents: .ownView)
    /// The search's registered rollout: to the end of the round, scored by the team margin.
    public static let rollout: SearchRollout<PartyGame> = .horizon

    private var search: SearchBot<PartyGame>

    /// The registered settings, at 400 iterations.
    public init(game: PartyGame, seat: Int) {
        self.init(game: game, seat: seat, settings: Self.settings, rollout: Self.rollout)
    }

    /// A search with these settings and rollout.
    public init(game: PartyGame, seat: Int, settings: SearchSettings, rollout: SearchRollout<PartyGame>) {
        search = SearchBot(game: game, seat: seat, settings: settings, rollout: rollout)
    }

    /// The searched patience (one word of the seat's stream per search).
    public mutating func patience<R: RandomNumberGenerator>(for card: Card, in view: PartyView, of game: PartyGame, using rng: inout R) -> Int? {
        guard case .patience(let patience)? = search.decide(in: view, seat: view.seat, of: game, using: &rng) else { return nil }
        return patience
    }
}
