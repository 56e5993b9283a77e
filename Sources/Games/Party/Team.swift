import PlaytestKit

/// One of the two teams. The first half of the players (rounded down) join A, the rest B, in intake order.
public enum Team: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// The first half of the players.
    case a = "A"
    /// The rest.
    case b = "B"

    /// The other team.
    public var other: Team { self == .a ? .b : .a }
    /// 0 for A, 1 for B: the index into per-team arrays.
    public var index: Int { self == .a ? 0 : 1 }
    /// "A" or "B".
    public var description: String { rawValue }
}

/// The kind of a round: 1 describe, 2 one word, 3 charades (the document's `RoundPhase`).
public enum RoundPhase: Int, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// Round 1: describe the title in any words; no skips.
    case describe = 1
    /// Round 2: one word only; skips allowed.
    case oneWord = 2
    /// Round 3: charades; skips allowed.
    case charades = 3

    /// The phase of round `round` (1...3).
    public init(round: Int) {
        self = RoundPhase(rawValue: min(3, max(1, round)))!
    }

    /// True in rounds 2 and 3.
    public var allowsSkips: Bool { self != .describe }

    /// `describe`, `oneWord`, `charades`.
    public var description: String {
        switch self {
        case .describe: "describe"
        case .oneWord: "oneWord"
        case .charades: "charades"
        }
    }
}

/// How hard a title is to get across: part of the title bank's data.
public enum CardDifficulty: Int, CaseIterable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A title everyone knows.
    case easy = 1
    /// The default.
    case medium = 2
    /// An obscure title.
    case hard = 3

    /// The difficulty named `easy`, `medium` or `hard`.
    public init?(name: String) {
        guard let found = CardDifficulty.allCases.first(where: { $0.description == name }) else { return nil }
        self = found
    }

    /// Orders easy before hard.
    public static func < (a: CardDifficulty, b: CardDifficulty) -> Bool { a.rawValue < b.rawValue }

    /// `easy`, `medium`, `hard`.
    public var description: String {
        switch self {
        case .easy: "easy"
        case .medium: "medium"
        case .hard: "hard"
        }
    }
}

/// A title of the bank: its text and difficulty.
public struct Title: Sendable, Hashable {
    /// The text as written.
    public let text: String
    /// How hard it is to get across.
    public let difficulty: CardDifficulty
    /// The text lowercased: two titles with the same key are duplicates.
    public let key: String

    /// Creates a title.
    public init(_ text: String, difficulty: CardDifficulty = .medium) {
        self.text = text
        self.difficulty = difficulty
        self.key = text.lowercased()
    }
}

/// A player: name, team and seat (intake order).
public struct Player: Sendable, Hashable {
    /// The name given at intake.
    public let name: String
    /// The team joined.
    public let team: Team
    /// The seat: the player's place in intake order.
    public let seat: Int
}

/// A card in play: a player's pick.
public struct Card: Sendable, Hashable, CustomStringConvertible {
    /// A stable id, unique in a game.
    public let id: Int
    /// The title.
    public let title: String
    /// How hard it is.
    public let difficulty: CardDifficulty
    /// The seat of the player who added it.
    public let owner: Int

    /// `#3 "The Silent Harbor"`.
    public var description: String { "#\(id) \"\(title)\"" }
}

/// A Correct tap that still stands (an undo removes it).
public struct CorrectEvent: Sendable, Hashable {
    /// The card guessed.
    public let cardID: Int
    /// The team that scored.
    public let team: Team
    /// The clue-giver's seat.
    public let clueGiver: Int
    /// The round (1...3).
    public let round: Int
    /// The turn's number in the game.
    public let turn: Int
    /// Virtual time from the turn's start, or the previous mark, to the tap, in microseconds.
    public let duration: Int64
}

/// The points of each team in one round.
public struct RoundScore: Sendable, Hashable {
    /// The round (1...3).
    public let round: Int
    /// Points of A and B.
    public internal(set) var points: [Int] = [0, 0]
}

/// How a turn ended.
public enum TurnEnd: String, CaseIterable, Sendable, Hashable {
    /// The timer reached 0.
    case timer
    /// The clue-giver emptied the deck.
    case deckEmpty
    /// Skips and corrects reached the deck's size at the turn's start.
    case skipCycle
    /// End Turn was pressed.
    case manual
}

/// Seconds saved by a clue-giver who emptied the deck, for their team's first turn of the next round.
public struct Bonus: Sendable, Hashable {
    /// The clue-giver who earned it (and gives the bonus turn).
    public let player: Int
    /// Their team.
    public let team: Team
    /// The seconds left when the deck emptied.
    public let seconds: Int
    /// The round it was earned in.
    public let round: Int
    /// The turn that earned it.
    public let turn: Int
}

/// One turn: who gives the clues, its timer and what happened.
public struct Turn: Sendable, Hashable {
    /// The turn's number in the game (1-based).
    public let number: Int
    /// The round.
    public let round: Int
    /// The team playing.
    public let team: Team
    /// The clue-giver's seat.
    public let clueGiver: Int
    /// True when it uses a saved bonus instead of the timer.
    public let isBonus: Bool
    /// Seconds on the timer at its start.
    public internal(set) var startSeconds = 0
    /// Seconds left.
    public internal(set) var timeRemaining = 0
    /// Cards in the deck at its start.
    public internal(set) var initialDeckSize = 0
    /// The card on top at its start.
    public internal(set) var startCardID: Int?
    /// Skips made.
    public internal(set) var skips = 0
    /// Correct taps made.
    public internal(set) var corrects = 0
    /// Corrects undone in the recap.
    public internal(set) var undos = 0
    /// True once begun.
    public internal(set) var hasBegun = false
    /// How it ended, once over.
    public internal(set) var end: TurnEnd?
    /// When it began.
    public internal(set) var startedAt: Int64 = 0
    /// When it ended.
    public internal(set) var endedAt: Int64?
    /// The last Correct or Skip (or the start).
    public internal(set) var lastMarkAt: Int64 = 0
    /// True while the bonus it earned stands.
    public internal(set) var earnedBonus = false
}

/// Why intake cannot go on.
public enum IntakeError: Sendable, Hashable, CustomStringConvertible {
    /// The bank has no fresh title left for a candidate or a replacement.
    case bankExhausted(needed: Int, available: Int)

    /// "the title bank ran dry: 10 fresh titles needed, 4 left; use a larger bank".
    public var description: String {
        switch self {
        case .bankExhausted(let needed, let available):
            "the title bank ran dry: \(needed) fresh titles needed, \(available) left; use a larger bank or fewer players or picks"
        }
    }
}
