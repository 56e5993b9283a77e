import PlaytestKit

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
