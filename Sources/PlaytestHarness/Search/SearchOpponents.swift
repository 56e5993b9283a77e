/// How the other seats choose inside a ``SearchBot``'s tree: from the searcher's statistics (single-observer ISMCTS,
/// the default) or from their own view (``ownView``).
///
/// In single-observer ISMCTS every simulated deal holds the searcher's true hand, so an opponent's node learns the
/// replies that do best against that hand: a simulated opponent plays as if it could see it, and the searcher plans
/// against opponents stronger than any real one (it avoids a lead that a real opponent, who cannot see its hand, would
/// not punish). With ``ownView`` an opponent's decision in the tree is the rollout policy's choice from that
/// opponent's own view of the simulated state (``SearchRollout/following(_:)`` builds the seat's view; a uniform
/// policy reads nothing), and its decision still keys the tree as a move the searcher observed, so the searcher's
/// later decisions are learned per line of play. The searcher's own decisions are chosen by UCB1 as before.
///
/// This is what multiple-observer ISMCTS (Cowling, Powley and Whitehouse 2012) gives an opponent where it matters in
/// a game whose moves are all public: a choice that depends only on what the opponent may know. (Their per-seat
/// trees differ from one tree only when a move is partly hidden; keyed by the same public moves, an opponent's tree
/// would still learn its statistics in deals that hold the searcher's true hand.)
public enum SearchOpponents: Sendable, Hashable {
    /// Every seat's decisions in the tree are chosen by UCB1 on the one tree (SO-ISMCTS): the default.
    case tree
    /// The other seats' decisions in the tree are chosen by the rollout policy from their own view; the searcher's by
    /// UCB1. Their moves still key the tree.
    case ownView
}
