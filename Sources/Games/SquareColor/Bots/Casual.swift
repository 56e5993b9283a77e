import Foundation
import PlaytestKit

/// Noise 2, 1.2 s base reaction.
public enum Casual: SkillLevel {
    public static let skill = PerceptionSkill.casual
    public static let nickname = "casual"
}
