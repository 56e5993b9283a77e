import Foundation
import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - Rare events, small counts and early stops (issue 34)

extension CalibrationSuite {
    /// Games a replicate of the rare share ratio plays, and the share's base chance per sub-game unit.
    static let rareRatioGames = 400

    /// The rare share ratio's true value: `Σₛ s·(0.004 + 0.0005·s) / Σₛ s` over s uniform in 1...8.
    static var rareRatioTruth: Double {
        let sizes = 1...8
        return sizes.reduce(0.0) { $0 + Double($1) * (0.004 + 0.0005 * Double($1)) } / Double(sizes.reduce(0, +))
    }

    /// Rows for the figures that used to collapse to zero width: rare rates (Wilson, the gate's and the report's path),
    /// a share ratio over games of a rare event (`ClusteredRatio/interval95`, what the results table prints), a
    /// lopsided skill win-rate cell (``SkillAnalysis`` on a simulated round robin), a paired difference of rare rates
    /// (`PairedDifference`, what `compare` prints), and the repeated interval `compare --sequential` prints at its stop
    /// (`GroupSequentialTest/repeatedConfidence(_:)`). Rows 700 to 706 of the stream.
    public func rareEventRows() -> [CalibrationRow] {
        var rows: [CalibrationRow] = []
        func add(_ name: String, kind: CalibrationRow.Kind = .coverage, _ trial: (inout Xoshiro256StarStar) -> Bool) {
            rows.append(CalibrationRow(name: name, kind: kind, nominal: 0.95, hits: count(row: 700 + rows.count, trial), total: replicates))
        }
        func rate(_ p: Double, _ n: Int) -> (inout Xoshiro256StarStar) -> Bool {
            { random in
                let successes = (0..<n).filter { _ in random.drawBool(probability: p) }.count
                return GateEvaluation.interval(of: .proportion(successes: successes, trials: n), confidence: 0.95, sequential: false, tightestAt: 1)
                    .0?.contains(p) ?? false
            }
        }
        add("rare rate (Wilson), p = 0.001, n = 2000", rate(0.001, 2000))
        add("rare rate (Wilson), p = 0.01, small n = 200", rate(0.01, 200))
        add("rare share ratio over games (Wilson at the effective n), p about 0.006, 1-8 units a game, \(Self.rareRatioGames) games") { random in
            var ratio = ClusteredRatio(isShare: true)
            for _ in 0..<Self.rareRatioGames {
                let size = random.draw(in: 1...8)
                // The game's chance, shared by its units (clustered): doubled or zero half the time each.
                let chance = (0.004 + 0.0005 * Double(size)) * (random.drawBool(probability: 0.5) ? 2 : 0)
                var successes = 0
                for _ in 0..<size where random.drawBool(probability: chance) { successes += 1 }
                ratio.add(numerator: Double(successes), denominator: Double(size))
            }
            return ratio.interval95?.contains(Self.rareRatioTruth) ?? false
        }
        add("lopsided skill win-rate cell (Wilson at the effective n on deals), weaker wins 1.8%, 2 rungs x 200 deals") { random in
            SkillCalibration.lopsidedCell(&random)
        }
        add("paired difference of rare rates (Bonett-Price adjusted), 0.004 against 0.009, nested, n = 1000") { random in
            var a: [Double] = []
            var b: [Double] = []
            for _ in 0..<1000 {
                let u = random.drawUnitDouble()
                a.append(u < 0.004 ? 1 : 0)
                b.append(u < 0.009 ? 1 : 0)
            }
            return PairedDifference(a, b)?.paired.contains(0.005) ?? false
        }
        let test = GroupSequentialTest(alpha: 0.05, beta: 0.1, looks: 10)
        func stopped(_ random: inout Xoshiro256StarStar) -> (covered: Bool, early: Bool) {
            let values = (0..<500).map { _ in 0.15 + Self.normal(&random) }
            let outcome = test.run(values, h0: 0, h1: 0.3)
            let played = Array(values.prefix(outcome.observations))
            let interval = PairedDifference(played.map { _ in 0 }, played, confidence: test.repeatedConfidence(0.95))?.paired
            return (interval?.contains(0.15) ?? false, outcome.observations < values.count)
        }
        add("compare --sequential at its stop (repeated interval, 10 looks), truth midway 0.15 sd", kind: .coverageAtLeast) { random in
            stopped(&random).covered
        }
        var early = 0
        var earlyCovered = 0
        for replicate in 0..<replicates {
            var random = generator(row: 700 + rows.count, replicate: replicate)
            let result = stopped(&random)
            if result.early { early += 1; if result.covered { earlyCovered += 1 } }
        }
        if early > 0 {
            rows.append(CalibrationRow(name: "compare --sequential, the runs that stopped early only (\(early) of \(replicates))", kind: .coverageAtLeast,
                                       nominal: 0.95, hits: earlyCovered, total: early))
        }
        return rows
    }
}

extension SkillCalibration {
    /// A round robin of two rungs of Bradley-Terry strengths 0 and 4 on 200 deals, seated both ways: the weaker wins a
    /// game with chance 1/(1 + e⁴) = 1.8%; whether its win-rate cell (SkillAnalysis's) covers that.
    static func lopsidedCell(_ random: inout Xoshiro256StarStar) -> Bool {
        let rungs = ["weak", "strong"]
        let chance = 1 / (1 + exp(4.0))
        let deals = 200
        var first = [RecordedGame]()
        var second = [RecordedGame]()
        for _ in 0..<deals {
            let weakWinsFirst = random.drawBool(probability: chance)
            let weakWinsSecond = random.drawBool(probability: chance)
            first.append(RecordedGame(scores: [nil, nil], wins: [weakWinsFirst, !weakWinsFirst], sides: [nil, nil]))
            second.append(RecordedGame(scores: [nil, nil], wins: [!weakWinsSecond, weakWinsSecond], sides: [nil, nil]))
        }
        var ladder = LadderResult(ladder: 0, game: "sim", parameters: "", rungs: rungs, isMatch: true, firstConfiguration: 0, configurations: 2, deals: deals)
        SkillAnalysis.fillMatches(&ladder, members: [(LadderPlacement(ladder: 0, rungs: rungs, position: .match(seats: [0, 1])), first),
                                                     (LadderPlacement(ladder: 0, rungs: rungs, position: .match(seats: [1, 0])), second)])
        return ladder.winRates.first?.last??.interval()?.contains(chance) ?? false
    }
}
