import PlaytestHarness

/// The games' own report sections, by game id: what the analyse stage is given to build each game's section.
///
/// The analysis layer owns this registry; the harness's `GameRegistration` knows nothing of it. A game with a
/// section of its own exposes an ``Entry`` beside its registration, and whoever assembles the games a run offers
/// (the command line's catalog, a studio's test) gathers the entries:
///
/// ```swift
/// let sections = ReportSections([ReportSections.Entry(HogGame.registration, section: HogReport.section)])
/// let analysis = RunAnalysis.analyse(played, scenarioFile: "hog.json", sections: sections, programName: "hog-playtest")
/// ```
public struct ReportSections: Sendable {
    /// One game's section builder, named by the game's id.
    public struct Entry: Sendable {
        /// The game's id (`GameDescriptor/id`).
        public let game: String
        /// Builds the game's section from its configurations and their results.
        public let section: ReportSectionBuilder

        /// Pairs a game's registration with its section builder.
        public init(_ registration: GameRegistration, section: @escaping ReportSectionBuilder) {
            self.game = registration.descriptor.id
            self.section = section
        }
    }

    /// The entries, in the order given (the first entry of a game id wins).
    public let entries: [Entry]

    /// A registry of these entries.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// No game has a section of its own.
    public static let none = ReportSections([])

    /// The section builder of the game with this id, if it has one.
    public func builder(for game: String) -> ReportSectionBuilder? {
        entries.first { $0.game == game }?.section
    }

    /// This registry followed by `other`'s entries (a studio's games beside the built-in ones).
    public func adding(_ other: ReportSections) -> ReportSections {
        ReportSections(entries + other.entries)
    }
}
