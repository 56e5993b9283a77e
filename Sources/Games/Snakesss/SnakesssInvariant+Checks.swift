import PlaytestKit

extension SnakesssInvariant {
    static func roleCounts(_ moment: Moment<SnakesssGame>, _ state: SnakesssSession) -> String? {
        if case .action(_, let before) = moment, before.round == state.round { return nil }
        guard let (humans, snakes) = SnakesssReference.roles(players: state.players.count) else {
            return "\(state.players.count) players: the document's role table has no row for them"
        }
        let roles = state.players.map(\.role)
        let counted = (roles.filter { $0 == .human }.count, roles.filter { $0 == .snake }.count, roles.filter { $0 == .mongoose }.count)
        if counted != (humans, snakes, 1) {
            return "round \(state.round) dealt \(counted.0) humans, \(counted.1) snakes, \(counted.2) mongooses; the table says \(humans), \(snakes), 1"
        }
        return nil
    }

    static func snakesVoteSnake(_ state: SnakesssSession) -> String? {
        for player in state.players {
            guard let vote = player.vote else { continue }
            if player.role == .snake && vote != .snake { return "\(player.name), a snake, voted \(vote.rawValue)" }
            if player.role != .snake && vote == .snake { return "\(player.name), a \(player.role.rawValue), voted snake" }
        }
        return nil
    }

    static func oneVotePerPlayer(_ moment: Moment<SnakesssGame>, _ state: SnakesssSession) -> String? {
        if let index = state.votesCast.firstIndex(where: { $0 > 1 }) { return "\(state.players[index].name) voted \(state.votesCast[index]) times" }
        guard case .action(_, let before) = moment, before.phase != .roundResults, state.phase == .roundResults else { return nil }
        if let index = state.votesCast.firstIndex(where: { $0 != 1 }) {
            return "the round ended with \(state.players[index].name) having voted \(state.votesCast[index]) times"
        }
        return nil
    }

    static func roundScores(_ moment: Moment<SnakesssGame>, _ state: SnakesssSession, configuration: GameConfiguration) -> String? {
        guard case .action(_, let before) = moment, state.rounds.count > before.rounds.count, let result = state.rounds.last else { return nil }
        let expected = SnakesssReference.roundPoints(
            roles: result.roles, votes: result.votes, answer: result.question.answer, configuration: configuration)
        if result.points != expected { return "round \(state.rounds.count) scored \(result.points), the \(state.settings.table.name) table says \(expected)" }
        // A second, closed-form account of the same round, valid for any table: the non-snakes' points sum to
        // K x (a + bK) plus the bonus of a right mongoose, the snakes' to S x (c + dW). With kw: K squared and S x W.
        let table = state.settings.table
        let nonSnakes = result.roles.filter(\.isNonSnake).count
        let right = zip(result.roles, result.votes).filter { $0.0.isNonSnake && $0.1 == result.question.answer }.count
        let wrong = nonSnakes - right
        let snakes = result.roles.count - nonSnakes
        let mongooseRight = zip(result.roles, result.votes).contains { $0.0 == .mongoose && $0.1 == result.question.answer }
        let nonSnakePoints = zip(result.roles, result.points).filter { $0.0.isNonSnake }.reduce(0) { $0 + $1.1 }
        let snakePoints = zip(result.roles, result.points).filter { $0.0 == .snake }.reduce(0) { $0 + $1.1 }
        let expectedNonSnake = right * table.rightPoints(right: right) + (mongooseRight ? table.mongooseBonus : 0)
        if nonSnakePoints != expectedNonSnake {
            return "non-snakes scored \(nonSnakePoints), not K x (a + bK) + bonus = \(expectedNonSnake) (K = \(right), \(table.name) table)"
        }
        if snakePoints != snakes * table.snakePoints(wrong: wrong) {
            return "snakes scored \(snakePoints), not S x (c + dW) = \(snakes * table.snakePoints(wrong: wrong)) (W = \(wrong), \(table.name) table)"
        }
        return nil
    }

