// MARK: - A document's blocks as structured content

extension MarkdownDocument {
    /// One block of a document, before it is written as Markdown: what an HTML page renders from.
    /// Text keeps its inline Markdown (`**bold**`, backticked code, `[text](link)`).
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
        /// A verdict board: each question's verdict as a coloured badge with its one-line answer, linked to its
        /// evidence (on the HTML page; a list in Markdown).
        case board(items: [BoardItem])
        /// A section's one-line summary: the page folds the section behind its heading and this line, open when
        /// `open`.
        case summary(text: String, open: Bool)
        /// The rest of the section, folded on the page behind this line (in Markdown, the line before it).
        case fold(String)

        /// One badge of a verdict board.
        public struct BoardItem: Sendable, Equatable {
            /// The question in a word or two: `fair`, `never reached`.
            public var question: String
            /// The verdict in a word: `ok`, `off`, `not shown`, `n/a`.
            public var label: String
            /// How the page colours it: `good`, `warning`, `problem` or `neutral`.
            public var tone: String
            /// The one-line answer (inline Markdown).
            public var answer: String
            /// The id of the evidence on the page (a heading, a table, a figure), if any.
            public var target: String?
            /// What the question is about, when a board holds several games' answers (the game's id).
            public var subject: String?

            /// What moved since an earlier run among the figures behind the answer, in words (inline Markdown), if anything.
            public var change: String?

            /// Creates a badge.
            public init(question: String, label: String, tone: String, answer: String, target: String? = nil, subject: String? = nil,
                        change: String? = nil) {
                self.change = change
                self.question = question
                self.label = label
                self.tone = tone
                self.answer = answer
                self.target = target
                self.subject = subject
            }
        }

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
