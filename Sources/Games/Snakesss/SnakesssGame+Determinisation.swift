import PlaytestKit

// MARK: - The search's determinisation

extension SnakesssGame {
    /// The chance the players' model gives a later snake's stating the letter an earlier snake of the round stated
    /// (the other wrong letter otherwise): snakes see each other and the answer, and tend to agree on one letter.
    static let snakesAgree = 0.75
    /// The weight of a snake's stating the answer, which the model rules out: small, not zero, so that a seat that heard
    /// it (from a fuzzer) still draws a state.
    static let snakeSaysAnswer = 1e-6

    /// A session the seat could be in: every (roles, answer) pair consistent with the view is weighed by the chance of
    /// the beliefs and statements it implies (see ``SnakesssGame``'s search summary), one is drawn, then the beliefs of
    /// the non-snakes who have not spoken (the answer with the knowledge chance, else either wrong letter) and the
    /// earlier voters' votes (the rollout's: a human what the mongoose said, the mongoose its belief).
    public func determinise<R: RandomNumberGenerator>(_ view: SnakesssView, seat: Int, using rng: inout R) -> SnakesssSession {
        var session = SnakesssSession(undealt: settings, rules: rules)
        let count = view.players
        session.phase = view.phase
        session.round = view.round
        session.statements = view.statements
        for index in 0..<count { session.players[index].totalScore = view.totals[index] }
        let hasQuestion = view.questionText != nil
        let chance = view.questionDifficulty.map { settings.knowledge(of: $0) } ?? 0
        // The roles the view shows: the seat's own, the mongoose, and for a snake its fellows (then every other seat is
        // human once the mongoose is known); a ceiling's clairvoyant view shows them all.
        var roles = [Role](repeating: .human, count: count)
        var isKnown = [Bool](repeating: false, count: count)
        roles[seat] = view.role
        isKnown[seat] = true
        if let mongoose = view.mongoose {
            roles[mongoose] = .mongoose
            isKnown[mongoose] = true
        }
        if let revealed = view.revealedRoles, revealed.count == count {
            roles = revealed
            isKnown = Array(repeating: true, count: count)
        }
        if view.role == .snake {
            for other in view.fellowSnakes {
                roles[other] = .snake
                isKnown[other] = true
            }
            if view.mongoose != nil { isKnown = Array(repeating: true, count: count) }
        }
        let (_, snakeCount) = RoleService.distribution(players: count)
        var posterior = SnakesssPosterior(view: view, seat: seat, roles: roles, isKnown: isKnown, snakes: snakeCount,
                                          chance: chance, weighs: hasQuestion && view.answer == nil)
        let answers = view.answer.map { [$0] } ?? (hasQuestion ? Vote.letters : [Vote.a])
        let (mask, mongoose, answerIndex) = posterior.draw(answers: answers.map { Vote.letters.firstIndex(of: $0) ?? 0 }, using: &rng)
        roles = posterior.roles(mask: mask, mongoose: mongoose)
        let chosen = Vote.letters[answerIndex]
        for index in 0..<count { session.players[index].role = roles[index] }
        if hasQuestion, let text = view.questionText {
            session.question = Question(id: view.questionID ?? 0, text: text, choices: [], answer: chosen, category: "",
                                        difficulty: view.questionDifficulty ?? .medium)
            session.usedQuestions = view.questionID.map { [$0] } ?? []
            for index in 0..<count {
                if roles[index] == .snake {
                    session.beliefs[index] = nil
                } else if index == seat {
                    session.beliefs[index] = view.belief
                } else if let said = view.statements[index] {
                    session.beliefs[index] = said
                } else {
                    let knows = rng.drawUnitDouble() < chance
                    let wrong = rng.draw(index: 2)
                    session.beliefs[index] = knows ? chosen : Vote.letters[wrong < answerIndex ? wrong : wrong + 1]
                }
            }
        }
        if case .voting(let voter) = view.phase {
            let mongoose = view.mongoose
            for index in 0..<min(voter, count) {
                let followed = roles[index] == .human ? mongoose.flatMap { view.statements[$0] } : nil
                session.players[index].vote = roles[index] == .snake ? .snake : followed ?? session.beliefs[index]
                session.votesCast[index] = 1
            }
        }
        return session
    }
}
