import Foundation
import PlaytestKit

/// Noise 0.8, 0.7 s base reaction.
public enum Expert: SkillLevel {
    public static let skill = PerceptionSkill.expert
    public static let nickname = "expert"
}
