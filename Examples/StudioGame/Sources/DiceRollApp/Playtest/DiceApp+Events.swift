import PlaytestAppRuntime
import PlaytestKit

extension DiceApp {
    /// Names an event by what it changed on screen: `die 2 settles on 5`, `die 0 starts animating`, `die 3 shows 4`,
    /// `the roll ends`, or what fired when nothing visible changed (`dispatch at 0.50 s`).
    func eventLabel(from before: DiceScreen, to after: DiceScreen, firing: AppFiring) -> String {
        let time = " at \(VirtualClock.format(microseconds: firing.time))"
        for (index, (was, die)) in zip(before.dice, after.dice).enumerated() where was != die {
            if was.animating && !die.animating { return "die \(index) settles on \(die.shown)" + time }
            if !was.animating && die.animating { return "die \(index) starts animating" + time }
            if was.value != die.value { return "die \(index)'s value becomes \(die.value)" + time }
            return "die \(index) shows \(die.shown)" + time
        }
        if before.isRolling && !after.isRolling { return "the roll ends" + time }
        return "\(firing.kind.rawValue)" + time
    }
}
