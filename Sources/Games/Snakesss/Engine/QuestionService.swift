import PlaytestKit

/// Loads, filters, de-duplicates and vends trivia questions (the document's `QuestionService`).
///
/// As an app uses it, a value holds the loaded questions (a repeated id or text, compared case-insensitively,
/// is dropped, the first kept), an optional category filter and the ids of the questions already used, which
/// the app reads, persists (the value is `Codable`; used ids are written in ascending order) and resets.
/// `getQuestion(using:)` never repeats a question until `resetUsedQuestions()`. The simulation draws through the
/// static `getQuestion(from:used:using:)`, the same mixed-difficulty draw over a bank.
public struct QuestionService: Sendable, Hashable, Codable {
    /// The loaded questions, de-duplicated, in load order.
    public let questions: [Question]
    /// The category questions are drawn from, or nil for every category.
    public var category: String?
    /// The ids of the questions already used.
    public var usedQuestionIDs: Set<Int>

    /// A service over `questions` (de-duplicated by id and by text), drawing from `category` (nil: all) and
    /// treating `usedQuestionIDs` as used.
    public init(questions: [Question], category: String? = nil, usedQuestionIDs: Set<Int> = []) {
        var ids = Set<Int>()
        var texts = Set<String>()
        self.questions = questions.filter { ids.insert($0.id).inserted && texts.insert($0.text.lowercased()).inserted }
        self.category = category
        self.usedQuestionIDs = usedQuestionIDs
    }

    /// The categories of the loaded questions, sorted.
    public var categories: [String] {
        Array(Set(questions.map(\.category))).sorted()
    }

    /// The questions of the filter's category (all when there is no filter), in load order.
    public var filteredQuestions: [Question] {
        guard let category else { return questions }
        return questions.filter { $0.category == category }
    }

    /// The filtered questions not used yet, in load order.
    public var unusedQuestions: [Question] {
        filteredQuestions.filter { !usedQuestionIDs.contains($0.id) }
    }

    /// Draws an unused question of the filter's category with the mixed-difficulty draw and marks it used; nil
    /// when every such question is used (call `resetUsedQuestions()` to start over).
    public mutating func getQuestion<R: RandomNumberGenerator>(using rng: inout R) -> Question? {
        let filtered = filteredQuestions
        guard filtered.contains(where: { !usedQuestionIDs.contains($0.id) }) else { return nil }
        let question = Self.getQuestion(from: QuestionBank(questions: filtered), used: usedQuestionIDs, using: &rng)
        usedQuestionIDs.insert(question.id)
        return question
    }

    /// Marks a question used (an app that showed it some other way).
    public mutating func markUsed(_ question: Question) {
        usedQuestionIDs.insert(question.id)
    }

    /// Forgets every used question, so that all can be drawn again.
    public mutating func resetUsedQuestions() {
        usedQuestionIDs.removeAll()
    }

    private enum CodingKeys: String, CodingKey {
        case questions, category, usedQuestionIDs
    }

    /// Reads a saved service (its questions are de-duplicated again).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(questions: try container.decode([Question].self, forKey: .questions),
                  category: try container.decodeIfPresent(String.self, forKey: .category),
                  usedQuestionIDs: Set(try container.decode([Int].self, forKey: .usedQuestionIDs)))
    }

    /// Writes the service; the used ids in ascending order, so that (with an encoder's sorted keys) the same
    /// state always writes the same bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(questions, forKey: .questions)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encode(usedQuestionIDs.sorted(), forKey: .usedQuestionIDs)
    }

    // MARK: - The draw

    /// The mixed-difficulty weights: easy 30%, medium 50%, hard 20%.
    public static let mix: [(QuestionDifficulty, Int)] = [(.easy, 30), (.medium, 50), (.hard, 20)]

    /// A question not in `used`, of a difficulty drawn from the mix (any unused one if that difficulty is spent;
    /// any at all once every question is used). `ticketBelowTen` is the planted fault `mixTicketBelowTen`.
    public static func getQuestion<R: RandomNumberGenerator>(
        from bank: QuestionBank, used: Set<Int>, ticketBelowTen: Bool = false, using rng: inout R
    ) -> Question {
        var ticket = rng.draw(below: ticketBelowTen ? 10 : 100)
        var difficulty = QuestionDifficulty.medium
        for (level, weight) in mix {
            if ticket < UInt64(weight) {
                difficulty = level
                break
            }
            ticket -= UInt64(weight)
        }
        // The candidates are counted, then the drawn one found, without copying the bank (the same draw as picking
        // from the filtered list).
        let questions = bank.questions
        var unused = 0
        var pool = 0
        for question in questions where !used.contains(question.id) {
            unused += 1
            if question.difficulty == difficulty { pool += 1 }
        }
        let fromPool = pool > 0
        let count = fromPool ? pool : (unused > 0 ? unused : questions.count)
        var target = rng.draw(index: count)
        for question in questions {
            if unused > 0 && used.contains(question.id) { continue }
            if fromPool && question.difficulty != difficulty { continue }
            if target == 0 { return question }
            target -= 1
        }
        return questions[questions.count - 1]
    }
}
