import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestStatistics

/// The designer's questions for a game with no report code of its own (``RaceGame``): fair, close, length, skill,
/// what broke and what was never reached, each with a verdict and its evidence, from the core alone.
@Suite("DesignAnalysis: the questions any game with seats gets")
struct DesignAnalysisTests {
    static let text = #"""
    {"name": "race", "seed": 3, "games": 300, "studies": [
      {"game": "race", "bots": ["roller", "stepper", {"0": "stepper", "*": "roller"}]},
      {"game": "race", "ladder": {"rungs": ["stepper", "roller", "mixer"]}}
    ]}
    """#

    /// The scenario played as `playtest run` plays it (ladder configurations record their games), then analysed.
    static func analysed(_ text: String = text) throws -> RunAnalysis {
        let registration = RaceGame.registration
        let scenario = try ScenarioLoader(games: [registration]).load(text, file: "race.json")
        let results = scenario.configurations.map { configuration in
            var request = RunRequest(configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed,
                                     games: scenario.games, maxSteps: scenario.maxSteps)
            request.recordsGames = configuration.ladder != nil
            return registration.run(request)
        }
        return RunAnalysis.analyse(scenario: scenario, scenarioFile: "race.json", results: results, programName: "playtest")
    }

    static let analysis: RunAnalysis = try! analysed()

    @Test("a game with no report section gets fair, close, length, skill, broke and never reached, each with a verdict")
    func everyQuestion() throws {
        let answers = Self.analysis.verdicts.answers
        #expect(answers.map(\.question) == [.fair, .close, .skill, .length, .decided, .choice, .broken, .unreached])
        for question in [DesignAnswer.Question.fair, .close, .skill, .length] {
            let answer = try #require(answers.first { $0.question == question })
            #expect(answer.verdict != .notApplicable, "\(question): \(answer.sentence)")
            #expect(!answer.evidence.isEmpty && !answer.sentence.isEmpty && !answer.short.isEmpty)
        }
        #expect(answers.first { $0.question == .broken }?.verdict == .no)
        #expect(answers.first { $0.question == .broken }?.severity == .good)
        #expect(answers.first { $0.question == .unreached }?.verdict == .notApplicable)
    }

    @Test("fair: only where one bot holds every seat; the stepper's seat 0, moving first, wins every game and is shown unfair")
    func fair() throws {
        let game = try #require(Self.analysis.verdicts.game("race"))
        #expect(game.fairness.map(\.label) == ["race roller", "race stepper"], "the mixed configuration is not asked")
        let stepper = try #require(game.fairness.first { $0.label == "race stepper" })
        let seat0 = try #require(stepper.groups.first { $0.key == "seat 0" })
        #expect(seat0.test.interval.estimate == 1 && seat0.reference == 0.5 && seat0.verdict == .no)
        #expect(stepper.verdict == .no)
        let answer = try #require(game.answer(.fair))
        #expect(answer.verdict == .no && answer.severity == .problem)
        #expect(answer.short.hasPrefix("no: seat"), "\(answer.short)")
        #expect(answer.evidence.contains(Evidence(figure: "seat.0.winRate", anchor: "seats", configuration: stepper.configuration)))
    }

    @Test("close and length: the stepper's games end 20 to 18 after 19 steps, with no game at the step cap")
    func closeAndLength() throws {
        let game = try #require(Self.analysis.verdicts.game("race"))
        let close = try #require(game.closeness.first { $0.label == "race stepper" })
        #expect(close.meanPoints == 2 && close.games == 300 && close.meanShare == 0.1)
        #expect(!close.inPoints && close.threshold == QuestionSettings.defaultCloseShare)
        let length = try #require(game.lengths.first { $0.label == "race stepper" })
        #expect(length.meanSteps == 19 && length.capped == 0 && length.verdict == .yes)
        #expect(game.answer(.length)?.verdict == .yes)
        let games = NumberFormat.grouped(game.lengths.reduce(0) { $0 + $1.games })
        #expect(game.lengths.count == 9, "3 playing configurations and the ladder's 6 matches")
        #expect(game.answer(.length)?.sentence.contains("the step cap (100,000 steps) ended none of \(games) games") == true)
    }

    @Test("skill: the strongest rung is named (roller, declared in the middle), and the declared order is said to fail at mixer")
    func skill() throws {
        let game = try #require(Self.analysis.verdicts.game("race"))
        let ladder = try #require(game.ladders.first)
        #expect(ladder.strongest == "roller" && ladder.weakest == "stepper")
        #expect(ladder.steps.map(\.verdict) == [.yes, .no])
        #expect(ladder.order == .no && ladder.skillShown)
        #expect(ladder.edge?.figure == SkillFigure.winRate("roller", "stepper"))
        let answer = try #require(game.answer(.skill))
        #expect(answer.verdict == .no)
        #expect(answer.sentence.contains("roller is the strongest rung"), "\(answer.sentence)")
        #expect(answer.sentence.contains("against stepper, the weakest"), "\(answer.sentence)")
        #expect(answer.sentence.contains("fails: reversed mixer below roller"), "\(answer.sentence)")
        #expect(!answer.sentence.contains("mixer wins"), "never the last declared rung against the first")
    }

    @Test("the Skill section's first seat line quotes the same fairness verdict as the seats table and the fair answer")
    func firstSeatAgrees() throws {
        let report = BalanceReport(analysis: Self.analysis)
        let markdown = try BalanceReportTests.file("report.md", in: report.render())
        let line = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("First seat:") })
        let roller = try #require(Self.analysis.verdicts.game("race")?.fairness.first { $0.label == "race roller" }?.groups.first { $0.key == "seat 0" })
        let share = NumberFormat.percent(roller.test.interval.estimate, digits: 1)
        #expect(line.contains("in race roller seat 0 wins \(share)"), "\(line)")
        #expect(line.contains("in race stepper seat 0 wins 100.0%") && line.contains("not fair, outside ±5 points (TOST)"), "\(line)")
        let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| race roller | seat 0 |") })
        #expect(row.contains("| \(BalanceReport.verdictWord(roller.verdict)) (equal share"), "\(row)")
        #expect(line.contains(BalanceReport.fairWords(roller.verdict, margin: 0.05)))
        #expect(markdown.contains("## Length and closeness"))
        #expect(markdown.contains("- **Is it fair?** [off] "))
    }

    @Test("a study's questions set the close threshold in points and the fair margin")
    func settings() throws {
        let text = #"{"name": "race", "seed": 3, "games": 50, "studies": [{"game": "race", "bots": ["stepper"], "questions": {"closeMargin": 1.5, "fairMargin": 0.1}}]}"#
        let analysis = try Self.analysed(text)
        let close = try #require(analysis.verdicts.game("race")?.closeness.first)
        #expect(close.inPoints && close.threshold == 1.5 && close.verdict == .no && close.figure == "margin")
        #expect(analysis.verdicts.game("race")?.fairness.first?.margin == 0.1)
    }

    @Test("bad questions are refused naming the file, the field and the fix", arguments: [
        (#"{"closeMargin": 0}"#, "questions.closeMargin"),
        (#"{"closeMargin": 2, "closeShare": 0.2}"#, "questions.closeShare"),
        (#"{"fairMargin": 0.5}"#, "questions.fairMargin"),
        (#"{"fair": 0.1}"#, "questions.fair"),
        (#"{"decidedLate": 0}"#, "questions.decidedLate"),
        (#"{"choiceShare": 1.5}"#, "questions.choiceShare"),
    ])
    func badQuestions(questions: String, field: String) throws {
        let text = #"{"name": "race", "studies": [{"game": "race", "questions": "# + questions + "}]}"
        do {
            _ = try ScenarioLoader(games: [RaceGame.registration]).load(text, file: "bad.json")
            Issue.record("\(questions) was accepted")
        } catch {
            let message = error.description
            #expect(message.contains("bad.json") && message.contains(field), "\(message)")
        }
    }

    @Test("the final margins survive the result archive")
    func archived() throws {
        let result = try #require(Self.analysis.results.first)
        #expect(result.seats.hasMargin)
        let back = try ResultArchive.decode(ResultArchive.encode(result))
        #expect(back.seats.margin == result.seats.margin && back.seats.relativeMargin == result.seats.relativeMargin)
    }

    @Test("decided late: decisiveness against the study's threshold, one-sided on the 90% interval; choices n/a for a game that lists none")
    func decidedLate() throws {
        let game = try #require(Self.analysis.verdicts.game("race"))
        #expect(!game.decided.isEmpty)
        for test in game.decided {
            #expect(test.figure == "quality.decisiveness" && test.threshold == QuestionSettings.defaultDecidedLate)
            let interval = try #require(test.interval)
            #expect(interval.lower <= test.share && test.share <= interval.upper)
            switch test.verdict {
            case .yes: #expect(interval.lower >= test.threshold)
            case .no: #expect(interval.upper < test.threshold)
            default: #expect(interval.lower < test.threshold + 1e-9)
            }
        }
        let answer = try #require(game.answer(.decided))
        #expect(answer.verdict != .notApplicable && answer.sentence.contains("ahead for good"), "\(answer.sentence)")
        #expect(answer.evidence.allSatisfy { $0.figure == "quality.decisiveness" })
        #expect(game.choices.isEmpty)
        #expect(game.answer(.choice)?.verdict == .notApplicable)
    }

    @Test("a study's decidedLate moves the verdict: at 1% every configuration is decided late, at 100% none is")
    func decidedLateThreshold() throws {
        func verdicts(_ threshold: String) throws -> [Verdict] {
            let text = Self.text.replacingOccurrences(
                of: #"{"game": "race", "bots": ["roller", "stepper", {"0": "stepper", "*": "roller"}]}"#,
                with: #"{"game": "race", "bots": ["roller", "stepper"], "questions": {"decidedLate": \#(threshold)}}"#)
            let game = try #require(try Self.analysed(text).verdicts.game("race"))
            #expect(game.decided.allSatisfy { $0.threshold == Double(threshold) })
            return game.decided.map(\.verdict)
        }
        let low = try verdicts("0.01")
        let high = try verdicts("1.0")
        #expect(!low.isEmpty && low.allSatisfy { $0 == .yes }, "\(low)")
        #expect(!high.contains(.yes), "\(high)")
    }
}

