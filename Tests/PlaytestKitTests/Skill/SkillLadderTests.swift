import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestAnalysis

@Suite("SkillLadder")
struct SkillLadderTests {
    @Test("rotations seat every rung in every seat equally often; halves keep the halves together")
    func patterns() {
        for seats in 2...8 {
            let patterns = SkillLadder(["a", "b"]).matchPatterns(seats: seats)
            #expect(patterns.count == (seats % 2 == 0 ? seats : 2 * seats), "seats \(seats)")
            for seat in 0..<seats {
                #expect(patterns.filter { $0[seat] }.count * 2 == patterns.count, "seats \(seats) seat \(seat)")
            }
        }
        let halves = SkillLadder(["a", "b"], seating: .halves).matchPatterns(seats: 4)
        #expect(halves == [[true, true, false, false], [false, false, true, true]])
    }

    @Test("a registration declares its ladder once, and a studio game gets it through the same call")
    func declared() {
        #expect(ToyGame.registration.skillLadder == nil)
        let ladder = ToyGame.registration.withSkillLadder(SkillLadder(["random", "inc"])).skillLadder
        #expect(ladder?.rungs == ["random", "inc"])
        #expect(ladder?.seating == .rotations)
    }

    @Test("a game with no search says why in the skill answer and the Skill section; without the note, neither says it")
    func searchNote() throws {
        let note = "every move has one right answer the view shows, so a search plays as inc does."
        func report(_ registration: GameRegistration) throws -> (answer: DesignAnswer, report: String) {
            let loader = ScenarioLoader(games: [registration.withSkillLadder(SkillLadder(["random", "inc"]))])
            let scenario = try loader.load(#"{"name": "n", "games": 8, "studies": [{"game": "toy", "ladder": true}]}"#, file: "n.json")
            let played = try #require(ScenarioPlayer(jobs: 1).play(scenario))
            let analysis = RunAnalysis.analyse(played, scenarioFile: "n.json", programName: "playtest")
            let answer = try #require(analysis.verdicts.games.first?.answer(.skill))
            let text = try #require(BalanceReport(analysis: analysis).render().first { $0.name == "report.md" }?.contents)
            return (answer, text)
        }
        let noted = try report(ToyGame.registration.withSearchNote(note))
        #expect(noted.answer.sentence.contains("No search on the ladder of toy: " + note))
        #expect(noted.answer.short.hasSuffix("; no search applies"))
        #expect(noted.report.contains("No skill trace of toy, and no search on its ladder: " + note))
        let plain = try report(ToyGame.registration)
        #expect(!plain.answer.sentence.contains("No search on the ladder"))
        #expect(plain.report.contains("No skill trace of toy: it registers no budgeted bot family"))
    }

}
