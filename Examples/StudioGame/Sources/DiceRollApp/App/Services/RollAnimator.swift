import Foundation
import SwiftUI

/// Plays the slot-machine animation of one die: after a random start delay, ten random faces over a random
/// duration, then the die settles on the value the roll decided.
@MainActor
final class RollAnimator {
    static let startDelay: ClosedRange<Double> = 0...0.25
    static let duration: ClosedRange<Double> = 0.5...1.0
    static let faceSteps = 10

    func animate(_ die: Die, to value: Int, completion: @escaping @MainActor () -> Void) {
        let delay = Double.random(in: Self.startDelay)
        let duration = Double.random(in: Self.duration)
        let step = duration / Double(Self.faceSteps)

        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            self.play(die, to: value, step: step, duration: duration, completion: completion)
        }
    }

    /// The animation proper, once the start delay has passed.
    private func play(_ die: Die, to value: Int, step: Double, duration: Double, completion: @escaping @MainActor () -> Void) {
        // PLANTED BUG 3: the die only starts counting as animating here, when its start delay ends, not at the
        // Roll tap. Until then `toggleLock()` (whose guard reads `isAnimating`) accepts a tap, so a die can be
        // locked after it was picked to roll; it then animates anyway and, being locked at the end, keeps
        // whatever random face it showed last instead of its rolled value.
        die.isAnimating = true
        for index in 0..<Self.faceSteps {
            DispatchQueue.main.asyncAfter(deadline: .now() + step * Double(index)) {
                withAnimation(.easeOut(duration: step)) {
                    die.displayedValue = Int.random(in: 1...6)
                }
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
            die.isAnimating = false
            // A locked die keeps its face.
            if !die.isLocked {
                withAnimation(.easeOut(duration: 0.15)) {
                    die.displayedValue = value
                }
            }
            completion()
        }
    }
}
