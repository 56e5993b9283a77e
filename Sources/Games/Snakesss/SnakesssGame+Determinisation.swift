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
        var session = SnakesssSession(settings: settings, rules: rules, using: &rng)
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
        let unknown = (0..<count).filter { !isKnown[$0] }
        let (_, snakeCount) = RoleService.distribution(players: count)
        let snakesLeft = max(0, snakeCount - (0..<count).filter { isKnown[$0] && roles[$0] == .snake }.count)
        let mongooseLeft = (0..<count).contains { isKnown[$0] && roles[$0] == .mongoose } ? 0 : 1
        let answers = view.answer.map { [$0] } ?? (hasQuestion ? Vote.letters : [Vote.a])
        let weighs = hasQuestion && view.answer == nil

        // The placements: a mask of the unknown seats that are snakes, and which other unknown seat is the mongoose.
        func place(mask: Int, mongoose: Int) {
            for (position, index) in unknown.enumerated() {
                roles[index] = mask & (1 << position) != 0 ? .snake : position == mongoose ? .mongoose : .human
            }
        }
        func weight(answer: Vote) -> Double {
            guard weighs else { return 1 }
            var weight = view.bankLetterShares[Vote.letters.firstIndex(of: answer)!]
            var snakesSaid: Vote?
            for index in 0..<count {
                let heard = index == seat ? view.belief : view.statements[index]
                guard let heard else { continue }
                if roles[index] == .snake {
                    if index == seat { continue }
                    if heard == answer {
                        weight *= Self.snakeSaysAnswer
                    } else if let first = snakesSaid {
                        weight *= heard == first ? Self.snakesAgree : 1 - Self.snakesAgree
                    } else {
                        weight *= 0.5
                        snakesSaid = heard
                    }
                } else {
                    weight *= heard == answer ? chance : (1 - chance) / 2
                }
            }
            return weight
        }
        let masks = (0..<(1 << unknown.count)).filter { $0.nonzeroBitCount == snakesLeft }
        func mongooses(_ mask: Int) -> [Int] {
            mongooseLeft == 0 ? [-1] : unknown.indices.filter { mask & (1 << $0) == 0 }
        }
        // Two passes over the same placements: the total weight, then the one the draw lands in.
        var total = 0.0
        var placements = 0
        for mask in masks {
            for mongoose in mongooses(mask) {
                place(mask: mask, mongoose: mongoose)
                for answer in answers {
                    total += weight(answer: answer)
                    placements += 1
                }
            }
        }
        var target = total > 0 ? rng.drawUnitDouble() * total : -1
        var uniform = total > 0 ? -1 : rng.draw(index: max(1, placements))
        var chosen = answers[0]
        // Rounding can leave the draw past the last placement, which is then the one chosen (as `roles` holds it).
        search: for mask in masks {
            for mongoose in mongooses(mask) {
                place(mask: mask, mongoose: mongoose)
                for answer in answers {
                    chosen = answer
                    if total > 0 {
                        target -= weight(answer: answer)
                        if target < 0 { break search }
                    } else {
                        if uniform == 0 { break search }
                        uniform -= 1
                    }
                }
            }
        }
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
                    session.beliefs[index] = knows ? chosen : Vote.letters.filter { $0 != chosen }[wrong]
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
