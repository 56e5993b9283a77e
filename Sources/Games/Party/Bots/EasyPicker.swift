import Foundation
import PlaytestKit

/// Prefers easy titles: rerolls the hard candidates (up to three rerolls), then submits the easiest (ties at random).
public enum EasyPicker: IntakePicker {
    public static func choose<R: RandomNumberGenerator>(_ view: PartyView, rerolls: Int, using rng: inout R) -> PartyAction {
        if rerolls < 3, let hard = view.candidates.indices.first(where: { view.candidates[$0].difficulty == .hard }) {
            return .reroll(hard)
        }
        var indices = Array(view.candidates.indices)
        rng.shuffle(&indices)
        let ranked = indices.enumerated().sorted {
            (view.candidates[$0.element].difficulty, $0.offset) < (view.candidates[$1.element].difficulty, $1.offset)
        }.map(\.element)
        return .submit(Array(ranked.prefix(view.picksPerPlayer)).sorted())
    }
}
