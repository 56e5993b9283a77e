import Foundation
import PlaytestKit
import Testing
@testable import Snakesss

@Suite("QuestionService")
struct QuestionServiceTests {
    static let bank = QuestionBank.synthetic()

    @Test("the pool never repeats a question until it is reset, then draws every one again")
    func neverRepeatsUntilReset() {
        var service = QuestionService(questions: Self.bank.questions)
        var rng = Xoshiro256StarStar(seed: 11)
        var drawn: [Int] = []
        while let question = service.getQuestion(using: &rng) { drawn.append(question.id) }
        #expect(drawn.count == Self.bank.questions.count)
        #expect(Set(drawn).count == drawn.count)
        #expect(service.usedQuestionIDs == Set(Self.bank.questions.map(\.id)))
        #expect(service.getQuestion(using: &rng) == nil)
        service.resetUsedQuestions()
        #expect(service.usedQuestionIDs.isEmpty && service.unusedQuestions.count == Self.bank.questions.count)
        #expect(service.getQuestion(using: &rng) != nil)
    }

    @Test("the category filter keeps only that category's questions")
    func categoryFilter() {
        var service = QuestionService(questions: Self.bank.questions, category: "history")
        #expect(service.categories == ["animals", "geography", "history", "science"])
        #expect(service.filteredQuestions.count == 30)
        var rng = Xoshiro256StarStar(seed: 3)
        var drawn: [Question] = []
        while let question = service.getQuestion(using: &rng) { drawn.append(question) }
        #expect(drawn.count == 30 && drawn.allSatisfy { $0.category == "history" })
        service.category = nil
        #expect(service.unusedQuestions.count == Self.bank.questions.count - 30)
    }

    @Test("questions marked used from outside are not drawn; a used set set from outside is respected")
    func markAndSetUsed() {
        let questions = Array(Self.bank.questions.prefix(4))
        var service = QuestionService(questions: questions)
        service.markUsed(questions[0])
        service.usedQuestionIDs.formUnion([questions[1].id, questions[2].id])
        var rng = Xoshiro256StarStar(seed: 5)
        #expect(service.getQuestion(using: &rng) == questions[3])
        #expect(service.getQuestion(using: &rng) == nil)
    }

    @Test("loading drops a repeated id or text (case-insensitive), keeping the first")
    func deduplicates() {
        let first = Self.bank.questions[0]
        let sameID = Question(id: first.id, text: "another text", choices: first.choices, answer: .a, category: "x", difficulty: .hard)
        let sameText = Question(id: 999, text: first.text.uppercased(), choices: first.choices, answer: .a, category: "x", difficulty: .hard)
        let service = QuestionService(questions: [first, sameID, sameText, Self.bank.questions[1]])
        #expect(service.questions == [first, Self.bank.questions[1]])
    }

    @Test("a persisted service round-trips through Codable and draws on exactly as before; used ids are written sorted")
    func codableRoundTrip() throws {
        var service = QuestionService(questions: Self.bank.questions, category: "science")
        var rng = Xoshiro256StarStar(seed: 8)
        for _ in 0..<7 { _ = service.getQuestion(using: &rng) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(service)
        var restored = try JSONDecoder().decode(QuestionService.self, from: data)
        #expect(restored == service)
        #expect(try encoder.encode(restored) == data)
        let ids = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])["usedQuestionIDs"] as? [Int]
        #expect(ids == service.usedQuestionIDs.sorted())
        var rngCopy = rng
        for _ in 0..<5 { #expect(restored.getQuestion(using: &rng) == service.getQuestion(using: &rngCopy)) }
    }

    @Test("the pool draws as the simulation's draw does over the same bank and used set")
    func sameDrawAsTheSimulation() {
        var service = QuestionService(questions: Self.bank.questions, usedQuestionIDs: [1, 2, 3])
        var a = Xoshiro256StarStar(seed: 21)
        var b = a
        let expected = QuestionService.getQuestion(from: Self.bank, used: [1, 2, 3], using: &b)
        #expect(service.getQuestion(using: &a) == expected)
    }
}
