import PlaytestKit
import Testing
@testable import Snakesss

@Suite("Snakesss bank files")
struct BankFileTests {
    /// Twelve questions whose answers are all B.
    static let allB: String = {
        let entries = (1...12).map { id in
            #"{"id": \#(id), "text": "question \#(id)?", "choices": ["x", "y", "z"], "answer": "B", "category": "c", "difficulty": "\#(["easy", "medium", "hard"][id % 3])"}"#
        }
        return #"{"questions": ["# + entries.joined(separator: ", ") + "]}"
    }()

    @Test("a scenario's bank file is read by the caller, validated, attached and played: always voting B is always right")
    func scenarioBank() throws {
        let loader = ScenarioLoader(games: [SnakesssGame.registration], readFile: { $0 == "banks/all-b.json" ? Self.allB : nil })
        let scenario = try loader.load(
            #"{"name": "b", "games": 10, "studies": [{"game": "snakesss", "bots": ["mostCommonLetter"], "parameters": {"bank": "banks/all-b.json"}}]}"#,
            file: "b.json")
        let configuration = try #require(scenario.configurations.first)
        #expect(configuration.configuration.attachment("bank") == Self.allB)
        #expect(SnakesssSettings(configuration: configuration.configuration).bank.questions.count == 12)
        let result = configuration.registration.run(RunRequest(
            configuration: configuration.configuration, bots: configuration.bots, seed: 1, games: 10))
        guard let (right, votes) = result[SnakesssMetrics.Key.rightVotes].map({ (Int($0.numeratorSum), $0.subunits) }) else {
            Issue.record("no rightVotes")
            return
        }
        #expect(right == votes && votes > 0)
    }

    @Test("a missing or invalid bank file is an error naming the file")
    func errors() {
        let loader = ScenarioLoader(games: [SnakesssGame.registration], readFile: { $0 == "bad.json" ? #"{"questions": []}"# : nil })
        for (path, expected) in [("nowhere.json", "nowhere.json: snakesss.bank names a file that cannot be read"),
                                 ("bad.json", "bad.json: $.questions has 0 questions; give at least 9")] {
            do {
                _ = try loader.load(#"{"name": "b", "studies": [{"game": "snakesss", "parameters": {"bank": "\#(path)"}}]}"#, file: "b.json")
                Issue.record("\(path) was accepted")
            } catch {
                #expect(error.description.hasPrefix(expected), "\(error)")
            }
        }
    }
}
