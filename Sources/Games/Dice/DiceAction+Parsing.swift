import PlaytestKit

// MARK: - Typed actions

extension DiceAction {
    /// The action `text` names, as `description` prints it: `roll`, `toggleLock(3)`, `advance 0.40 s` (or any
    /// duration `VirtualClock.parseDuration(_:)` reads: `advance 1s`, `advance 250ms`), `save`, `endTurn`, `newTurn`.
    public init?(parsing text: String) {
        let typed = text.trimmingWhitespace()
        switch typed {
        case "roll": self = .roll
        case "save": self = .save
        case "endTurn": self = .endTurn
        case "newTurn": self = .newTurn
        default:
            if typed.hasPrefix("toggleLock("), typed.hasSuffix(")"),
               let index = Int(String(typed.dropFirst("toggleLock(".count).dropLast()).trimmingWhitespace()), index >= 0 {
                self = .toggleLock(index)
            } else if typed.hasPrefix("advance"), let microseconds = VirtualClock.parseDuration(String(typed.dropFirst("advance".count))),
                      microseconds > 0 {
                self = .advance(microseconds: microseconds)
            } else {
                return nil
            }
        }
    }

    /// A few typed actions, for the message that refuses another.
    public static let typedExamples = ["roll", "toggleLock(0)", "advance 0.40 s", "advance 250ms", "save", "endTurn", "newTurn"]
}

extension DiceRollGame {
    /// `DiceAction(parsing:)`.
    public func parseAction(_ text: String) -> DiceAction? { DiceAction(parsing: text) }

    /// `DiceAction.typedExamples`.
    public func actionExamples() -> [String] { DiceAction.typedExamples }
}
