import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness
import Foundation

/// Checks by simulation that a team's or role's row of the seats table (`SeatSummary/Group`: a ratio over games,
/// the game being the unit) covers its truth about 95% of the time, with the code the reports use.
///
/// Each replicate folds `games` simulated games into a `SeatSummary`, as a run does. A game seats 4 to 9 players
/// (uniform); team A holds `s = ⌈players / 2⌉` seats (2 to 5, unequal clusters) that share the game: one effect
/// `g` (standard normal) moves every one of their scores, `10 + s + 3g + e` with a seat's own `e` (standard normal),
/// and team A wins the game, every seat of it at once, when `g > 0.3`. Beside the team sit `k` seats (1 to 3,
/// uniform) holding the role `scout`, who win one by one, each with the game's chance `0.35 + 0.05k + u` (`u` uniform
/// in ±0.25, shared by the game's scouts), so a role's seats may split. The truths, in closed form:
///
/// - team A's score: `E[s·(10 + s)] / E[s]` (the ratio over games weighs every seat-game alike);
/// - team A's win rate: `1 − Φ(0.3)` (once per game: Wilson on games);
/// - the scouts' share of seat-games won: `E[k·(0.35 + 0.05k)] / E[k]` (a ratio over games).
///
/// Counting seat-games as independent (as the seats table did before) covers far less: see `naiveScoreCovers`.
public enum SeatCalibration {
    /// Players per game, uniform in this range.
    static let players = 4...9
    /// Scouts per game, uniform in this range.
    static let scouts = 1...3

    /// Team A's seats at `players` players.
    static func teamSize(_ players: Int) -> Int { (players + 1) / 2 }

    /// The expected score of a team A seat in a game where the team holds `size` seats.
    static func base(_ size: Int) -> Double { 10 + Double(size) }

    /// A scout's chance of winning, before the game's shared shift, when the game deals `count` scouts.
    static func scoutChance(_ count: Int) -> Double { 0.35 + 0.05 * Double(count) }

    /// Team A's true score: `Σ s·base(s) / Σ s` over the player counts.
    public static var trueTeamScore: Double {
        let sizes = players.map(teamSize)
        return sizes.reduce(0.0) { $0 + Double($1) * base($1) } / Double(sizes.reduce(0, +))
    }

    /// Team A's true win rate: `P(g > 0.3) = 1 − Φ(0.3)`.
    public static var trueTeamWinRate: Double { 1 - NormalDistribution.cumulative(0.3) }

    /// The scouts' true share of seat-games won: `Σ k·chance(k) / Σ k`.
    public static var trueScoutShare: Double {
        scouts.reduce(0.0) { $0 + Double($1) * scoutChance($1) } / Double(scouts.reduce(0, +))
    }

    /// One simulated game's seats: team A first, then the scouts.
    static func game(using random: inout Xoshiro256StarStar) -> [SeatOutcome] {
        let size = teamSize(random.draw(in: players))
        let effect = CalibrationSuite.normal(&random)
        let teamWon = effect > 0.3
        var seats = (0..<size).map { _ in
            SeatOutcome(score: base(size) + 3 * effect + CalibrationSuite.normal(&random), won: teamWon, labels: SeatLabels(team: "A"))
        }
        let count = random.draw(in: scouts)
        let chance = scoutChance(count) + (random.drawUnitDouble() - 0.5) * 0.5
        for _ in 0..<count { seats.append(SeatOutcome(won: random.drawBool(probability: chance), labels: SeatLabels(role: "scout"))) }
        return seats
    }

    /// One replicate: `games` simulated games folded into a summary, as a run folds its games.
    static func replicate(games: Int, using random: inout Xoshiro256StarStar) -> SeatSummary {
        var summary = SeatSummary()
        for _ in 0..<games { summary.add(game(using: &random)) }
        return summary
    }

    /// Whether one replicate's rows cover their truths: team A's score, team A's win rate, the scouts' share.
    static func covers(_ summary: SeatSummary) -> (teamScore: Bool, teamWins: Bool, scoutWins: Bool) {
        let team = summary.group(.team("A"))
        let scout = summary.group(.role("scout"))
        return (team?.scoreInterval?.contains(trueTeamScore) ?? false,
                team?.winRate?.contains(trueTeamWinRate) ?? false,
                scout?.winRate?.contains(trueScoutShare) ?? false)
    }

    /// Whether the interval the seats table printed before (team A's seat-games as independent scores, a t interval)
    /// covers team A's true score, over `games` games from `random`: it should, far less often than 95%.
    static func naiveScoreCovers(games: Int, using random: inout Xoshiro256StarStar) -> Bool {
        var scores = RunningStatistics()
        for _ in 0..<games {
            for seat in game(using: &random) where seat.labels.team == "A" { scores.add(seat.score ?? 0) }
        }
        return scores.meanInterval95?.contains(trueTeamScore) ?? false
    }
}
