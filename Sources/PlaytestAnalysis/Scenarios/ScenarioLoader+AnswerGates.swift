import PlaytestHarness

// MARK: - Gates on the designer's answers

extension ScenarioLoader {
    /// The keys a gate on a figure takes that a gate on an answer refuses, with why: the answer's own test is the
    /// whole condition.
    static let keysRefusedOnAnswers: [(key: String, fix: String)] = [
        ("ratioTo", "remove it: an answer is a verdict, not a figure to divide"),
        ("between", "remove it: \"is\": \"yes\" or \"no\" is the whole condition"),
        ("atLeast", "remove it: \"is\": \"yes\" or \"no\" is the whole condition"),
        ("atMost", "remove it: \"is\": \"yes\" or \"no\" is the whole condition"),
        ("equivalentTo", "remove it: the fair answer is already an equivalence test; the study's \"fairMargin\" sets its margin"),
        ("margin", "remove it, and set the study's \"fairMargin\" (fair) or \"closeMargin\" (close) to change the question"),
        ("confidence", "remove it: the answer's test has its own level (90% for fair and close, 5% each side)"),
        ("sequential", "remove it: an answer gate is read once the study's games are played; raise the study's \"games\""),
        ("maxGames", "remove it: an answer gate is read once the study's games are played; raise the study's \"games\""),
        ("range", "remove it: an answer gate has no per-game values to bound"),
    ]

    /// Reads a gate on a designer's answer: `{"id": "fair", "metric": "answer.fair", "is": "yes"}` (`is` defaults to the
    /// verdict a designer hopes for: yes, or no for `answer.broke` and `answer.never-reached`; `inconclusive` as for
    /// any gate).
    func readAnswerGate(_ gate: inout JSONObjectReader, id: String, metric: String, at path: JSONPath) throws(JSONInputError) -> GateDraft {
        guard let question = AnswerGate.question(named: metric) else {
            let own = DesignAnswer.Question.allCases.first { AnswerGate.prefix + $0.id == metric }
            let suggestion = JSONSuggestion.closest(to: metric, among: AnswerGate.names).map { "did you mean \"\($0)\"? " } ?? ""
            throw JSONInputError(
                path: path.appending(key: "metric"),
                problem: own == nil ? "\"\(metric)\" is not an answer a gate can ask"
                    : "\"\(metric)\" is a game's own answer (its report section's), which gates do not read",
                fix: "\(suggestion)use one of: \(AnswerGate.names.joined(separator: ", "))")
        }
        for refused in Self.keysRefusedOnAnswers where gate.contains(refused.key) {
            throw JSONInputError(path: path.appending(key: refused.key), problem: "is given for a gate on the answer \"\(metric)\"", fix: refused.fix)
        }
        let expected = try gate.optionalOneOf("is", allowed: AnswerGate.verdicts.map(\.rawValue)).flatMap(Verdict.init(rawValue:))
        let inconclusive = try gate.optionalOneOf("inconclusive", allowed: ["fail", "pass"]) ?? "fail"
        try gate.finish()
        return GateDraft(path: path, id: id, metric: metric, ratioTo: nil, atLeast: nil, atMost: nil, confidence: 0.95,
                         inconclusivePasses: inconclusive == "pass", sequentialMaxGames: nil, range: nil, equivalence: false,
                         answer: question, expected: expected ?? question.hopedFor)
    }

    /// Refuses a gate on an answer that cannot apply to the game's configuration: fair and close in a game of one seat,
    /// what was never reached in a game without coverage labels.
    func checkAnswer(_ question: DesignAnswer.Question, of draft: GateDraft, registration: GameRegistration, configuration: GameConfiguration)
        throws(JSONInputError)
    {
        let path = draft.path.appending(key: "metric")
        let game = registration.descriptor.id
        if question == .fair || question == .close, registration.seats(in: configuration) < 2 {
            throw JSONInputError(path: path, problem: "asks \"\(question.text)\" of \(game) with one seat, which has no other seat to compare",
                                 fix: "remove the gate, or play the game with two or more seats")
        }
        if question == .unreached, registration.coverageLabels.isEmpty {
            throw JSONInputError(path: path, problem: "asks what was never reached of \(game), which declares no coverage labels",
                                 fix: "remove the gate, or declare coverage labels in the game's registration")
        }
    }

    /// Refuses gates on answers a study's bots cannot answer: fair and close need a configuration of playing bots in
    /// which one bot holds every seat (``SeatFairness``, ``Closeness``), length one of playing bots; the skill answer
    /// needs a ladder study.
    func checkAnswerBots(_ drafts: [GateDraft], bots: [BotAssignment], registration: GameRegistration, isLadder: Bool) throws(JSONInputError) {
        for draft in drafts {
            guard let question = draft.answer else { continue }
            let path = draft.path.appending(key: "metric")
            if question == .skill, !isLadder {
                throw JSONInputError(path: path, problem: "asks whether skill matters in a study that is not a ladder",
                                     fix: "add \"ladder\": {\"rungs\": [weakest, ..., strongest]} to the study")
            }
            guard !isLadder else { continue }
            let checking = bots.first { $0.entries.contains { registration.bot($0.bot)?.isFuzzer ?? false } }
            if [.fair, .close, .length].contains(question), let checking {
                throw JSONInputError(path: path, problem: "asks \"\(question.text)\" of a study with the checking bot \(checking.description), "
                                        + "whose games answer no design question", fix: "gate it in a study of playing bots")
            }
            if question == .fair, let mixed = bots.first(where: { $0.uniformBot == nil }) {
                throw JSONInputError(path: path, problem: "asks whether the game is fair in a study that seats different bots (\(mixed.description)), "
                                        + "where a seat's edge cannot be told from a bot's",
                                     fix: "gate it in a study where one bot holds every seat, e.g. \"bots\": [\"\(mixed.entries.first?.bot ?? "random")\"]")
            }
        }
    }
}
