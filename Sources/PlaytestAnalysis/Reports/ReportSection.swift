import PlaytestHarness

/// A game's own part of a balance report: its conclusions in words, a table and charts, built from its configurations' results.
///
/// A game registers a `ReportSectionBuilder`; the report calls it with that
/// game's configurations of the scenario, in order, and places the section
/// before the invariants.
///
/// A section is data, not markup: its text is plain sentences (no Markdown: the render stage lays them out), its
/// lists are lists of sentences, and its charts are ``ChartSpec`` values that the render stage draws (the same SVG
/// renderer as every other chart of the report), so a game hands over no SVG and no Markdown.
public struct ReportSection: Sendable {
    /// One chart of the section: its file's name and what to draw (the render stage draws it).
    public struct Chart: Sendable, Equatable {
        /// The file name, e.g. `difficultyCurve.svg`.
        public let name: String
        /// What to draw: kind, series, points with intervals, axes with units, reference lines, highlights.
        public let spec: ChartSpec
        /// What it shows (the chart's title).
        public var title: String { spec.title }

        /// Creates a chart.
        public init(name: String, spec: ChartSpec) {
            self.name = name
            self.spec = spec
        }
    }

    /// A further table: a caption, a header and rows.
    public struct Table: Sendable {
        /// A sentence shown before the table.
        public let caption: String
        /// The header.
        public let header: [String]
        /// The rows.
        public let rows: [[String]]
        /// Creates a table.
        public init(caption: String, header: [String], rows: [[String]]) {
            self.caption = caption
            self.header = header
            self.rows = rows
        }
    }

    /// The section's heading.
    public let heading: String
    /// What the figures say, in plain sentences (no markup: the renderer lays them out).
    public let paragraphs: [String]
    /// A list after the paragraphs, one plain sentence an item (empty for none).
    public var items: [String] = []
    /// A table: its header and rows (empty for none).
    public let header: [String]
    /// The table's rows.
    public let rows: [[String]]
    /// Charts.
    public let charts: [Chart]
    /// Further tables, each after its caption, shown after the first table.
    public let tables: [Table]
    /// Tables of its own written beside the report (`hand-odds.csv`), each opening with its facts.
    public let files: [ReportFile]
    /// The design questions that apply to the game, answered from its figures (the report opens with them).
    public var answers: [DesignAnswer] = []
    /// Metrics whose spread across the arms is mechanical or capped, kept out of "What to look at".
    public var mechanical: [MechanicalMetric] = []

    /// Creates a section.
    public init(heading: String, paragraphs: [String], header: [String] = [], rows: [[String]] = [], charts: [Chart] = [], tables: [Table] = [], files: [ReportFile] = []) {
        self.heading = heading
        self.paragraphs = paragraphs
        self.header = header
        self.rows = rows
        self.charts = charts
        self.files = files
        self.tables = tables
    }

    /// A section that only answers the design questions and declares mechanical metrics (no text, table or chart of its own).
    public init(answers: [DesignAnswer], mechanical: [MechanicalMetric] = []) {
        self.init(heading: "", paragraphs: [])
        self.answers = answers
        self.mechanical = mechanical
    }

    /// True when the section has text, a table, a chart or a file of its own to show.
    public var hasContent: Bool { !heading.isEmpty && (!paragraphs.isEmpty || !items.isEmpty || !rows.isEmpty || !charts.isEmpty || !tables.isEmpty) }
}

/// Builds a game's report section from its configurations and their results, or nil when there is nothing to say.
public typealias ReportSectionBuilder = @Sendable (_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> ReportSection?
