import Foundation
import PlaytestKit

/// A named skill level of the human model.
public protocol SkillLevel: Sendable {
    /// The knobs.
    static var skill: PerceptionSkill { get }
    /// The nickname it saves high scores under.
    static var nickname: String { get }
}
