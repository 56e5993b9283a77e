/// The actions a person typed for `replay --actions` (`tap(2,2),exitToMenu,advance 1s`): split on the commas that
/// lie outside parentheses, each action's surrounding spaces trimmed.
public struct ActionScript: Sendable, Hashable {
    /// The typed actions, in order (an empty one, as between two commas in a row, is kept: no game reads it).
    public let texts: [String]

    /// Splits `text` into its actions: `roll, toggleLock(0) ,advance 0.40 s` is `roll`, `toggleLock(0)`,
    /// `advance 0.40 s`; `tap(2,2),save` is `tap(2,2)` and `save`. An empty or blank text holds no action.
    public init(parsing text: String) {
        var texts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0:
                texts.append(current.trimmingWhitespace())
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !texts.isEmpty || !current.trimmingWhitespace().isEmpty { texts.append(current.trimmingWhitespace()) }
        self.texts = texts
    }

    /// The actions as given.
    public init(_ texts: [String]) {
        self.texts = texts
    }
}
