import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceReport")
struct DiceReportTests {
    @Test("the skill question is answered not applicable, saying why: no score and no winner")
    func skill() throws {
        let section = try #require(DiceReport.section([], []))
        let skill = try #require(section.answers.first { $0.question == .skill })
        #expect(skill.verdict == .notApplicable)
        #expect(skill.sentence.contains("keeps no score and names no winner"))
        #expect(!section.answers.contains { $0.question == .fair }, "no configuration played: no fairness verdict")
    }
}
