import PlaytestKit
import Testing
@testable import Snakesss

@Suite("QuestionBank files")
struct QuestionBankTests {
    static func entry(_ id: Int, text: String? = nil, answer: String = "B", choices: String = #"["x", "y", "z"]"#) -> String {
        #"{"id": \#(id), "text": "\#(text ?? "question \(id)")", "choices": \#(choices), "answer": "\#(answer)", "category": "c", "difficulty": "easy"}"#
    }

    static func bank(_ entries: [String]) -> String { #"{"questions": ["# + entries.joined(separator: ", ") + "]}" }

    static func error(_ text: String) -> String {
        do {
            _ = try QuestionBank.parse(text, file: "bank.json", minimum: 2)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("a valid file reads every question")
    func valid() throws {
        let bank = try QuestionBank.parse(Self.bank([Self.entry(1), Self.entry(2, answer: "C")]), file: "bank.json", minimum: 2)
        #expect(bank.questions.map(\.answer) == [.b, .c])
    }

    @Test("an unknown answer letter, a missing choice, a duplicate question or too few questions is an error naming the entry")
    func errors() {
        #expect(Self.error(Self.bank([Self.entry(1, answer: "D"), Self.entry(2)]))
            == #"bank.json: $.questions[0].answer is "D"; allowed: A, B, C; did you mean "A"?"#)
        #expect(Self.error(Self.bank([Self.entry(1), Self.entry(2, choices: #"["x", "y"]"#)]))
            == "bank.json: $.questions[1].choices has 2 choices; give exactly three, for A, B and C")
        #expect(Self.error(Self.bank([Self.entry(1, text: "Same?"), Self.entry(2, text: "same?")]))
            == "bank.json: $.questions[1].text repeats the question of $.questions[0]; remove the duplicate")
        #expect(Self.error(Self.bank([Self.entry(1), Self.entry(1)])).hasPrefix("bank.json: $.questions[1].id is 1, the id of $.questions[0] too"))
        #expect(Self.error(Self.bank([Self.entry(1)])).hasPrefix("bank.json: $.questions has 1 questions; give at least 2"))
        #expect(Self.error("{").hasPrefix("bank.json: line 1, column 2"))
    }
}
