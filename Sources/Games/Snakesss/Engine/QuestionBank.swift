import PlaytestKit

/// The questions a game draws from: the shipped synthetic bank, or a user's file.
public struct QuestionBank: Sendable, Hashable {
    /// The questions, in file order.
    public let questions: [Question]

    /// A bank of the given questions.
    public init(questions: [Question]) {
        self.questions = questions
    }

    /// The synthetic bank: `perCell` questions of every difficulty in each of four categories, whose right
    /// letters are A, B and C in the proportions `shares` (interleaved, not drawn, so the bank is fixed data).
    public static func synthetic(perCell: Int = 10, shares: [Double] = [1.0 / 3, 1.0 / 3, 1.0 / 3]) -> QuestionBank {
        let categories = ["science", "history", "geography", "animals"]
        var questions: [Question] = []
        var counts = [0.0, 0.0, 0.0]
        for category in categories {
            for difficulty in QuestionDifficulty.allCases {
                for number in 1...perCell {
                    // The letter furthest below its share so far (ties to the earlier letter): a fixed interleaving.
                    let total = Double(questions.count + 1)
                    let letter = (0..<3).max { shares[$0] * total - counts[$0] < shares[$1] * total - counts[$1] }!
                    counts[letter] += 1
                    let id = questions.count + 1
                    questions.append(Question(
                        id: id, text: "\(category) \(difficulty.rawValue) question \(number)",
                        choices: ["choice A of \(id)", "choice B of \(id)", "choice C of \(id)"],
                        answer: Vote.letters[letter], category: category, difficulty: difficulty))
                }
            }
        }
        return QuestionBank(questions: questions)
    }

    /// Reads a bank file: `{"questions": [{"id": 1, "text": "...", "choices": ["...", "...", "..."],
    /// "answer": "B", "category": "...", "difficulty": "easy"}]}`.
    ///
    /// - Throws: `JSONInputError` naming the file and the entry: malformed JSON, a missing or unknown key, an
    ///   answer that is not A, B or C, not exactly three non-empty choices, a duplicate id or question text
    ///   (case-insensitive), or fewer questions than a game needs (`minimum`).
    public static func parse(_ text: String, file: String, minimum: Int = 9) throws(JSONInputError) -> QuestionBank {
        do throws(JSONInputError) {
            var root = try JSONObjectReader(JSONParser.parse(text), at: .root)
            let entries = try root.array("questions")
            try root.finish()
            var questions: [Question] = []
            var seenTexts: [String: JSONPath] = [:]
            var seenIDs: [Int: JSONPath] = [:]
            for entry in entries {
                var object = try JSONObjectReader(entry.value, at: entry.path)
                let id = try object.integer("id", in: 1...Int.max)
                let question = try object.string("text")
                let choices = try object.array("choices")
                let answer = try object.oneOf("answer", allowed: ["A", "B", "C"])
                let category = try object.string("category")
                let difficulty = try object.oneOf("difficulty", allowed: QuestionDifficulty.allCases.map(\.rawValue))
                try object.finish()
                guard choices.count == 3 else {
                    throw JSONInputError(path: entry.path.appending(key: "choices"), problem: "has \(choices.count) choices",
                                         fix: "give exactly three, for A, B and C")
                }
                var texts: [String] = []
                for choice in choices {
                    let text = try JSONObjectReader.string(choice.value, at: choice.path)
                    guard !text.isEmpty else { throw JSONInputError(path: choice.path, problem: "is empty", fix: "write the choice") }
                    texts.append(text)
                }
                guard !question.isEmpty else {
                    throw JSONInputError(path: entry.path.appending(key: "text"), problem: "is empty", fix: "write the question")
                }
                if let earlier = seenIDs[id] {
                    throw JSONInputError(path: entry.path.appending(key: "id"), problem: "is \(id), the id of \(earlier) too", fix: "give every question its own id")
                }
                if let earlier = seenTexts[question.lowercased()] {
                    throw JSONInputError(path: entry.path.appending(key: "text"), problem: "repeats the question of \(earlier)",
                                         fix: "remove the duplicate")
                }
                seenIDs[id] = entry.path
                seenTexts[question.lowercased()] = entry.path
                questions.append(Question(
                    id: id, text: question, choices: texts, answer: Vote(rawValue: answer.lowercased())!, category: category,
                    difficulty: QuestionDifficulty(rawValue: difficulty)!))
            }
            guard questions.count >= minimum else {
                throw JSONInputError(path: JSONPath.root.appending(key: "questions"), problem: "has \(questions.count) questions",
                                     fix: "give at least \(minimum), so that a game of 9 rounds never repeats one")
            }
            return QuestionBank(questions: questions)
        } catch {
            throw error.inFile(file)
        }
    }

    /// The share of questions whose answer is each letter (A, B, C).
    public var letterShares: [Double] {
        Vote.letters.map { letter in Double(questions.filter { $0.answer == letter }.count) / Double(max(1, questions.count)) }
    }
}
