import Foundation
import PlaytestKit
import Testing
@testable import SquareColor

@Suite("GridPerception")
struct GridPerceptionTests {
    /// The human model's decision as it was written before the memo: every Lab colour and every CIEDE2000 difference
    /// computed afresh, the gap by sorting the differences.
    static func referenceDecide<R: RandomNumberGenerator>(_ view: SquareColorView, skill: PerceptionSkill, using rng: inout R) -> (Int, Int) {
        let target = LabColor(view.targets[view.expectedTarget].color)
        let candidates = SessionRoutine.candidates(view)
        let seenTarget = HumanPlayer<Casual>.perceive(target, noise: skill.noise, using: &rng)
        var best = candidates[0]
        var bestDistance = Double.infinity
        var closest = [Double]()
        for index in candidates {
            let lab = LabColor(view.grid[index].color)
            let seen = HumanPlayer<Casual>.perceive(lab, noise: skill.noise, using: &rng)
            let distance = ColorDifference.cie76(seen, seenTarget)
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
            closest.append(ColorDifference.ciede2000(lab, target))
        }
        let gap = closest.sorted().dropFirst().first ?? 100
        let factor = 0.75 + 0.5 * rng.drawUnitDouble()
        var ticks = (skill.baseTicks + skill.slowdownTicks * exp(-gap / 4)) * factor
        if view.expectedTarget > 0 { ticks *= 0.6 }
        return (best, max(1, Int(ticks.rounded())))
    }

    @Test("decisions with one memo kept across a whole session equal the reference's, draw for draw (3 skills x 3 difficulties x 12 seeds)",
          arguments: [PerceptionSkill.novice, .casual, .expert])
    func memoMatchesReference(skill: PerceptionSkill) {
        var decisions = 0
        for difficulty in Difficulty.allCases {
            for seed: UInt64 in 0..<12 {
                var engine = Xoshiro256StarStar(seed: seed)
                var player = Xoshiro256StarStar(seed: seed + 100)
                var session = SquareColorSession(settings: SquareColorSettings(difficulty: difficulty, games: 4, maxRounds: 15))
                var perception = GridPerception()
                for _ in 0..<600 where !session.isFinished {
                    let view = SquareColorView(session)
                    switch SessionRoutine.routine(view, nickname: "test") {
                    case .some(.some(.startGame)): session.startGame(using: &engine)
                    case .some(.some(.saveHighScore(let nickname))): session.saveHighScore(nickname: nickname)
                    case .some(.some(.restartGame)): session.restartGame()
                    case .some(.some(.wait(let ticks))): session.wait(ticks, using: &engine)
                    case .some: break
                    case .none:
                        var reference = player
                        let expected = Self.referenceDecide(view, skill: skill, using: &reference)
                        let chosen = HumanPlayer<Casual>.decide(view, skill: skill, perception: &perception, using: &player)
                        #expect(chosen == expected, "\(difficulty) seed \(seed) decision \(decisions)")
                        #expect(player.next() == reference.next(), "\(difficulty) seed \(seed): the draws differ")
                        decisions += 1
                        session.wait(chosen.1, using: &engine)
                        session.selectSquare(chosen.0)
                    }
                }
            }
        }
        #expect(decisions > 500, "only \(decisions) decisions")
    }

    @Test("a memo gives each square's Lab colour bit for bit, and forgets a grid that differs in one bit")
    func labsAndForgetting() {
        var rng = Xoshiro256StarStar(seed: 9)
        var session = SquareColorSession(settings: SquareColorSettings(difficulty: .hard))
        session.startGame(using: &rng)
        var perception = GridPerception()
        let view = SquareColorView(session)
        perception.look(at: view.grid)
        for index in view.grid.indices {
            let expected = LabColor(view.grid[index].color)
            for _ in 0..<2 {
                let lab = perception.lab(ofSquare: index)
                #expect(lab.l.bitPattern == expected.l.bitPattern && lab.a.bitPattern == expected.a.bitPattern && lab.b.bitPattern == expected.b.bitPattern)
            }
        }
        let target = view.targets[0]
        perception.remember(gap: 7, for: target, usesShapes: true)
        #expect(perception.gap(for: target, usesShapes: true) == 7)
        #expect(perception.gap(for: target, usesShapes: false) == nil)
        perception.look(at: view.grid)
        #expect(perception.gap(for: target, usesShapes: true) == 7, "the same grid keeps the memo")
        var changed = session
        let square = changed.grid[0]
        let nudged = RGBColor(red: square.color.red.nextUp, green: square.color.green, blue: square.color.blue)
        changed.grid[0] = ColorSquare(color: nudged, shape: square.shape, targetIndex: square.targetIndex, baseIndex: square.baseIndex)
        perception.look(at: SquareColorView(changed).grid)
        #expect(perception.gap(for: target, usesShapes: true) == nil, "a grid one bit away is another grid")
        let lab = perception.lab(ofSquare: 0)
        #expect(lab == LabColor(nudged))
    }
}
