/// One line of "What to look at": a conclusion drawn from the figures, with the report section behind it.
public struct Finding: Sendable, Equatable {
    /// What it says, in Markdown (bold figure names, code spans).
    public let text: String
    /// The report section behind it, local to a game's report (``Evidence/Section``); nil for a note that points
    /// nowhere.
    public let anchor: String?

    /// A finding and the section behind it.
    public init(_ text: String, anchor: String?) {
        self.text = text
        self.anchor = anchor
    }
}
