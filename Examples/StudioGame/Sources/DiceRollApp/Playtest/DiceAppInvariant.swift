import PlaytestAppRuntime
import PlaytestKit

/// DICE-APP.md's promises, each worked out from the screens before and after a moment, never from the app's own
/// bookkeeping.
enum DiceAppInvariant: String, GameInvariant {
    /// 2.1: Roll and End Turn are disabled if and only if a die animates.
    case buttonsDisabledIffAnimating
    /// 2.2: on an accepted Roll every unlocked die starts animating; locked dice keep their value and stay still.
    case rollAnimatesEveryUnlockedDie
    /// 2.3: a die's value changes only at a Roll tap that rolls it (never when a timer fires).
    case valuesChangeOnlyAtARoll
    /// 2.4: at rest every die shows the value its roll decided, and none animates.
    case restShowsTheRolledValue
    /// 3.1: while a roll is in progress a tap on a die changes nothing.
    case diceIgnoreTapsWhileRolling
    /// 3.2: when no roll is in progress, a tap on a still die locks or unlocks it.
    case tapTogglesAStillDie
    /// 4.1: End Turn saves the dice as they are on screen, as the newest turn.
    case endTurnSavesTheScreen
    /// 4.2: a saved turn never changes.
    case savedTurnsNeverChange
    /// 5.1: a new game starts with every die unlocked and still, no roll and the turn open.
    case newGameStartsClean

    var facts: InvariantFacts {
        switch self {
        case .buttonsDisabledIffAnimating: InvariantFacts(title: "Roll and End Turn are disabled if and only if a die animates", citation: "DICE-APP.md, 2.1")
        case .rollAnimatesEveryUnlockedDie: InvariantFacts(title: "Roll animates every unlocked die and no locked one", citation: "DICE-APP.md, 2.2", moments: [.action], because: Self.taps)
        case .valuesChangeOnlyAtARoll: InvariantFacts(title: "A die's value changes only at a Roll that rolls it", citation: "DICE-APP.md, 2.3", moments: [.event], because: "a tap may roll; only what fires later must leave values alone")
        case .restShowsTheRolledValue: InvariantFacts(title: "At rest every die shows its rolled value", citation: "DICE-APP.md, 2.4", moments: [.start, .action, .event, .settled], because: "while animations are scheduled a die shows in-between faces by design")
        case .diceIgnoreTapsWhileRolling: InvariantFacts(title: "A tap on a die during a roll changes nothing", citation: "DICE-APP.md, 3.1", moments: [.action], because: Self.taps)
        case .tapTogglesAStillDie: InvariantFacts(title: "A tap locks or unlocks a still die", citation: "DICE-APP.md, 3.2", moments: [.action], because: Self.taps)
        case .endTurnSavesTheScreen: InvariantFacts(title: "End Turn saves the dice on screen", citation: "DICE-APP.md, 4.1", moments: [.action], because: Self.taps)
        case .savedTurnsNeverChange: InvariantFacts(title: "A saved turn never changes", citation: "DICE-APP.md, 4.2", moments: [.action, .event])
        case .newGameStartsClean: InvariantFacts(title: "A new game starts with every die unlocked and still", citation: "DICE-APP.md, 5.1", moments: [.action], because: Self.taps)
        }
    }

    static let taps = "a promise about what one tap does"

    func check(_ moment: Moment<DiceApp>, in state: LiveState<DiceApp>, of game: DiceApp) -> String? {
        let now = state.snapshot
        switch (self, moment) {
        case (.buttonsDisabledIffAnimating, _):
            guard now.playing, !now.turnEnded, now.isRolling != now.anyAnimating else { return nil }
            return now.isRolling ? "Roll and End Turn are disabled but no die animates" : "a die animates but Roll and End Turn are enabled"
        case (.rollAnimatesEveryUnlockedDie, .action(.tap(.roll), let before)) where now.rollsThisTurn > before.snapshot.rollsThisTurn:
            for (index, (was, die)) in zip(before.snapshot.dice, now.dice).enumerated() {
                if was.locked, die.animating || die.value != was.value { return "die \(index) was locked but rolled" }
                if !was.locked, !die.animating { return "die \(index) is unlocked but does not animate after Roll" }
            }
        case (.valuesChangeOnlyAtARoll, .event(_, let before)):
            for (index, (was, die)) in zip(before.snapshot.dice, now.dice).enumerated() where was.id == die.id && was.value != die.value {
                return "die \(index) changed from \(was.value) to \(die.value) with no Roll"
            }
        case (.restShowsTheRolledValue, _):
            if let index = now.dice.firstIndex(where: { $0.animating || $0.shown != $0.value || !(1...6).contains($0.value) }) {
                return "at rest die \(index) shows \(now.dice[index].shown) for its value \(now.dice[index].value)" + (now.dice[index].animating ? " and animates" : "")
            }
            if now.isRolling { return "at rest the buttons are still disabled" }
        case (.diceIgnoreTapsWhileRolling, .action(.tap(.toggleLock(let index)), let before)) where before.snapshot.isRolling && before.snapshot.dice.indices.contains(index):
            if before.snapshot.dice[index].locked != now.dice[index].locked { return "die \(index) was \(now.dice[index].locked ? "locked" : "unlocked") during a roll" }
        case (.tapTogglesAStillDie, .action(.tap(.toggleLock(let index)), let before)):
            let was = before.snapshot
            guard was.playing, !was.isRolling, was.dice.indices.contains(index), !was.dice[index].animating else { return nil }
            if was.dice[index].locked == now.dice[index].locked { return "a tap on still die \(index) left it \(now.dice[index].locked ? "locked" : "unlocked")" }
        case (.endTurnSavesTheScreen, .action(.tap(.endTurn), let before)) where now.history.count > before.snapshot.history.count:
            let screen = DiceScreen.Turn(values: before.snapshot.dice.map(\.value), locks: before.snapshot.dice.indices.filter { before.snapshot.dice[$0].locked })
            if now.history.first != screen { return "saved \(String(describing: now.history.first)) for the screen's \(screen)" }
        case (.savedTurnsNeverChange, _):
            guard let before = moment.stateBefore?.snapshot else { return nil }
            var added = 0
            if case .action(.tap(.endTurn), _) = moment { added = max(0, now.history.count - before.history.count) }
            if Array(now.history.dropFirst(added)) != before.history {
                return "the saved turns changed: \(before.history.first.map { "\($0)" } ?? "none") became \(now.history.dropFirst(added).first.map { "\($0)" } ?? "none")"
            }
        case (.newGameStartsClean, .action(.tap(.startGame), let before)) where !before.snapshot.playing && now.playing:
            if now.dice.contains(where: { $0.locked || $0.animating }) || now.rollsThisTurn != 0 || now.isRolling || now.turnEnded {
                return "the new game starts as \(now)"
            }
        default: break
        }
        return nil
    }
}
