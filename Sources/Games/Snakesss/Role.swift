import PlaytestKit

/// A player's role in one round.
public enum Role: String, CaseIterable, Sendable, Hashable {
    /// Votes for the answer it believes.
    case human
    /// Knows the answer and the other snakes; scores on the non-snakes' wrong votes; votes `snake`.
    case snake
    /// A human whose identity is announced to all.
    case mongoose

    /// True for humans and the mongoose.
    public var isNonSnake: Bool { self != .snake }
}

/// A vote: a letter for a non-snake, `snake` for a snake.
public enum Vote: String, CaseIterable, Sendable, Hashable {
    case a, b, c
    case snake

    /// The three letters.
    public static let letters: [Vote] = [.a, .b, .c]
}

/// A question's difficulty.
public enum QuestionDifficulty: String, CaseIterable, Sendable, Hashable {
    case easy, medium, hard
}

/// A trivia question with three choices, its answer, category and difficulty.
public struct Question: Sendable, Hashable {
    /// A stable id, unique in a bank.
    public let id: Int
    /// The question.
    public let text: String
    /// The choices for A, B and C.
    public let choices: [String]
    /// The right letter.
    public let answer: Vote
    /// The category.
    public let category: String
    /// The difficulty.
    public let difficulty: QuestionDifficulty

    /// Creates a question.
    public init(id: Int, text: String, choices: [String], answer: Vote, category: String, difficulty: QuestionDifficulty) {
        self.id = id
        self.text = text
        self.choices = choices
        self.answer = answer
        self.category = category
        self.difficulty = difficulty
    }
}

/// A player: name, role this round, vote this round, running total.
public struct Player: Sendable, Hashable {
    /// The name: unique and non-empty.
    public let name: String
    /// The role dealt this round.
    public internal(set) var role: Role = .human
    /// The vote cast this round, if any.
    public internal(set) var vote: Vote?
    /// The running total.
    public internal(set) var totalScore = 0
    /// Rounds played as a snake.
    public internal(set) var snakeRounds = 0
}

/// The game's phases, with the player or snake each per-player phase is for (the document's `GamePhase`).
public enum GamePhase: Sendable, Hashable, CustomStringConvertible {
    case roleReveal(playerIndex: Int)
    case mongooseAnnouncement
    case question
    case snakeReveal(snakeIndex: Int)
    case discussion
    case voting(playerIndex: Int)
    case roundResults
    case gameEnd

    /// The phase's order within a round (roleReveal 0 ... gameEnd 7), for the phase-order invariant.
    public var rank: Int {
        switch self {
        case .roleReveal: 0
        case .mongooseAnnouncement: 1
        case .question: 2
        case .snakeReveal: 3
        case .discussion: 4
        case .voting: 5
        case .roundResults: 6
        case .gameEnd: 7
        }
    }

    /// `roleReveal(2)`, `voting(0)`, `discussion`.
    public var description: String {
        switch self {
        case .roleReveal(let index): "roleReveal(\(index))"
        case .mongooseAnnouncement: "mongooseAnnouncement"
        case .question: "question"
        case .snakeReveal(let index): "snakeReveal(\(index))"
        case .discussion: "discussion"
        case .voting(let index): "voting(\(index))"
        case .roundResults: "roundResults"
        case .gameEnd: "gameEnd"
        }
    }
}

/// One round as played: the question, the roles, the votes and the points each player scored.
public struct RoundResult: Sendable, Hashable {
    /// The question asked.
    public let question: Question
    /// Each player's role.
    public let roles: [Role]
    /// Each player's vote.
    public let votes: [Vote]
    /// Each player's points this round, under the game's scoring table.
    public let points: [Int]
}

/// A finished game as the app saves it.
public struct GameRecord: Sendable, Hashable {
    /// The players' names.
    public let names: [String]
    /// Final totals.
    public let totals: [Int]
    /// Everyone with the top total.
    public let winners: [Int]
    /// The rounds.
    public let rounds: [RoundResult]
}
