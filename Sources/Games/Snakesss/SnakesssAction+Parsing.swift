import PlaytestKit

// MARK: - Typed actions

extension SnakesssAction {
    /// The action `text` names, as `description` prints it: `next`, `say(a)`, `vote(snake)`.
    public init?(parsing text: String) {
        let typed = text.trimmingWhitespace()
        if typed == "next" { self = .next; return }
        for (prefix, make) in [("say(", SnakesssAction.say), ("vote(", SnakesssAction.vote)] where typed.hasPrefix(prefix) && typed.hasSuffix(")") {
            guard let vote = Vote(rawValue: String(typed.dropFirst(prefix.count).dropLast()).trimmingWhitespace()) else { return nil }
            self = make(vote)
            return
        }
        return nil
    }
}

extension SnakesssGame {
    /// `SnakesssAction(parsing:)`.
    public func parseAction(_ text: String) -> SnakesssAction? { SnakesssAction(parsing: text) }

    /// `next`, then each answer said and voted.
    public func actionExamples() -> [String] { ["next"] + Vote.allCases.map { "say(\($0.rawValue))" } + Vote.allCases.map { "vote(\($0.rawValue))" } }
}
