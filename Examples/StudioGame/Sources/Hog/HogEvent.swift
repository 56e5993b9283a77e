/// What a move causes.
public enum HogEvent: Sendable, CustomStringConvertible {
    /// The dice came up.
    case rolled(Int, Int)
    /// A single 1: the seat lost its turn total (DESIGN.md 2.3).
    case bust(seat: Int)
    /// Two 1s: the seat lost its turn total and its bank (DESIGN.md 2.4).
    case snakeEyes(seat: Int)
    /// The seat banked points (DESIGN.md 2.5).
    case banked(seat: Int, points: Int)
    /// The game ended with these winners (DESIGN.md 3).
    case ended(winners: [Int])

    /// `rolled 3+5`, `bust seat 1`, `banked 12 by seat 0`, ...
    public var description: String {
        switch self {
        case .rolled(let a, let b): "rolled \(a)+\(b)"
        case .bust(let seat): "bust seat \(seat)"
        case .snakeEyes(let seat): "snake eyes seat \(seat)"
        case .banked(let seat, let points): "banked \(points) by seat \(seat)"
        case .ended(let winners): "ended, winners \(winners)"
        }
    }
}
