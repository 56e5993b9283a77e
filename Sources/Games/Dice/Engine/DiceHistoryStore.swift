import PlaytestKit

/// The in-memory persistence store standing in for the app's SwiftData history.
public struct DiceHistoryStore: Sendable {
    /// Saved groups, oldest first (the history shows them newest first).
    private var records: [SavedDiceGroup] = []

    /// An empty store.
    public init() {}

    /// The number of saved groups.
    public var count: Int { records.count }

    /// The history, newest first.
    public var history: ReversedCollection<[SavedDiceGroup]> { records.reversed() }

    /// The newest saved group.
    public var newest: SavedDiceGroup? { records.last }

    /// Saves a group's values and locks at virtual time `date`.
    ///
    /// - Complexity: O(n) for n dice.
    public mutating func save(_ group: DiceGroup, at date: Int64) {
        let leaks = group.rules.has(.savesAnimationState)
        let dice = group.dice.map { SavedDie(value: $0.value, isLocked: $0.isLocked, isAnimating: leaks && $0.isAnimating) }
        if group.rules.has(.previousRecordSharesDice), let last = records.indices.last {
            records[last] = SavedDiceGroup(date: records[last].date, dice: dice)
        }
        records.append(SavedDiceGroup(date: date, dice: dice))
    }

    /// Reloads the newest group as the app would on its next launch.
    public func reloadNewest(rules: DiceRules = .documented) -> DiceGroup? {
        newest.map { DiceGroup(restoring: $0.dice, rules: rules) }
    }
}
