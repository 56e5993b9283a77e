import Foundation
import PlaytestKit

/// Submits `picksPerPlayer` candidates chosen at random; never rerolls.
public enum RandomPicker: IntakePicker {
    public static func choose<R: RandomNumberGenerator>(_ view: PartyView, rerolls: Int, using rng: inout R) -> PartyAction {
        var indices = Array(view.candidates.indices)
        rng.shuffle(&indices)
        return .submit(Array(indices.prefix(view.picksPerPlayer)).sorted())
    }
}
