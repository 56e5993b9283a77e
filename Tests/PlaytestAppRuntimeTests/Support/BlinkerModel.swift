import Foundation
import Observation

/// A small app's view model, written as an app writes one (no Playtest in sight): a lamp that fades over three
/// dispatch steps when pressed, a task that clears `isFading` a little after, a die rolled with the standard
/// library's `Int.random(in:)`, and a counter saved to `UserDefaults`. `acceptsWhileFading` is its planted bug:
/// a press during the fade is taken, and the first press's task clears `isFading` while the second fade runs.
@MainActor
@Observable
final class BlinkerModel {
    var lit = false
    var brightness = 0
    var isFading = false
    var presses = 0
    var rolls: [Int] = []
    let acceptsWhileFading: Bool
    private var fadeTask: Task<Void, Never>?

    init(acceptsWhileFading: Bool) {
        self.acceptsWhileFading = acceptsWhileFading
        rolls.append(Int.random(in: 1...6))
        presses = UserDefaults.standard.integer(forKey: "presses")
    }

    func press() {
        guard !isFading || acceptsWhileFading else { return }
        presses += 1
        UserDefaults.standard.set(presses, forKey: "presses")
        lit.toggle()
        isFading = true
        rolls.append(Int.random(in: 1...6))
        let target = lit
        for step in 1...3 {
            let delay = 0.1 * Double(step)
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                self.brightness = target ? step : 3 - step
            }
        }
        fadeTask = Task {
            try? await Task.sleep(for: .milliseconds(350))
            self.isFading = false
        }
    }
}
