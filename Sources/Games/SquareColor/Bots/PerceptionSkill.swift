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
