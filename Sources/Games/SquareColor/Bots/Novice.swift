import Foundation
import PlaytestKit

/// Noise 4, 1.8 s base reaction.
public enum Novice: SkillLevel {
    public static let skill = PerceptionSkill.novice
    public static let nickname = "novice"
}
