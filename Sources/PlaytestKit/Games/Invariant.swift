/// A named promise of a design document, checkable at any moment of a game.
public struct Invariant<Game: PlayableGame>: Sendable {
    /// A stable identifier used in reports and filters, e.g. `property4`.
    public let name: String
    /// What the invariant promises, in one line.
    public let title: String
    /// Where the design document promises it, e.g. "dice-roll-animation.md, Property 4".
    public let citation: String
    /// The kinds of moment at which the check can find anything; it is not called at the others.
    public let moments: MomentKinds
    /// Returns nil when the invariant holds, or what was wrong.
    public let check: @Sendable (_ game: Game, _ moment: Moment<Game>, _ state: Game.State) -> String?

    /// Creates an invariant checked at `moments` (by default: the start, every action and every event).
    public init(
        name: String, title: String, citation: String, moments: MomentKinds = .all,
        check: @escaping @Sendable (_ game: Game, _ moment: Moment<Game>, _ state: Game.State) -> String?
    ) {
        self.name = name
        self.title = title
        self.citation = citation
        self.moments = moments
        self.check = check
    }

    /// The invariant's facts without its check.
    public var info: InvariantInfo {
        InvariantInfo(name: name, title: title, citation: citation)
    }
}

/// An invariant's name, promise and citation.
public struct InvariantInfo: Sendable, Hashable {
    /// A stable identifier.
    public let name: String
    /// What it promises.
    public let title: String
    /// Where the document promises it.
    public let citation: String

    /// Creates the facts of an invariant.
    public init(name: String, title: String, citation: String) {
        self.name = name
        self.title = title
        self.citation = citation
    }

    /// The runner's own invariant: a game ends within its step limit.
    public static let stepLimit = InvariantInfo(
        name: "stepLimit", title: "A game ends within the runner's step limit",
        citation: "Playtest runner: a game that never ends is a failure, not a hang")
}
