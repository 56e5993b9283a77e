import Foundation

/// A finished turn: when it ended, the dice values and which dice (by position) were locked.
struct SavedTurn: Codable, Hashable, Identifiable {
    var id: Date { date }
    let date: Date
    let values: [Int]
    let locks: [Int]
}

/// The history of finished turns, newest first, kept in `UserDefaults` as JSON.
@MainActor
final class HistoryStore {
    private static let key = "diceRoll.history"

    /// A turn in memory: read back from disk, or saved in this session.
    private enum Entry {
        case stored(SavedTurn)
        // PLANTED BUG 4: a turn saved in this session is kept as the live dice group (copying 50 dice on every
        // End Turn looked wasteful) and turned into a `SavedTurn` when read. Until New Turn replaces the group, a
        // lock tap after End Turn (the dice are not disabled then) changes the newest saved turn in memory, while
        // the copy on disk keeps what was saved.
        case live(date: Date, group: DiceGroup)

        @MainActor var turn: SavedTurn {
            switch self {
            case .stored(let turn):
                return turn
            case .live(let date, let group):
                return SavedTurn(date: date, values: group.dice.map(\.value),
                                 locks: group.dice.indices.filter { group.dice[$0].isLocked })
            }
        }
    }

    private let defaults: UserDefaults
    private var entries: [Entry]

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        if let data = defaults.data(forKey: Self.key),
           let saved = try? JSONDecoder().decode([SavedTurn].self, from: data) {
            entries = saved.map(Entry.stored)
        } else {
            entries = []
        }
    }

    /// The finished turns, newest first.
    var turns: [SavedTurn] {
        entries.map(\.turn)
    }

    /// Saves the group as the newest turn.
    func save(_ group: DiceGroup) {
        entries.insert(.live(date: Date(), group: group), at: 0)
        persist()
    }

    func clear() {
        entries.removeAll()
        persist()
    }

    private func persist() {
        guard let data = try? JSONEncoder().encode(turns) else { return }
        defaults.set(data, forKey: Self.key)
    }
}
