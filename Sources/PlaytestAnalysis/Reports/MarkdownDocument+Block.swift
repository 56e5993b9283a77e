// MARK: - A document's blocks as structured content

extension MarkdownDocument {
    /// One block of a document, before it is written as Markdown: what an HTML page renders from.
    /// Text keeps its inline Markdown (`**bold**`, `` `code` ``, `[text](link)`).
    public enum Block: Sendable, Equatable {
        /// A heading of `level` 1...6; `anchor` is its id on an HTML page, when the report names one.
        case heading(text: String, level: Int, anchor: String?)
        /// A paragraph.
        case paragraph(String)
        /// A table, every row as long as the header.
        case table(header: [String], rows: [[String]], alignments: [Alignment]?)
        /// A bullet list.
        case bulletList(items: [Item])
        /// Preformatted text.
        case code(String)
        /// A chart: its alternative text and its file in the report folder.
        case image(alt: String, path: String)

        /// One item of a bullet list.
        public struct Item: Sendable, Equatable {
            /// The item's text.
            public var text: String
            /// The item's own id on an HTML page.
            public var anchor: String?
            /// The id of the figure or table the item rests on.
            public var target: String?
        }
    }
}