    static func totalsNeverDecrease(_ moment: Moment<SnakesssGame>, _ state: SnakesssSession) -> String? {
        guard case .action(_, let before) = moment else { return nil }
        for index in state.players.indices where state.players[index].totalScore < before.players[index].totalScore {
            return "\(state.players[index].name)'s total fell from \(before.players[index].totalScore) to \(state.players[index].totalScore)"
        }
        return nil
    }

    static func winnersHaveTopTotal(_ state: SnakesssSession) -> String? {
        guard state.isOver else { return nil }
        let totals = state.players.map(\.totalScore)
        let expected = SnakesssReference.winners(totals: totals)
        let names = { (seats: [Int]) in seats.map { state.players[$0].name }.joined(separator: ", ") }
        if state.winners != expected {
            return "the winners are \(names(state.winners)) with totals \(totals); everyone with the top total is \(names(expected))"
        }
        if state.record.winners != expected {
            return "the saved record's winners are \(names(state.record.winners)); everyone with the top total is \(names(expected))"
        }
        return nil
    }

    static func totalsAreSumOfRounds(_ state: SnakesssSession) -> String? {
        for index in state.players.indices {
            let sum = state.rounds.reduce(0) { $0 + $1.points[index] }
            if state.players[index].totalScore != sum {
                return "\(state.players[index].name)'s total is \(state.players[index].totalScore), but the rounds sum to \(sum)"
            }
        }
        return nil
    }

    static func noRepeatedQuestion(_ moment: Moment<SnakesssGame>, _ state: SnakesssSession) -> String? {
        guard case .action(_, let before) = moment, before.question == nil, let question = state.question else { return nil }
        if before.usedQuestions.contains(question.id), before.usedQuestions.count < state.settings.bank.questions.count {
            return "round \(state.round) repeats question \(question.id) while \(state.settings.bank.questions.count - before.usedQuestions.count) are unused"
        }
        return nil
    }

    static func roundCount(_ state: SnakesssSession) -> String? {
        if state.round > state.settings.roundCount { return "round \(state.round) began in a game of \(state.settings.roundCount) rounds" }
        if state.isOver, state.rounds.count != state.settings.roundCount {
            return "the game ended after \(state.rounds.count) rounds, not \(state.settings.roundCount)"
        }
        return nil
    }

    static func phaseOrder(_ moment: Moment<SnakesssGame>, _ state: SnakesssSession) -> String? {
        guard case .action(_, let before) = moment, before.phase != state.phase else { return nil }
        let snakes = before.snakes.count
        let allowed: [GamePhase]
        switch before.phase {
        case .roleReveal(let index):
            allowed = [index + 1 < before.players.count ? .roleReveal(playerIndex: index + 1) : .mongooseAnnouncement]
        case .mongooseAnnouncement: allowed = [.question]
        case .question: allowed = [snakes > 0 ? .snakeReveal(snakeIndex: 0) : .discussion]
        case .snakeReveal(let index): allowed = [index + 1 < snakes ? .snakeReveal(snakeIndex: index + 1) : .discussion]
        case .discussion: allowed = [.voting(playerIndex: 0)]
        case .voting(let index): allowed = [index + 1 < before.players.count ? .voting(playerIndex: index + 1) : .roundResults]
        case .roundResults: allowed = [.roleReveal(playerIndex: 0), .gameEnd]
        case .gameEnd: allowed = []
        }
        return allowed.contains(state.phase) ? nil : "the phase went from \(before.phase) to \(state.phase); the document allows \(allowed.map(\.description))"
    }

    /// The false-alarm rate `rolesDealtAgain` allows a game: 1e-8, so a check of a million games fails on a correct
    /// engine with a chance of at most 1%.
    static let redealAlpha = 1e-8

