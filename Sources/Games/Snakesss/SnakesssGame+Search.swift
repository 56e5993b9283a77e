import PlaytestKit

// MARK: - The search bot

/// Snakesss for the core's search bot (`search-N`, docs/bots.md, "Snakesss's search").
///
/// - **Decisions**: a non-snake's vote (its belief first, then the other letters) and a snake's statement (the
///   letter a fellow snake already stated first, then the other wrong letter). A non-snake states its belief: its
///   points grow with the number of right non-snakes, so misleading them costs it, and no simulated voter here would
///   answer a lie differently from the truth, so a searched statement would be noise. A snake never states the
///   answer, and its vote is forced; `next` elsewhere.
/// - **Determinisation**: what the seat cannot see (the other seats' roles, the answer unless it is a snake, the
///   beliefs of those who have not spoken, the earlier voters' votes), every (roles, answer) pair weighed by the
///   chance of what it heard under the players' model (docs/games/snakesss.md): a non-snake states its belief (the
///   answer with the question's knowledge chance, else either wrong letter), a snake a wrong letter; the bank's
///   letter shares are the prior. The answer of a non-snake's question is never read from the bank.
/// - **Rollout**: the round only (`SearchRollout.horizon`; ``searchHorizon(of:)`` is the number of rounds scored):
///   a non-snake states its belief and votes what the mongoose said (the mongoose its belief), a snake states the
///   wrong letter a fellow snake stated, else the first wrong letter.
/// - **Evaluation**: the round's points of each seat minus the mean of the other seats' (the totals before the round
///   are the same in every simulation, and a game is won on the total), so a vote is judged by this round alone
///   rather than diluted over the rounds after it.
extension SnakesssGame: SearchableGame {
    /// The seat's choices in its view's phase (see the extension's summary).
    public func decisions(in view: SnakesssView, seat: Int, into decisions: inout [SnakesssAction]) {
        switch view.phase {
        case .discussion:
            if view.role == .snake {
                let said = view.fellowSnakes.lazy.compactMap { view.statements[$0] }.first
                Self.appendStatements(answer: view.answer, fellowsSaid: said, into: &decisions)
            } else if let belief = view.belief {
                decisions.append(.say(belief))
            } else {
                for letter in Vote.letters { decisions.append(.say(letter)) }
            }
        case .voting:
            if view.role == .snake { return decisions.append(.vote(.snake)) }
            Self.appendVotes(belief: view.belief, into: &decisions)
        case .gameEnd:
            return
        default:
            decisions.append(.next)
        }
    }

    /// The same choices read from a simulated state, without building the seat's view (the search's hot path).
    public func decisions(inState state: SnakesssSession, seat: Int, into decisions: inout [SnakesssAction]) {
        switch state.phase {
        case .discussion:
            if state.players[seat].role == .snake {
                Self.appendStatements(answer: state.question?.answer, fellowsSaid: Self.fellowSnakeStatement(in: state, besides: seat),
                                      into: &decisions)
            } else if let belief = state.question == nil ? nil : state.beliefs[seat] {
                decisions.append(.say(belief))
            } else {
                for letter in Vote.letters { decisions.append(.say(letter)) }
            }
        case .voting:
            if state.players[seat].role == .snake { return decisions.append(.vote(.snake)) }
            Self.appendVotes(belief: state.question == nil ? nil : state.beliefs[seat], into: &decisions)
        case .gameEnd:
            return
        default:
            decisions.append(.next)
        }
    }

    /// A snake's statements: the wrong letters, the one a fellow snake stated first (every letter when the answer is unknown).
    static func appendStatements(answer: Vote?, fellowsSaid: Vote?, into decisions: inout [SnakesssAction]) {
        guard let answer else {
            for letter in Vote.letters { decisions.append(.say(letter)) }
            return
        }
        if let fellowsSaid, fellowsSaid != answer, Vote.letters.contains(fellowsSaid) { decisions.append(.say(fellowsSaid)) }
        for letter in Vote.letters where letter != answer && letter != fellowsSaid { decisions.append(.say(letter)) }
    }

    /// A non-snake's votes: its belief first, then the other letters in order.
    static func appendVotes(belief: Vote?, into decisions: inout [SnakesssAction]) {
        if let belief { decisions.append(.vote(belief)) }
        for letter in Vote.letters where letter != belief { decisions.append(.vote(letter)) }
    }

    /// The first letter another snake stated this round, if one has spoken.
    static func fellowSnakeStatement(in state: SnakesssSession, besides seat: Int) -> Vote? {
        for index in state.players.indices where index != seat && state.players[index].role == .snake {
            if let said = state.statements[index] { return said }
        }
        return nil
    }

    /// The players' model (see the extension's summary): the first decision except for a non-snake's vote, which
    /// follows what the mongoose said.
    public func rolloutChoice<R: RandomNumberGenerator>(
        among decisions: [SnakesssAction], in state: SnakesssSession, seat: Int, using rng: inout R
    ) -> Int {
        guard case .voting = state.phase, state.players[seat].role == .human, let mongoose = state.mongoose,
              let said = state.statements[mongoose] else { return 0 }
        return decisions.firstIndex(of: .vote(said)) ?? 0
    }

    /// The number of rounds scored: the horizon moves on when the round being decided is scored.
    public func searchHorizon(of state: SnakesssSession) -> Int { state.rounds.count }

    /// Each seat's points in the last round scored minus the mean of the other seats' (0 before any round is scored).
    public func searchEvaluation(of state: SnakesssSession, into rewards: inout [Double]) {
        guard let points = state.rounds.last?.points, points.count == rewards.count, points.count > 1 else {
            for index in rewards.indices { rewards[index] = 0 }
            return
        }
        let total = Double(points.reduce(0, +))
        let others = Double(points.count - 1)
        for index in rewards.indices {
            let own = Double(points[index])
            rewards[index] = own - (total - own) / others
        }
    }
}
