import Foundation
import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

/// Simulated ladders whose truth is known in closed form, run through the Skill section's own code
/// (``SkillAnalysis``): the coverage of the paired rung difference, the upset rate, the skill share, a
/// Bradley-Terry rating, a win-rate cell, a share of the ceiling, and the skill trace's stop (TOST on a paired difference on
/// the margin).
///
/// One seat: 3 rungs on 100 deals; rung r scores dₖ + αᵣ + εᵣₖ with a skewed deal effect dₖ = 3·Exp(1) shared by
/// the rungs (the share's row: dₖ = 3·N(0, 1), see docs/statistics.md, Calibration, notes for skewed deals), α = (0, 3, 5) and
/// εᵣₖ ~ N(0, 2²). Truths: the step from rung 0 to 1 is 3; rung 0 outscores rung 1 with
/// chance P(ε₀ − ε₁ > 3) = 1 − Φ(3/√8); the skill share is B/(B + W) with B = Var(α) = 38/9 and W = 9 + 4 = 13.
///
/// Matches: 3 rungs of Bradley-Terry strengths θ = (0, 0.5, 1) on 100 deals, each pair seated both ways (two games
/// a deal). A deal shares one uniform draw among its games half the time (its games then agree: correlated within
/// the deal, as shared deals make them) and draws afresh otherwise; either way P(i beats j) = 1/(1 + e^(θⱼ − θᵢ))
/// exactly. Truth: the strongest rung's rating, 1.
enum SkillCalibration {
    static let alphas = [0.0, 3.0, 5.0]
    static let thetas = [0.0, 0.5, 1.0]
    static let deals = 100

    /// The true upset rate of rung 0 over rung 1.
    static var upsetTruth: Double { 1 - NormalDistribution.cumulative(3 / 8.0.squareRoot()) }

    /// The true skill share.
    static var shareTruth: Double {
        let mean = alphas.reduce(0, +) / 3
        let between = alphas.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / 3
        return between / (between + 13)
    }

    /// The true chance that the strongest rung (θ = 1) beats the weakest (θ = 0).
    static var winRateTruth: Double { 1 / (1 + exp(-1)) }

    /// A skill trace whose first doubling gains exactly its margin (3 points: the one-seat ladder's first step, margin 3),
    /// analysed as a report analyses it: "under the margin" there is the trace's error.
    static func traceOnMargin(_ random: inout Xoshiro256StarStar) -> SkillTrace {
        let ladder = rungLadder(&random)
        return SkillTrace(settings: SkillTraceSettings(family: "r", from: 1, cap: 4, margin: 3), ladder: ladder)
    }

    /// The true share of the ceiling: E[a] / E[c] with a = 15 + d/2 + 2ε, c = 20 + d + 2ε', d = 3·Exp(1).
    static var ceilingTruth: Double { 16.5 / 23 }

    /// One rung and a ceiling on 100 skewed deals, the rung's share of the ceiling as the report computes it.
    static func ceilingShare(_ random: inout Xoshiro256StarStar) -> SkillFigure? {
        var rung: [RecordedGame] = []
        var ceiling: [RecordedGame] = []
        for _ in 0..<deals {
            let deal = 3 * CalibrationSuite.exponential(&random)
            rung.append(RecordedGame(scores: [15 + deal / 2 + 2 * CalibrationSuite.normal(&random)], wins: [nil], sides: [nil]))
            ceiling.append(RecordedGame(scores: [20 + deal + 2 * CalibrationSuite.normal(&random)], wins: [nil], sides: [nil]))
        }
        let members = [(LadderPlacement(ladder: 0, rungs: ["r"], position: .rung(0), ceiling: "c"), rung),
                       (LadderPlacement(ladder: 0, rungs: ["r"], position: .ceiling, ceiling: "c"), ceiling)]
        return SkillAnalysis.ceiling(named: "c", rungs: ["r"], members: members)?.shares[0]
    }

    /// One simulated ladder of one seat, analysed as a report analyses it.
    static func rungLadder(_ random: inout Xoshiro256StarStar, skewed: Bool = true) -> LadderResult {
        var games = [[RecordedGame]](repeating: [], count: 3)
        for _ in 0..<deals {
            let deal = 3 * (skewed ? CalibrationSuite.exponential(&random) : CalibrationSuite.normal(&random))
            for rung in 0..<3 {
                let score = deal + alphas[rung] + 2 * CalibrationSuite.normal(&random)
                games[rung].append(RecordedGame(scores: [score], wins: [nil], sides: [nil]))
            }
        }
        let rungs = ["r0", "r1", "r2"]
        var ladder = LadderResult(ladder: 0, game: "sim", parameters: "", rungs: rungs, isMatch: false, firstConfiguration: 0, configurations: 3, deals: deals)
        SkillAnalysis.fillRungs(&ladder, members: (0..<3).map { (LadderPlacement(ladder: 0, rungs: rungs, position: .rung($0)), games[$0]) })
        return ladder
    }

