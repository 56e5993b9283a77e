import Testing
import PlaytestKit

@Suite("ReportSections")
struct ReportSectionsTests {
    static func section(_ heading: String) -> ReportSectionBuilder {
        { _, _ in ReportSection(heading: heading, paragraphs: ["\(heading) says hello."]) }
    }

    @Test("A registry finds a game's builder by id; the first entry of an id wins; none has none")
    func lookup() throws {
        let sections = ReportSections([
            ReportSections.Entry(ToyGame.registration, section: Self.section("First")),
            ReportSections.Entry(ToyGame.registration, section: Self.section("Second")),
        ])
        let builder = try #require(sections.builder(for: "toy"))
        #expect(builder([], [])?.heading == "First")
        #expect(sections.builder(for: "dice") == nil)
        #expect(ReportSections.none.builder(for: "toy") == nil)
        #expect(ReportSections.none.adding(sections).entries.map(\.game) == ["toy", "toy"])
    }

    @Test("analyse builds a game's section from the registry it is given, and none without it")
    func analysed() throws {
        let text = #"{"name": "sections", "seed": 2, "games": 10, "studies": [{"game": "toy", "bots": ["inc"]}]}"#
        let scenario = try ScenarioLoader(games: [ToyGame.registration]).load(text, file: "sections.json")
        let played = try #require(ScenarioPlayer().play(scenario))
        let sections = ReportSections([ReportSections.Entry(ToyGame.registration, section: Self.section("Toy notes"))])
        let with = RunAnalysis.analyse(played, scenarioFile: "sections.json", sections: sections, programName: "playtest")
        let without = RunAnalysis.analyse(played, scenarioFile: "sections.json", programName: "playtest")
        #expect(with.sections.map(\.game) == ["toy"] && with.sections.first?.section.heading == "Toy notes")
        #expect(without.sections.isEmpty)
        let report = try #require(BalanceReport(analysis: with).renderFolder().first { $0.name == "report.md" })
        #expect(report.contents.contains("Toy notes says hello."))
    }
}
