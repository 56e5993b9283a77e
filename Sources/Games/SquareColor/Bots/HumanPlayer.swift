import Foundation
import PlaytestKit

/// The human-perception player at one skill level (`SkillLevel` picks the knobs).
public struct HumanPlayer<Level: SkillLevel>: GameBot {
    private var plannedTap: Int?
    /// What it has worked out about the grid on screen (Lab colours, gaps), kept while the grid stays.
    private var perception = GridPerception()

    /// Creates the player.
    public init(game: SquareColorGame, seat: Int) {}

    /// The next button, reaction pause or tap.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: SquareColorView, of game: SquareColorGame, using rng: inout R
    ) -> SquareColorAction? {
        if let routine = SessionRoutine.routine(view, nickname: Level.nickname) {
            plannedTap = nil
            return routine
        }
        if let tap = plannedTap {
            plannedTap = nil
            return .tap(tap)
        }
        let (choice, ticks) = Self.decide(view, skill: Level.skill, perception: &perception, using: &rng)
        plannedTap = choice
        return .wait(ticks: ticks)
    }

    /// The square that looks closest to the target, and the reaction time in ticks.
    static func decide<R: RandomNumberGenerator>(_ view: SquareColorView, skill: PerceptionSkill, using rng: inout R) -> (Int, Int) {
        var perception = GridPerception()
        return decide(view, skill: skill, perception: &perception, using: &rng)
    }

    /// The square that looks closest to the target, and the reaction time in ticks, with what `perception` already
    /// knows of the grid (it learns the rest).
    ///
    /// Draws, in order: the target as seen, then each candidate as seen (in grid order), then the reaction factor.
    static func decide<R: RandomNumberGenerator>(
        _ view: SquareColorView, skill: PerceptionSkill, perception: inout GridPerception, using rng: inout R
    ) -> (Int, Int) {
        perception.look(at: view.grid)
        let shown = view.targets[view.expectedTarget]
        let target = perception.lab(of: shown.color)
        let shape = SessionRoutine.candidateShape(view)
        let usesShapes = view.difficulty.usesShapes
        let knownGap = perception.gap(for: shown, usesShapes: usesShapes)
        let seenTarget = Self.perceive(target, noise: skill.noise, using: &rng)
        var best: Int?
        var bestDistance = Double.infinity
        var differences = SecondSmallest()
        for index in view.grid.indices where shape == nil || view.grid[index].shape == shape {
            if best == nil { best = index }
            let lab = perception.lab(ofSquare: index)
            let seen = Self.perceive(lab, noise: skill.noise, using: &rng)
            let distance = ColorDifference.cie76(seen, seenTarget)
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
            if knownGap == nil { differences.add(ColorDifference.ciede2000(lab, target)) }
        }
        // The gap: the second smallest true difference (the smallest is the target itself, 0).
        let gap: Double
        if let knownGap {
            gap = knownGap
        } else {
            gap = differences.hasNaN ? Self.sortedGap(view, shape: shape, target: target, perception: &perception) : differences.second ?? 100
            perception.remember(gap: gap, for: shown, usesShapes: usesShapes)
        }
        let factor = 0.75 + 0.5 * rng.drawUnitDouble()
        var ticks = (skill.baseTicks + skill.slowdownTicks * exp(-gap / 4)) * factor
        if view.expectedTarget > 0 { ticks *= 0.6 }
        return (best!, max(1, Int(ticks.rounded())))
    }

    /// The gap the slow way, for differences with a NaN among them: the candidates' differences sorted, the second.
    static func sortedGap(_ view: SquareColorView, shape: Shape?, target: LabColor, perception: inout GridPerception) -> Double {
        var differences = [Double]()
        for index in view.grid.indices where shape == nil || view.grid[index].shape == shape {
            differences.append(ColorDifference.ciede2000(perception.lab(ofSquare: index), target))
        }
        return differences.sorted().dropFirst().first ?? 100
    }

    /// A colour seen with Gaussian noise on each coordinate (Box-Muller on the injected generator).
    static func perceive<R: RandomNumberGenerator>(_ lab: LabColor, noise: Double, using rng: inout R) -> LabColor {
        func gaussian() -> Double {
            let u1 = 1 - rng.drawUnitDouble()
            let u2 = rng.drawUnitDouble()
            return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
        }
        let l = lab.l + noise * gaussian()
        let a = lab.a + noise * gaussian()
        return LabColor(l: l, a: a, b: lab.b + noise * gaussian())
    }
}
