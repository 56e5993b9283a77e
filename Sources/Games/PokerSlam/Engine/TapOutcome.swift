/// What a tap did.
public enum TapOutcome: Sendable, Hashable {
    /// The card joined the selection.
    case selected
    /// The selection was cleared.
    case deselectedAll
}
