import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

/// The numbers behind the answers a `tune` objective may aim at, on ``RaceGame``'s stepper: every game ends 20 to 18
/// after 19 steps, seat 0 winning.
@Suite("AnswerFigure")
struct AnswerFigureTests {
    static func played(_ study: String) throws -> (ScenarioConfiguration, ConfigurationResult) {
        let scenario = try AnswerGateTests.load(#"{"name": "race", "seed": 3, "games": 50, "studies": [{"game": "race", \#(study)}]}"#)
        let configuration = scenario.configurations[0]
        return (configuration, RaceGame.registration.run(ScenarioPlayer.request(for: configuration, in: scenario, jobs: 1)))
    }

    @Test("close is the mean final margin (a share of the winning score, or points with closeMargin); length the steps; fair the furthest gap")
    func values() throws {
        let (configuration, result) = try Self.played(#""bots": ["stepper"]"#)
        let close = try #require(AnswerFigure.value(.close, configuration: configuration, result: result))
        #expect(abs(close.mean - 0.1) < 1e-12 && close.standardError < 1e-9, "every game ends 20 to 18")
        let length = try #require(AnswerFigure.value(.length, configuration: configuration, result: result))
        #expect(length.mean == 19 && length.standardError == 0)
        let fair = try #require(AnswerFigure.value(.fair, configuration: configuration, result: result))
        #expect(fair.mean == 0.5 && fair.standardError > 0, "seat 0 wins every game against an equal share of 50%")
        let (inPoints, pointsResult) = try Self.played(#""bots": ["stepper"], "questions": {"closeMargin": 3}"#)
        #expect(AnswerFigure.value(.close, configuration: inPoints, result: pointsResult)?.mean == 2)
        // The tuner reads the same numbers by name, given the configuration.
        #expect(TuneObjective.mean(of: "answer.length", in: result, configuration: configuration)?.mean == 19)
        #expect(TuneObjective.mean(of: "answer.length", in: result) == nil)
        #expect(AnswerFigure.value(.skill, configuration: configuration, result: result) == nil)
    }

    @Test("fair has no number where bots differ between seats")
    func mixedBots() throws {
        let (configuration, result) = try Self.played(#""bots": [{"0": "stepper", "*": "roller"}]"#)
        #expect(AnswerFigure.value(.fair, configuration: configuration, result: result) == nil)
        #expect(AnswerFigure.value(.close, configuration: configuration, result: result) != nil)
    }

    @Test("a target objective on an answer or a quality measure reads it per configuration")
    func objective() throws {
        let (configuration, result) = try Self.played(#""bots": ["stepper"]"#)
        let estimate = TuneObjective.target(metric: "answer.close", value: 0)
            .estimate(results: [result], configurations: [configuration.configuration], studied: [configuration])
        #expect(abs(estimate.loss - 0.1) < 1e-12)
        let quality = TuneObjective.target(metric: "quality.leadChange", value: 0)
            .estimate(results: [result], configurations: [configuration.configuration], studied: [configuration])
        let measured = try #require(result.measurements.first { $0.name == "quality.leadChange" }?.estimate)
        #expect(abs(quality.loss - abs(measured.mean)) < 1e-12 && !quality.loss.isNaN)
    }
}
