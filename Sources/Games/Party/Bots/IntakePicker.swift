import Foundation
import PlaytestKit

/// How a player chooses titles at intake.
public protocol IntakePicker: Sendable {
    /// A reroll or the submission, given the candidates on screen and the rerolls made so far.
    static func choose<R: RandomNumberGenerator>(_ view: PartyView, rerolls: Int, using rng: inout R) -> PartyAction
}
