/// A game's own part of a balance report: its conclusions in words, a table and charts, built from its configurations' results.
///
/// A game registers a `ReportSectionBuilder`; the report calls it with that
/// game's configurations of the scenario, in order, and places the section
/// before the invariants.
public struct ReportSection: Sendable {
    /// One chart of the section.
    public struct Chart: Sendable {
        /// The file name, e.g. `difficultyCurve.svg`.
        public let name: String
        /// What it shows.
        public let title: String
        /// The SVG document.
        public let svg: String

        /// Creates a chart.
        public init(name: String, title: String, svg: String) {
            self.name = name
            self.title = title
            self.svg = svg
        }
    }

    /// The section's heading.
    public let heading: String
    /// What the figures say, in sentences.
    public let paragraphs: [String]
    /// A table: its header and rows (empty for none).
    public let header: [String]
    /// The table's rows.
    public let rows: [[String]]
    /// Charts.
    public let charts: [Chart]

    /// Creates a section.
    public init(heading: String, paragraphs: [String], header: [String] = [], rows: [[String]] = [], charts: [Chart] = []) {
        self.heading = heading
        self.paragraphs = paragraphs
        self.header = header
        self.rows = rows
        self.charts = charts
    }
}

/// Builds a game's report section from its configurations and their results, or nil when there is nothing to say.
public typealias ReportSectionBuilder = @Sendable (_ configurations: [ScenarioConfiguration], _ results: [ConfigurationResult]) -> ReportSection?
