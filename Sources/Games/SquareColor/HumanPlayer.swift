import Foundation
import PlaytestKit

/// A human-perception model's two knobs: how noisily it sees colour, and how fast it reacts.
///
/// It sees every colour (the targets and each square) with Gaussian noise of
/// `noise` on each CIELAB coordinate, taps the square that looks closest to
/// the target (CIE76 on what it saw; in hard only squares of the target's
/// shape, which it sees exactly), after a reaction time in ticks of
/// `(baseTicks + slowdownTicks x exp(-gap / 4)) x U(0.75, 1.25)`, where `gap`
/// is the CIEDE2000 difference between the target and the closest other
/// candidate: the closer the candidates, the slower it is. The second target
/// of a sequence takes 60% of that (it was just shown).
public struct PerceptionSkill: Sendable, Hashable {
    /// Standard deviation of the noise on each of L*, a*, b*.
    public let noise: Double
    /// Reaction time with well separated candidates, in ticks of 0.1 s.
    public let baseTicks: Double
    /// Extra reaction time when the candidates are indistinguishable, in ticks.
    public let slowdownTicks: Double

    /// Novice: noise 4 (nearly twice the just-noticeable difference), 1.8 s base, up to 1.2 s slower.
    public static let novice = PerceptionSkill(noise: 4, baseTicks: 18, slowdownTicks: 12)
    /// Casual: noise 2, 1.2 s base, up to 0.8 s slower.
    public static let casual = PerceptionSkill(noise: 2, baseTicks: 12, slowdownTicks: 8)
    /// Expert: noise 0.8, 0.7 s base, up to 0.4 s slower.
    public static let expert = PerceptionSkill(noise: 0.8, baseTicks: 7, slowdownTicks: 4)
}

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

/// A named skill level of the human model.
public protocol SkillLevel: Sendable {
    /// The knobs.
    static var skill: PerceptionSkill { get }
    /// The nickname it saves high scores under.
    static var nickname: String { get }
}

/// Noise 4, 1.8 s base reaction.
public enum Novice: SkillLevel {
    public static let skill = PerceptionSkill.novice
    public static let nickname = "novice"
}

/// Noise 2, 1.2 s base reaction.
public enum Casual: SkillLevel {
    public static let skill = PerceptionSkill.casual
    public static let nickname = "casual"
}

/// Noise 0.8, 0.7 s base reaction.
public enum Expert: SkillLevel {
    public static let skill = PerceptionSkill.expert
    public static let nickname = "expert"
}
