extension DiceScreen: CustomStringConvertible {
    /// `playing, rolls 2, rolling | 3 5 5* 5* 2/4~ 6 | 1 saved`: `*` locked, `~` animating, `shown/value` while they differ.
    var description: String {
        let faces = dice.map { face in
            (face.shown == face.value ? "\(face.value)" : "\(face.shown)/\(face.value)") + (face.locked ? "*" : "") + (face.animating ? "~" : "")
        }
        return (playing ? "playing" : "menu") + ", rolls \(rollsThisTurn)" + (isRolling ? ", rolling" : "") + (turnEnded ? ", turn ended" : "")
            + " | " + faces.joined(separator: " ") + " | \(history.count) saved"
    }

    /// True when some die animates.
    var anyAnimating: Bool { dice.contains { $0.animating } }
}
