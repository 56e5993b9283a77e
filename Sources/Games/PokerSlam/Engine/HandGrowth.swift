/// The kinds of larger hand a `HandVisitor` still wants the hand search to grow a set toward: a set whose ranks are all
/// different grows only by the cells that can lead to one of them (`GridCardMasks.cellsThatCanGrow`).
///
/// A best-hand search that already holds a full house (90 points) has no use for a straight (at most 80): it
/// wants only suited hands, so a two-card set grows only by its suit's cells instead of by every card that could
/// extend a run. Leaving out the other cells leaves out only sets that can form no hand the visitor wants, and the
/// sets met keep their order.
public struct HandGrowth: OptionSet, Sendable {
    /// The kinds as bits: 1 straights, 2 paired, 4 suited.
    public let rawValue: UInt32

    /// A growth from raw bits.
    @inlinable
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Runs of ranks over several suits (mini straight, nearly straight, straight).
    public static let straights = HandGrowth(rawValue: 1)
    /// Two ranks, one or both paired (two pair, full house), from a set of two different ranks.
    public static let paired = HandGrowth(rawValue: 2)
    /// One suit (the flushes and straight flushes of every length).
    public static let suited = HandGrowth(rawValue: 4)
    /// Every kind: the default.
    public static let all: HandGrowth = [.straights, .paired, .suited]
}
