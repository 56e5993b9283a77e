import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("SkillTrace")
struct SkillTraceTests {
    static let loader = ScenarioLoader(games: [TreasureGame.registration, ToyGame.registration])

    static func scenario(_ study: String) -> String {
        #"{"name": "trace", "seed": 5, "games": 12, "studies": [{"game": "treasure", \#(study)}]}"#
    }

    /// Loads `text`, expecting an error; returns its description.
    static func error(_ text: String) -> String {
        do {
            _ = try loader.load(text, file: "t.json")
            return "loaded"
        } catch {
            return error.description
        }
    }

    @Test("a skillTrace study plans the family's budgets, doubling from `from` up to the cap, one configuration each")
    func plans() throws {
        let scenario = try Self.loader.load(Self.scenario(#""skillTrace": {"from": 2, "cap": 20, "margin": 5}"#), file: "t.json")
        #expect(scenario.configurations.map(\.bot) == ["search-2", "search-4", "search-8", "search-16"])
        let trace = try #require(scenario.configurations[0].ladder?.trace)
        #expect(trace.budgets == [2, 4, 8, 16] && trace.cap == 20 && trace.margin == 5 && trace.family == "search")
    }

    @Test("a bad skillTrace names the field and the fix")
    func errors() {
        #expect(Self.error(Self.scenario(#""skillTrace": {"from": 8, "cap": 10, "margin": 5}"#))
            .contains("$.studies[0].skillTrace.cap is 10, below twice \"from\" (8)"))
        #expect(Self.error(Self.scenario(#""skillTrace": {"from": 8, "cap": 64}"#)).contains("margin"))
        #expect(Self.error(Self.scenario(#""skillTrace": {"from": 8, "cap": 64, "margin": 1}, "ladder": {"rungs": ["first", "search-2"]}"#))
            .contains("is given with \"ladder\" in the same study"))
        #expect(Self.error(Self.scenario(#""skillTrace": {"from": 8, "cap": 64, "margin": 1, "family": "nope"}"#)).contains("family"))
        #expect(Self.error(#"{"name": "t", "studies": [{"game": "toy", "skillTrace": {"from": 1, "cap": 4, "margin": 1}}]}"#)
            .contains("registers no bot family"))
    }

    /// A one-seat ladder of four budgets whose means are 0, 10, 10.2 and 10.3 over 200 deals (noise 1 per game).
    static func syntheticLadder(margin: Double) -> LadderResult {
        let settings = SkillTraceSettings(family: "search", from: 10, cap: 80, margin: margin)
        let means = [0.0, 10, 10.2, 10.3]
        var random = Xoshiro256StarStar(seed: 3)
        var games = [[RecordedGame]](repeating: [], count: 4)
        for _ in 0..<200 {
            let deal = 5 * CalibrationSuite.normal(&random)
            for rung in 0..<4 {
                games[rung].append(RecordedGame(scores: [deal + means[rung] + CalibrationSuite.normal(&random)], wins: [nil], sides: [nil]))
            }
        }
        var ladder = LadderResult(ladder: 0, game: "sim", parameters: "", rungs: settings.rungs, isMatch: false, firstConfiguration: 0,
                                  configurations: 4, deals: 200)
        SkillAnalysis.fillRungs(&ladder, members: (0..<4).map { (LadderPlacement(ladder: 0, rungs: settings.rungs, position: .rung($0), trace: settings), games[$0]) })
        ladder.trace = SkillTrace(settings: settings, ladder: ladder)
        return ladder
    }

    @Test("the trace stops at the first budget whose doubling is shown under the margin (TOST), else reaches the cap")
    func stops() throws {
        let trace = try #require(Self.syntheticLadder(margin: 1).trace)
        #expect(trace.points.map(\.budget) == [10, 20, 40, 80])
        #expect(trace.points[0].verdict?.outcome == .different)
        #expect(trace.points[1].verdict?.outcome == .equivalent)
        #expect(trace.points[3].gain == nil && trace.points[3].verdict == nil)
        #expect(trace.stopBudget == 20)
        let gain = try #require(trace.points[0].gain?.interval())
        #expect(gain.lower < 10 && gain.upper > 10)
        // A margin too small to show any doubling under it: the cap is reached.
        let tight = try #require(Self.syntheticLadder(margin: 0.01).trace)
        #expect(tight.stop == nil)
        #expect(BalanceReport.traceSentence(tight).hasPrefix("The cap is reached"))
        #expect(BalanceReport.traceSentence(trace).hasPrefix("The trace stops at search-20"))
    }

    @Test("played, analysed and rendered: the Skill section's trace table and skill-trace.csv, one row per budget")
    func endToEnd() throws {
        let scenario = try Self.loader.load(Self.scenario(#""skillTrace": {"from": 1, "cap": 64, "margin": 5}"#), file: "t.json")
        let played = try #require(ScenarioPlayer(jobs: 2).play(scenario))
        let analysis = RunAnalysis.analyse(played, scenarioFile: "t.json", programName: "playtest")
        let trace = try #require(analysis.ladders.first?.trace)
        #expect(trace.points.map(\.rung) == ["search-1", "search-2", "search-4", "search-8", "search-16", "search-32", "search-64"])
        #expect(trace.deals == 12)
        // Search-64 finds the 100 on this tiny tree in almost every deal; search-1 never does.
        let first = try #require(trace.points.first?.level?.estimate)
        let last = try #require(trace.points.last?.level?.estimate)
        #expect(last > first)
        let files = BalanceReport(analysis: analysis).render()
        let report = try #require(files.first { $0.name == "report.md" }?.contents)
        #expect(report.contains("### Skill trace: search-1 to search-64"))
        #expect(report.contains("| budget | mean score (95%) | gain of doubling (95%) | 90% interval | doubling |"))
        let csv = try #require(files.first { $0.name == "skill-trace.csv" }?.contents)
        #expect(csv.split(whereSeparator: \.isNewline).count == 1 + 7)
        #expect(csv.hasPrefix("scenario,seed,configuration,game,parameters,family,budget,cap,level,"))
    }
}
