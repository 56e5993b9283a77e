import PlaytestKit

/// One game of Snakesss, pass and play (the logic of the document's `GameViewModel`).
///
/// Each round: roles are dealt (`RoleService`), each player sees theirs
/// (`roleReveal`), the mongoose is announced, the question is drawn
/// (`QuestionService`; each non-snake then believes an answer, right with the
/// settings' chance for its difficulty), the snakes see each other
/// (`snakeReveal`), the players state an answer aloud in order
/// (`discussion`), vote in order (`voting`), and the round is scored
/// (`ScoringService`, `roundResults`). After `roundCount` rounds the game ends.
public struct SnakesssSession: Sendable {
    /// What the game plays by.
    public let settings: SnakesssSettings
    /// The behaviour: documented or broken.
    public let rules: SnakesssRules
    /// The players, in seat order.
    public internal(set) var players: [Player]
    /// The phase.
    public internal(set) var phase: GamePhase = .roleReveal(playerIndex: 0)
    /// Rounds begun (1-based).
    public internal(set) var round = 1
    /// This round's question, once drawn.
    public internal(set) var question: Question?
    /// Ids of the questions asked so far.
    public internal(set) var usedQuestions: Set<Int> = []
    /// What each non-snake believes the answer is this round (nil for snakes and before the question).
    public internal(set) var beliefs: [Vote?]
    /// What each player said aloud in this round's discussion.
    public internal(set) var statements: [Vote?]
    /// Votes cast this round, per player.
    public internal(set) var votesCast: [Int]
    /// The rounds played.
    public internal(set) var rounds: [RoundResult] = []

    /// A new game: `settings.players` players named P1, P2, ...; roles of round 1 dealt.
    public init<R: RandomNumberGenerator>(settings: SnakesssSettings, rules: SnakesssRules = .documented, using rng: inout R) {
        self.settings = settings
        self.rules = rules
        players = (1...settings.players).map { Player(name: "P\($0)") }
        beliefs = Array(repeating: nil, count: settings.players)
        statements = Array(repeating: nil, count: settings.players)
        votesCast = Array(repeating: 0, count: settings.players)
        dealRoles(using: &rng)
    }

    /// A session of `settings.players` players with no roles dealt (every one human) and nothing drawn: the start of a
    /// search's determinisation, which sets the roles and the rest from a view.
    init(undealt settings: SnakesssSettings, rules: SnakesssRules) {
        self.settings = settings
        self.rules = rules
        players = (1...settings.players).map { Player(name: "P\($0)") }
        beliefs = Array(repeating: nil, count: settings.players)
        statements = Array(repeating: nil, count: settings.players)
        votesCast = Array(repeating: 0, count: settings.players)
    }

    /// The mongoose's seat.
    public var mongoose: Int? { players.firstIndex { $0.role == .mongoose } }
    /// The snakes' seats, in seat order.
    public var snakes: [Int] { players.indices.filter { players[$0].role == .snake } }
    /// The winners at the end: everyone with the top total.
    public var winners: [Int] {
        let top = players.map(\.totalScore).max() ?? 0
        let all = players.indices.filter { players[$0].totalScore == top }
        return rules.has(.winnersFirstOnly) ? Array(all.prefix(1)) : all
    }
    /// True once the game has ended.
    public var isOver: Bool { phase == .gameEnd }

    /// The saved record of a finished game.
    public var record: GameRecord {
        GameRecord(names: players.map(\.name), totals: players.map(\.totalScore), winners: winners, rounds: rounds)
    }

    // MARK: - Moves

    /// Continue: past a role reveal, the announcement, the question, a snake reveal, or the results. Ignored elsewhere.
    @discardableResult
    public mutating func next<R: RandomNumberGenerator>(using rng: inout R) -> Bool {
        switch phase {
        case .roleReveal(let index):
            phase = index + 1 < players.count ? .roleReveal(playerIndex: index + 1) : .mongooseAnnouncement
        case .mongooseAnnouncement:
            drawQuestion(using: &rng)
            phase = .question
        case .question:
            phase = snakes.isEmpty || rules.has(.skipsSnakeReveal) ? .discussion : .snakeReveal(snakeIndex: 0)
        case .snakeReveal(let index):
            phase = index + 1 < snakes.count ? .snakeReveal(snakeIndex: index + 1) : .discussion
        case .roundResults:
            if round < settings.roundCount + (rules.has(.extraRound) ? 1 : 0) {
                round += 1
                beliefs = Array(repeating: nil, count: players.count)
                statements = Array(repeating: nil, count: players.count)
                votesCast = Array(repeating: 0, count: players.count)
                question = nil
                for index in players.indices { players[index].vote = nil }
                dealRoles(using: &rng)
                phase = .roleReveal(playerIndex: 0)
            } else {
                phase = .gameEnd
            }
        case .voting:
            if rules.has(.nextInVotingRedeals) { dealRoles(using: &rng) }
            return false
        case .discussion, .gameEnd:
            return false
        }
        return true
    }

