import Testing
import PlaytestKit

@Suite("SeatSummary: the game is the unit")
struct SeatSummaryTests {
    /// A party-like game: team A of `size` seats sharing `score` and the win, one seat of team B.
    static func game(size: Int, score: Double, won: Bool) -> [SeatOutcome] {
        (0..<size).map { _ in SeatOutcome(score: score, won: won, labels: SeatLabels(team: "A")) }
            + [SeatOutcome(score: 0, won: !won, labels: SeatLabels(team: "B"))]
    }

    @Test("a team of four seats adds once per game: n is games, the seats are sub-units, the interval is the games'")
    func teamCountsGames() throws {
        var summary = SeatSummary()
        let scores = [10.0, 14, 9, 17, 12, 11]
        for (index, score) in scores.enumerated() { summary.add(Self.game(size: 4, score: score, won: index % 3 == 0)) }
        let team = try #require(summary.group(.team("A")))
        #expect(team.games == 6 && team.seatGames == 24 && team.decidedGames == 6 && team.decidedSeatGames == 24)
        // Every seat of a game holds the game's score: the ratio is the mean over games, its interval the games' t interval.
        let games = try #require(RunningStatistics(scores).meanInterval95)
        let interval = try #require(team.scoreInterval)
        #expect(abs(interval.estimate - games.estimate) < 1e-12)
        #expect(abs(interval.lower - games.lower) < 1e-9 && abs(interval.upper - games.upper) < 1e-9)
        // The seats win together: a win is once per game, Wilson on 6 games (2 won), not on 24 seat-games.
        #expect(team.winsWholeGames && team.gamesWon == 2)
        #expect(team.winRate == ConfidenceInterval.wilson(successes: 2, trials: 6))
    }

    @Test("a role split by the outcome gives its seats' share as a ratio over games")
    func splitRole() throws {
        var summary = SeatSummary()
        let games: [[Bool]] = [[true, false], [true, true], [false, false], [true, false, false]]
        for wins in games {
            summary.add(wins.map { SeatOutcome(score: $0 ? 1 : 0, won: $0, labels: SeatLabels(role: "snake")) })
        }
        let role = try #require(summary.group(.role("snake")))
        #expect(role.decidedGames == 4 && role.decidedSeatGames == 9 && role.seatGamesWon == 4)
        #expect(role.gamesWon == 1 && role.gamesSplit == 2 && !role.winsWholeGames)
        let share = try #require(role.winRate)
        #expect(abs(share.estimate - 4.0 / 9.0) < 1e-12)
        #expect(share == role.wins.interval95)
    }

    @Test("merging chunks in order gives the same groups, bit for bit, as adding every game to one summary")
    func mergeInOrder() {
        let outcomes: [[SeatOutcome]] = (0..<130).map { (index: Int) -> [SeatOutcome] in
            let score = Double(index % 7) * 1.37
            return Self.game(size: 1 + index % 4, score: score, won: index % 5 == 0)
        }
        var whole = SeatSummary()
        for game in outcomes { whole.add(game) }
        var folded = SeatSummary()
        for start in stride(from: 0, to: outcomes.count, by: 64) {
            var chunk = SeatSummary()
            for game in outcomes[start..<min(start + 64, outcomes.count)] { chunk.add(game) }
            folded.merge(chunk)
        }
        var again = SeatSummary()
        for start in stride(from: 0, to: outcomes.count, by: 64) {
            var chunk = SeatSummary()
            for game in outcomes[start..<min(start + 64, outcomes.count)] { chunk.add(game) }
            again.merge(chunk)
        }
        #expect(folded.groups == again.groups)
        #expect(folded.groups.map(\.key) == whole.groups.map(\.key))
        #expect(folded.groups.map(\.games) == whole.groups.map(\.games))
        #expect(folded.groups.map(\.gamesWon) == whole.groups.map(\.gamesWon))
    }
}

@Suite("SeatSummary: seat keys")
struct SeatSummaryKeyTests {
    @Test("seats past the spelt-out keys (64 and up) get their own groups, in seat order after the others")
    func manySeats() throws {
        var summary = SeatSummary()
        summary.add((0..<70).map { SeatOutcome(score: Double($0), won: $0 == 69, labels: SeatLabels()) })
        #expect(summary.groups.count == 70)
        #expect(summary.groups.map(\.key) == (0..<70).map { "seat \($0)" })
        let last = try #require(summary.group(.seat(69)))
        #expect(last.games == 1 && last.gamesWon == 1)
    }
}
