import PlaytestKit

// MARK: - The search bot

/// Snakesss for the core's search bot. Decisions: in the discussion, the letter to state (a non-snake's belief
/// first, a snake's wrong letters first); in a vote, a non-snake's letter (a snake's one button is forced); `next`
/// elsewhere. A determinisation deals what the seat cannot see: the other seats' roles, the answer (unless it is a
/// snake), the other non-snakes' beliefs and earlier voters' votes, weighted by what it heard: under the players'
/// model (docs/games/snakesss.md) a non-snake states its belief and a snake a wrong letter. The answer is never read from
/// the bank: its letter is drawn from the bank's letter shares and the chance the seat's belief is right. Rollouts
/// play that model (non-snakes state and vote their belief, snakes state their first wrong letter). The reward is
/// the default: each seat's rank share by total.
extension SnakesssGame: SearchableGame {
    /// The seat's choices in its view's phase (see the extension's summary).
    public func decisions(in view: SnakesssView, seat: Int, into decisions: inout [SnakesssAction]) {
        switch view.phase {
        case .discussion:
            for letter in Self.letterOrder(role: view.role, belief: view.belief, answer: view.answer) { decisions.append(.say(letter)) }
        case .voting:
            if view.role == .snake { return decisions.append(.vote(.snake)) }
            for letter in Self.letterOrder(role: view.role, belief: view.belief, answer: nil) { decisions.append(.vote(letter)) }
        case .gameEnd:
            return
        default:
            decisions.append(.next)
        }
    }

    /// The letters in the order the search tries them: a non-snake's belief first, a snake's wrong letters first.
    static func letterOrder(role: Role, belief: Vote?, answer: Vote?) -> [Vote] {
        let first = role == .snake ? Vote.letters.filter { $0 != answer } : belief.map { [$0] } ?? []
        return first + Vote.letters.filter { !first.contains($0) }
    }

    /// The players' model: a non-snake states and votes its belief; a snake states its first wrong letter.
    public func rolloutChoice<R: RandomNumberGenerator>(
        among decisions: [SnakesssAction], in state: SnakesssSession, seat: Int, using rng: inout R
    ) -> Int {
        let wanted: SnakesssAction?
        switch state.phase {
        case .discussion:
            let wrong = Vote.letters.first { $0 != state.question?.answer }
            wanted = state.players[seat].role == .snake ? wrong.map(SnakesssAction.say) : state.beliefs[seat].map(SnakesssAction.say)
        case .voting:
            wanted = state.beliefs[seat].map(SnakesssAction.vote)
        default:
            wanted = nil
        }
        return wanted.flatMap { decisions.firstIndex(of: $0) } ?? rng.draw(index: decisions.count)
    }

    /// A session the seat could be in (see the extension's summary): every (roles, answer) pair consistent with
    /// the view is weighed by the chance of the beliefs and statements it implies, and one is drawn.
    public func determinise<R: RandomNumberGenerator>(_ view: SnakesssView, seat: Int, using rng: inout R) -> SnakesssSession {
        var session = SnakesssSession(settings: settings, rules: rules, using: &rng)
        let count = view.players
        session.phase = view.phase
        session.round = view.round
        session.statements = view.statements
        for index in 0..<count { session.players[index].totalScore = view.totals[index] }
        let question = view.questionText.flatMap { text in settings.bank.questions.first { $0.text == text } }
        let chance = question.map { settings.knowledge(of: $0) } ?? 0
        // Seats whose role the view does not show.
        let (_, snakeCount) = RoleService.distribution(players: count)
        var known = [Role?](repeating: nil, count: count)
        known[seat] = view.role
        if let mongoose = view.mongoose { known[mongoose] = .mongoose }
        // A ceiling's clairvoyant view: every role is known, so only the answer and the beliefs are drawn.
        if let roles = view.revealedRoles, roles.count == count { for index in 0..<count { known[index] = roles[index] } }
        if view.role == .snake {
            for other in view.fellowSnakes { known[other] = .snake }
            for index in 0..<count where known[index] == nil && view.mongoose != nil { known[index] = .human }
        }
        let unknown = (0..<count).filter { known[$0] == nil }
        let snakesLeft = snakeCount - known.filter { $0 == .snake }.count
        let mongooseLeft = known.contains(.mongoose) ? 0 : 1
        // Every placement of the unknown snakes (and mongoose), with every answer the seat cannot rule out.
        var choices: [(roles: [Role], answer: Vote, weight: Double)] = []
        let answers = view.answer.map { [$0] } ?? (question == nil ? [Vote.a] : Vote.letters)
        for mask in 0..<(1 << unknown.count) where mask.nonzeroBitCount == snakesLeft {
            for mongoose in mongooseLeft == 0 ? [-1] : unknown.indices.filter({ mask & (1 << $0) == 0 }) {
                var roles = known.map { $0 ?? .human }
                for (position, index) in unknown.enumerated() where mask & (1 << position) != 0 { roles[index] = .snake }
                if mongoose >= 0 { roles[unknown[mongoose]] = .mongoose }
                for answer in answers {
                    var weight = view.answer == nil && question != nil ? view.bankLetterShares[Vote.letters.firstIndex(of: answer)!] : 1
                    for index in 0..<count where question != nil {
                        let said = index == seat ? nil : view.statements[index]
                        let belief = index == seat ? view.belief : said
                        if roles[index] == .snake {
                            if said == answer { weight = 0 }
                        } else if let belief {
                            weight *= belief == answer ? chance : (1 - chance) / 2
                        }
                    }
                    choices.append((roles, answer, weight))
                }
            }
        }
        let total = choices.reduce(0) { $0 + $1.weight }
        var pick = choices.count - 1
        if total > 0 {
            var target = rng.drawUnitDouble() * total
            for (index, choice) in choices.enumerated() {
                target -= choice.weight
                if target < 0 { pick = index; break }
            }
        } else {
            pick = rng.draw(index: choices.count)
        }
        let chosen = choices[pick]
        for index in 0..<count { session.players[index].role = chosen.roles[index] }
        if let question {
            let asked = Question(id: question.id, text: question.text, choices: question.choices, answer: chosen.answer,
                                 category: question.category, difficulty: question.difficulty)
            session.question = asked
            session.usedQuestions = [question.id]
            let wrong = Vote.letters.filter { $0 != chosen.answer }
            for index in 0..<count {
                guard chosen.roles[index] != .snake else { session.beliefs[index] = nil; continue }
                if index == seat { session.beliefs[index] = view.belief; continue }
                if let said = view.statements[index] { session.beliefs[index] = said; continue }
                session.beliefs[index] = rng.drawUnitDouble() < chance ? chosen.answer : wrong[rng.draw(index: 2)]
            }
        }
        if case .voting(let voter) = view.phase {
            for index in 0..<voter {
                session.players[index].vote = chosen.roles[index] == .snake ? .snake : session.beliefs[index]
                session.votesCast[index] = 1
            }
        }
        return session
    }
}