    /// The discussion's speaker states an answer (a letter) aloud. Ignored outside the discussion, and for `snake`.
    @discardableResult
    public mutating func say(_ answer: Vote) -> Bool {
        guard phase == .discussion, answer != .snake, let speaker = statements.firstIndex(where: { $0 == nil }) else { return false }
        statements[speaker] = answer
        if !statements.contains(where: { $0 == nil }) { phase = .voting(playerIndex: 0) }
        return true
    }

    /// The player whose turn it is votes. A snake's vote is always `snake` (its only button); a non-snake's
    /// `snake` vote is refused. Ignored outside voting.
    @discardableResult
    public mutating func vote(_ choice: Vote) -> Bool {
        guard case .voting(let index) = phase else { return false }
        let role = players[index].role
        var cast = choice
        if role == .snake && !rules.has(.snakeVotesLetter) { cast = .snake }
        if role != .snake && cast == .snake { return false }
        if rules.has(.mongooseVoteRecordedRight), role == .mongoose, let question { cast = question.answer }
        players[index].vote = cast
        votesCast[index] += 1
        if rules.has(.doubleVote), index == 0, votesCast[index] == 1 {
            votesCast[index] += 1
        }
        if index + 1 < players.count - (rules.has(.lastVoterSkipped) ? 1 : 0) {
            phase = .voting(playerIndex: index + 1)
        } else {
            scoreRound()
            phase = .roundResults
        }
        return true
    }

    // MARK: - Dealing and scoring

    mutating func dealRoles<R: RandomNumberGenerator>(using rng: inout R) {
        var roles = RoleService.assignRoles(players: players.count, offByOne: rules.has(.roleTableOffByOne), using: &rng)
        if rules.has(.rolesDealtOnce), round > 1 { roles = players.map(\.role) }
        if rules.has(.eightPlayerRowOffByOne), players.count == 8, let snake = roles.firstIndex(of: .snake) { roles[snake] = .human }
        if rules.has(.rolesUnshuffled) { roles.sort { [Role.human, .snake, .mongoose].firstIndex(of: $0)! < [Role.human, .snake, .mongoose].firstIndex(of: $1)! } }
        if rules.has(.twoMongooses), round % 2 == 0, let human = roles.firstIndex(of: .human) { roles[human] = .mongoose }
        for index in players.indices {
            players[index].role = roles[index]
            if roles[index] == .snake { players[index].snakeRounds += 1 }
        }
    }

    mutating func drawQuestion<R: RandomNumberGenerator>(using rng: inout R) {
        let used = rules.has(.repeatsQuestions) ? Set<Int>() : usedQuestions
        let drawn = QuestionService.getQuestion(from: settings.bank, used: used, ticketBelowTen: rules.has(.mixTicketBelowTen), using: &rng)
        question = drawn
        usedQuestions.insert(drawn.id)
        let chance = settings.knowledge(of: drawn)
        let wrong = Vote.letters.filter { $0 != drawn.answer }
        for index in players.indices {
            // Every player's draws come in seat order, so the beliefs do not depend on the roles.
            let knows = rng.drawUnitDouble() < chance
            let guess = wrong[rng.draw(index: 2)]
            beliefs[index] = players[index].role == .snake ? nil : (knows ? drawn.answer : guess)
        }
    }

    mutating func scoreRound() {
        guard let question else { return }
        let roles = players.map(\.role)
        let votes = players.map { $0.vote ?? .snake }
        var points = ScoringService.calculateRoundScores(
            roles: roles, votes: votes, answer: question.answer, table: settings.table, snakesCountWrong: rules.has(.wrongCountsSnakes))
        if rules.has(.rightScoresOneMore) {
            for index in points.indices where roles[index].isNonSnake && votes[index] == question.answer { points[index] += 1 }
        }
        rounds.append(RoundResult(question: question, roles: roles, votes: votes, points: points))
        for index in players.indices {
            var delta = points[index]
            if rules.has(.countsTwice) { delta *= 2 }
            if rules.has(.totalDrops), roles[index] == .snake, points[index] == 0 { delta = -1 }
            players[index].totalScore += delta
        }
    }
}
