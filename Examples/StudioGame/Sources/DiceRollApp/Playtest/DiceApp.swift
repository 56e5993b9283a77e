import Foundation
import PlaytestAppRuntime
import PlaytestKit

/// The bridge: the shipped app's view model as a Playtest game (DICE-APP.md). The rest of this folder is what any
/// game writes: invariants, bots, metrics.
struct DiceApp: LiveGame {
    typealias Invariants = DiceAppInvariant
    static let dice = ParameterKey<Int>.integer("dice", summary: "Dice on the table", in: 1...50, default: 6, shrinkable: true)
    static let turns = ParameterKey<Int>.integer("turns", summary: "Turns saved before the session ends", in: 1...20, default: 5, shrinkable: true)
    static let descriptor = GameDescriptor(id: "diceapp", title: "Dice roll animation, the shipped app", document: "DICE-APP.md",
                                           ruleSets: ["app"], parameters: [dice.spec, turns.spec], seating: "one seat, which sees the whole screen")
    let configuration: GameConfiguration

    @MainActor func makeRoot() -> GameViewModel {
        let model = GameViewModel()
        model.startGame(diceCount: configuration[Self.dice])
        return model
    }

    /// A tap as the screen takes it: a disabled button does nothing (GameScreen's `.disabled`); dice always take taps.
    @MainActor func perform(_ tap: DiceTap, on model: GameViewModel) {
        let playing = model.screen == .playing, idle = playing && !model.isRolling && !model.turnEnded
        switch tap {
        case .roll where idle: model.roll()
        case .endTurn where idle: model.endTurn()
        case .newTurn where playing && model.turnEnded: model.newTurn()
        case .toggleLock(let index) where playing: model.toggleLock(at: index)
        case .exitToMenu where playing: model.exitToMenu()
        case .startGame where !playing: model.startGame(diceCount: configuration[Self.dice])
        default: break
        }
    }

    @MainActor func snapshot(of model: GameViewModel) -> DiceScreen {
        DiceScreen(playing: model.screen == .playing, isRolling: model.isRolling, turnEnded: model.turnEnded, rollsThisTurn: model.group.rollsThisTurn,
                   dice: model.group.dice.map { DiceScreen.Face(id: $0.id, value: $0.value, shown: $0.displayedValue, locked: $0.isLocked, animating: $0.isAnimating) },
                   history: model.history.map { DiceScreen.Turn(values: $0.values, locks: $0.locks) })
    }

    func isOver(_ screen: DiceScreen) -> Bool { screen.history.count >= configuration[Self.turns] && !screen.isRolling }
    func parseTap(_ text: String) -> DiceTap? { DiceTap.allCases(dice: 50).first { $0.description == text } }
    func describe(_ screen: DiceScreen) -> String { screen.description }
}
