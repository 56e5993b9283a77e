import PlaytestKit

/// A swarm fuzzer: taps during the sequence preview, after game over, twice in the feedback window, and lets the timer run out.
///
/// Each game draws a `SwarmMix` around a base mix of nine kinds: start a game,
/// a random tap, a right tap (to reach later rounds), a short wait (0.1 to
/// 0.3 s), a long wait (2 to 12 s: the timer runs out), the last tap again
/// 0.3 to 0.4 s later (the feedback window), play again, save a high score
/// (nicknames empty, short, or over 15 characters) and skip it. Start, play
/// again and the short wait are always on. The simplest words mean "stop",
/// then "start a game".
public struct SquareColorFuzzer: GameBot {
    /// The kinds of action the mix weighs, in order.
    public enum Kind: Int, CaseIterable, Sendable {
        /// Start a game; tap any square; tap the matching square; wait briefly; wait long; tap again inside the answer window; restart; save the high score; skip saving it.
        case startGame, randomTap, rightTap, shortWait, longWait, repeatInWindow, restart, saveHighScore, skipHighScore
    }

    /// The base proportions of the kinds.
    public static let baseMix = [6, 18, 18, 20, 4, 10, 6, 5, 3]
    /// The most actions in one session.
    public static let maxActions = 400
    /// Nicknames it offers: empty, all spaces, short, exactly 15, over 15.
    /// The nicknames tried: empty, blank, short, exactly at the 15-character limit, and one past it.
    public static let nicknames = ["", "   ", "ana", "fifteen-letters", "sixteen-letters!"]

    private var mix: SwarmMix?
    private var taken = 0
    private var lastTap = 0
    private var pending: SquareColorAction?

    /// Creates the fuzzer.
    public init(game: SquareColorGame, seat: Int) {}

    /// A random button, tap or wait; nil to stop.
    public mutating func nextAction<R: RandomNumberGenerator>(
        in view: SquareColorView, of game: SquareColorGame, using rng: inout R
    ) -> SquareColorAction? {
        if let next = pending {
            pending = nil
            return next
        }
        guard !view.isFinished, taken < Self.maxActions, rng.draw(below: 80) != 0 else { return nil }
        taken += 1
        if mix == nil {
            mix = SwarmMix(drawingAround: Self.baseMix, alwaysOn: [Kind.startGame.rawValue, Kind.shortWait.rawValue, Kind.restart.rawValue],
                           using: &rng)
        }
        let squares = max(1, view.grid.count)
        switch Kind(rawValue: mix!.pick(using: &rng))! {
        case .startGame: return .startGame
        case .randomTap:
            lastTap = rng.draw(index: squares)
            return .tap(lastTap)
        case .rightTap:
            guard view.state == .playing || view.state == .showingSequence, !view.targets.isEmpty else { return .tap(lastTap) }
            let target = view.targets[min(view.expectedTarget, view.targets.count - 1)]
            let candidates = view.grid.indices.filter { view.grid[$0].shape == target.shape }
            lastTap = candidates.min { view.grid[$0].color.channelDistance(to: target.color) < view.grid[$1].color.channelDistance(to: target.color) } ?? 0
            return .tap(lastTap)
        case .shortWait: return .wait(ticks: rng.draw(in: 1...3))
        case .longWait: return .wait(ticks: rng.draw(in: 20...120))
        case .repeatInWindow:
            pending = .tap(lastTap)
            return .wait(ticks: rng.draw(in: 3...4))
        case .restart: return .restartGame
        case .saveHighScore: return .saveHighScore(nickname: Self.nicknames[rng.draw(index: Self.nicknames.count)])
        case .skipHighScore: return .skipHighScore
        }
    }
}
