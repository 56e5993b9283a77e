import Foundation
import PlaytestKit

/// The human-perception player at one skill level (`SkillLevel` picks the knobs).
public struct HumanPlayer<Level: SkillLevel>: GameBot {
    private var plannedTap: Int?

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
        let (choice, ticks) = Self.decide(view, skill: Level.skill, using: &rng)
        plannedTap = choice
        return .wait(ticks: ticks)
    }

    /// The square that looks closest to the target, and the reaction time in ticks.
    static func decide<R: RandomNumberGenerator>(_ view: SquareColorView, skill: PerceptionSkill, using rng: inout R) -> (Int, Int) {
        let target = LabColor(view.targets[view.expectedTarget].color)
        let candidates = SessionRoutine.candidates(view)
        let seenTarget = Self.perceive(target, noise: skill.noise, using: &rng)
        var best = candidates[0]
        var bestDistance = Double.infinity
        var closest = [Double]()
        for index in candidates {
            let lab = LabColor(view.grid[index].color)
            let seen = Self.perceive(lab, noise: skill.noise, using: &rng)
            let distance = ColorDifference.cie76(seen, seenTarget)
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
            closest.append(ColorDifference.ciede2000(lab, target))
        }
        // The gap: the second smallest true difference (the smallest is the target itself, 0).
        let gap = closest.sorted().dropFirst().first ?? 100
        let factor = 0.75 + 0.5 * rng.drawUnitDouble()
        var ticks = (skill.baseTicks + skill.slowdownTicks * exp(-gap / 4)) * factor
        if view.expectedTarget > 0 { ticks *= 0.6 }
        return (best, max(1, Int(ticks.rounded())))
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
