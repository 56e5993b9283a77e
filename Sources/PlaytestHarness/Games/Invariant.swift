/// A game's invariants, declared once: each case is one promise of the design document.
///
/// A game lists its invariants as the cases of one enum. `facts` gives each
/// case's title, citation and the moments at which it can find anything;
/// `check` runs it. Both are exhaustive switches over the cases, so the
/// compiler refuses an invariant without facts or without a check, and the
/// one enum is both the list (`allCases`, in declaration order) and the fast
/// path: the runner, specialised for the game, calls `check` directly.
///
/// ```swift
/// enum CounterInvariant: String, GameInvariant {
///     case atMostTen
///     var facts: InvariantFacts { InvariantFacts(title: "The counter never exceeds 10", citation: "toy.md, Property 1") }
///     func check(_ moment: Moment<ToyGame>, in state: ToyGame.State, of game: ToyGame) -> String? { ... }
/// }
/// ```
public protocol GameInvariant: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The game whose promises these are.
    associatedtype Game: PlayableGame

    /// What the invariant promises, where, and when it is checked.
    var facts: InvariantFacts { get }

    /// The case's name: a stable identifier used in reports, tokens and filters (`property4`). By default the case's
    /// name as Swift prints it; for an enum whose raw values are strings, its raw value (the case's name unless the
    /// enum spells one out), read without reflection.
    var name: String { get }

    /// Nil when the invariant holds at this moment, else what was wrong.
    func check(_ moment: Moment<Game>, in state: Game.State, of game: Game) -> String?
}

extension GameInvariant {
    /// The case's name as Swift prints it (through reflection: thousands of instructions a call, the first call of a
    /// type many more).
    public var name: String { String(describing: self) }

    /// The name, title and citation.
    public var info: InvariantInfo {
        let facts = self.facts
        return InvariantInfo(name: name, title: facts.title, citation: facts.citation, moments: facts.moments, momentsReason: facts.momentsReason)
    }
}

/// An invariant's title, citation and the moments at which it is checked.
public struct InvariantFacts: Sendable, Hashable {
    /// What the invariant promises, in one line.
    public let title: String
    /// Where the design document promises it, e.g. "dice-roll-animation.md, Property 4".
    public let citation: String
    /// The kinds of moment at which the check can find anything; it is not called at the others.
    public let moments: MomentKinds
    /// Why the check is not called after every action and every event, when `moments` leaves either out
    /// ("no event adds a player: only Submit does"); nil when it is called at both. The game conformance test
    /// (`expectGameConformance`) requires one wherever actions or events are left out.
    public let momentsReason: String?

    /// Creates the facts; by default checked at the start, after every action and after every event. `because` says
    /// why, when `moments` leaves out actions or events.
    public init(title: String, citation: String, moments: MomentKinds = .all, because reason: String? = nil) {
        self.title = title
        self.citation = citation
        self.moments = moments
        self.momentsReason = reason
    }
}

/// An invariant's name, promise and citation, without its check.
public struct InvariantInfo: Sendable, Hashable {
    /// A stable identifier.
    public let name: String
    /// What it promises.
    public let title: String
    /// Where the document promises it.
    public let citation: String
    /// The kinds of moment at which it is checked.
    public let moments: MomentKinds
    /// Why it is not checked after every action and every event, if it is not.
    public let momentsReason: String?

    /// Creates the facts of an invariant; by default checked at every moment.
    public init(name: String, title: String, citation: String, moments: MomentKinds = .all, momentsReason: String? = nil) {
        self.name = name
        self.title = title
        self.citation = citation
        self.moments = moments
        self.momentsReason = momentsReason
    }

    /// Two infos are the same invariant when name, title and citation agree: the moments are facts of the game's
    /// code, not of a result, and a result archive (a checkpoint, a shard) does not keep them.
    public static func == (lhs: InvariantInfo, rhs: InvariantInfo) -> Bool {
        lhs.name == rhs.name && lhs.title == rhs.title && lhs.citation == rhs.citation
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(title)
        hasher.combine(citation)
    }

    /// True when it is checked after every action and every event.
    public var isCheckedAtActionsAndEvents: Bool { moments.isSuperset(of: [.action, .event]) && !moments.isSettledOnly }

    /// `start, actions, events`, then the reason when actions or events are left out.
    public var momentsDescription: String {
        let words = moments.names.joined(separator: ", ")
        guard !isCheckedAtActionsAndEvents else { return words }
        return (words.isEmpty ? "never" : words + " only") + (momentsReason.map { ": " + $0 } ?? ": NO REASON GIVEN")
    }

    /// The runner's own invariant: a game ends within its step limit.
    public static let stepLimit = InvariantInfo(
        name: "stepLimit", title: "A game ends within the runner's step limit",
        citation: "Playtest runner: a game that never ends is a failure, not a hang")
}

extension GameInvariant where Self: RawRepresentable, RawValue == String {
    /// The raw value: the case's name for an enum that spells none out, as the built-in games' invariants do.
    public var name: String { rawValue }
}
