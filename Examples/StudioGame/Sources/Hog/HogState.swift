/// Everything a Hog game knows; every seat sees all of it.
public struct HogState: Sendable, Hashable {
    /// Each seat's bank.
    public var banks: [Int]
    /// The points of the turn so far.
    public var turnTotal = 0
    /// The seat whose turn it is.
    public var seat = 0
    /// Turns finished (a bust, snake eyes or a hold ends one).
    public var turnsPlayed = 0
    /// The dice of the last roll, empty before the first.
    public var lastDice: [Int] = []
    /// The seats that won, once the game is over.
    public var winners: [Int] = []
    /// True once a hold reached the target or the round limit passed.
    public var isOver = false

    /// A game of `players` empty banks, seat 0 to play.
    public init(players: Int) {
        banks = Array(repeating: 0, count: players)
    }

    /// The seat after `seat` (DESIGN.md 2.6).
    public func seat(after seat: Int) -> Int { (seat + 1) % banks.count }
}