    /// One simulated round robin of two-seat games, analysed as a report analyses it.
    static func matchLadder(_ random: inout Xoshiro256StarStar) -> LadderResult {
        let rungs = ["r0", "r1", "r2"]
        var members: [(LadderPlacement, [RecordedGame])] = []
        var seatings: [[Int]] = []
        for low in 0..<3 { for high in 0..<3 where high > low { seatings += [[low, high], [high, low]] } }
        var games = [[RecordedGame]](repeating: [], count: seatings.count)
        for _ in 0..<deals {
            let shared = random.drawBool(probability: 0.5) ? random.drawUnitDouble() : nil
            for (index, seats) in seatings.enumerated() {
                let chance = 1 / (1 + exp(thetas[seats[1]] - thetas[seats[0]]))
                let firstWins = (shared ?? random.drawUnitDouble()) < chance
                games[index].append(RecordedGame(scores: [nil, nil], wins: [firstWins, !firstWins], sides: [nil, nil]))
            }
        }
        for (index, seats) in seatings.enumerated() {
            members.append((LadderPlacement(ladder: 0, rungs: rungs, position: .match(seats: seats)), games[index]))
        }
        var ladder = LadderResult(ladder: 0, game: "sim", parameters: "", rungs: rungs, isMatch: true, firstConfiguration: 0,
                                  configurations: seatings.count, deals: deals)
        SkillAnalysis.fillMatches(&ladder, members: members)
        return ladder
    }
}

extension CalibrationSuite {
    /// The Skill section's interval kinds: the paired rung difference, the upset rate, the skill share, a
    /// Bradley-Terry rating and a win-rate cell, each at 95%, and the skill trace's claim that a doubling gains less than
    /// its margin, at most 5% wrong when the gain is on the margin (see `SkillCalibration`).
    public func skillRows() -> [CalibrationRow] {
        func row(_ name: String, _ offset: Int, _ covers: (inout Xoshiro256StarStar) -> Bool) -> CalibrationRow {
            CalibrationRow(name: name, kind: .coverage, nominal: 0.95, hits: count(row: 500 + offset, covers), total: replicates)
        }
        return [
            row("paired rung difference (t on deals), skewed deals, 3 rungs x 100 deals", 0) { random in
                SkillCalibration.rungLadder(&random).steps.first?.interval()?.contains(3) ?? false
            },
            row("upset rate (Wilson on deals), p = 0.144, 100 deals", 1) { random in
                SkillCalibration.rungLadder(&random).upsets.first?.interval()?.contains(SkillCalibration.upsetTruth) ?? false
            },
            row("skill share (delta method, logit), share 0.245, normal deals, 3 rungs x 100 deals", 2) { random in
                SkillCalibration.rungLadder(&random, skewed: false).share?.interval()?.contains(SkillCalibration.shareTruth) ?? false
            },
            row("Bradley-Terry rating (MM, deal-clustered sandwich), 3 rungs x 100 deals", 3) { random in
                SkillCalibration.matchLadder(&random).ratings?.last?.interval()?.contains(1) ?? false
            },
            row("win-rate cell (Wilson at the effective n, t on deals), p = 0.731, 3 rungs x 100 deals", 4) { random in
                SkillCalibration.matchLadder(&random).winRates[2][0]?.interval()?.contains(SkillCalibration.winRateTruth) ?? false
            },
            row("share of the ceiling (paired ratio of means, delta method, t on deals), ratio 16.5/23, skewed deals, 100 deals", 6) { random in
                SkillCalibration.ceilingShare(&random)?.interval()?.contains(SkillCalibration.ceilingTruth) ?? false
            },
            CalibrationRow(name: "skill trace: a doubling shown under the margin (TOST on the paired difference), true gain on the margin 3, 100 deals",
                           kind: .errorRate, nominal: 0.05, hits: count(row: 505) { random in
                               SkillCalibration.traceOnMargin(&random).points[0].verdict?.outcome == .equivalent
                           }, total: replicates),
        ]
    }
}