    /// At the end of a game: how many of its rounds repeat the deal of the round before. A fresh shuffle of the table's
    /// multiset repeats a given deal with chance 1 / (players! / (humans! snakes! 1!)), independently each round, so the
    /// count is binomial; the game fails when a count this high has a chance of at most `redealAlpha`. A game too short
    /// to tell (4 players, 3 rounds) never fails.
    static func rolesDealtAgain(_ moment: Moment<SnakesssGame>, _ state: SnakesssSession) -> String? {
        guard case .action(_, let before) = moment, before.phase != .gameEnd, state.phase == .gameEnd, state.rounds.count > 1,
              let (humans, snakes) = SnakesssReference.roles(players: state.players.count) else { return nil }
        let changes = state.rounds.count - 1
        let repeats = (1..<state.rounds.count).filter { state.rounds[$0].roles == state.rounds[$0 - 1].roles }.count
        let deals = SnakesssReference.distinctDeals(players: state.players.count, humans: humans, snakes: snakes)
        let chance = SnakesssReference.binomialUpperTail(atLeast: repeats, of: changes, probability: 1 / deals)
        guard chance <= redealAlpha else { return nil }
        return "\(repeats) of \(changes) rounds repeated the deal before them; a fresh shuffle (1 in \(Int(deals)) deals) does so with chance \(chance)"
    }

    /// After a vote move in the voting phase: the voter's vote (and, when the round ended, the round's record of it) is
    /// the vote the move cast, worked out from the move and the voter's role.
    static func votesAsCast(_ moment: Moment<SnakesssGame>, _ state: SnakesssSession) -> String? {
        guard case .action(.vote(let choice), let before) = moment, case .voting(let voter) = before.phase,
              before.players.indices.contains(voter) else { return nil }
        let role = before.players[voter].role
        let name = before.players[voter].name
        if role != .snake && choice == .snake {
            return state.players[voter].vote == before.players[voter].vote && state.phase == before.phase
                ? nil : "\(name), a \(role.rawValue), pressed snake, which is refused, but the vote was taken"
        }
        let cast: Vote = role == .snake ? .snake : choice
        if state.players[voter].vote != cast {
            return "\(name), a \(role.rawValue), pressed \(choice.rawValue) but the vote recorded is \(state.players[voter].vote?.rawValue ?? "none")"
        }
        if state.rounds.count > before.rounds.count, let result = state.rounds.last, result.votes[voter] != cast {
            return "\(name) voted \(cast.rawValue) but the round's results record \(result.votes[voter].rawValue)"
        }
        return nil
    }

    /// After any move within a round (the round number unchanged): every player's role is the one it had before.
    static func rolesFixedWithinRound(_ moment: Moment<SnakesssGame>, _ state: SnakesssSession) -> String? {
        guard case .action(let action, let before) = moment, before.round == state.round,
              let index = state.players.indices.first(where: { state.players[$0].role != before.players[$0].role }) else { return nil }
        return "\(action) in round \(state.round) changed \(state.players[index].name)'s role from \(before.players[index].role.rawValue) to \(state.players[index].role.rawValue)"
    }

    /// At the start: the bank's right letters counted, against the configured shares (the synthetic bank interleaves
    /// them, so each count is within one question of its share; a bank file sets its own).
    static func letterSharesAsConfigured(_ moment: Moment<SnakesssGame>, _ state: SnakesssSession, configuration: GameConfiguration) -> String? {
        guard case .start = moment, let shares = SnakesssReference.letterShares(configuration) else { return nil }
        let questions = state.settings.bank.questions
        guard !questions.isEmpty else { return "the synthetic bank holds no question" }
        for (index, letter) in Vote.letters.enumerated() {
            let count = questions.filter { $0.answer == letter }.count
            let expected = shares[index] * Double(questions.count)
            if abs(Double(count) - expected) > 1 + 1e-9 {
                return "\(count) of the bank's \(questions.count) answers are \(letter.rawValue.uppercased()); the configured share \(shares[index]) gives \(expected)"
            }
        }
        return nil
    }
}
