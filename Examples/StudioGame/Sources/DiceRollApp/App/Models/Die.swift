import Foundation
import Observation

/// One die: the value the last roll decided, the face on screen, and whether the player locked it.
@MainActor
@Observable
final class Die: Identifiable {
    let id: UUID
    /// The value decided by the last roll (1...6). The animation only changes `displayedValue`.
    var value: Int
    /// The face on screen: random faces while the die animates, then `value`.
    var displayedValue: Int
    var isLocked = false
    var isAnimating = false

    init(value: Int) {
        id = UUID()
        self.value = value
        displayedValue = value
    }

    /// Locks or unlocks the die; ignored while it animates.
    func toggleLock() {
        guard !isAnimating else { return }
        isLocked.toggle()
    }
}
