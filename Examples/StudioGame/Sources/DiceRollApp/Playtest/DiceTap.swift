/// What a player taps: `roll`, `toggleLock(2)`.
enum DiceTap: Hashable, Sendable, CustomStringConvertible {
    case roll, endTurn, newTurn, exitToMenu, startGame, toggleLock(Int)
    static func allCases(dice: Int) -> [DiceTap] { [.roll, .endTurn, .newTurn, .exitToMenu, .startGame] + (0..<dice).map(DiceTap.toggleLock) }
    var description: String {
        switch self {
        case .roll: "roll"
        case .endTurn: "endTurn"
        case .newTurn: "newTurn"
        case .exitToMenu: "exitToMenu"
        case .startGame: "startGame"
        case .toggleLock(let index): "toggleLock(\(index))"
        }
    }
}
