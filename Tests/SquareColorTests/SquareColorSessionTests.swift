import PlaytestKit
import Testing
@testable import SquareColor

/// Ignores every event.
struct IgnoreEvents: GameObserver {
    typealias Game = SquareColorGame
    mutating func observe(_ event: SquareColorEvent, in state: SquareColorSession) {}
}

extension SquareColorSession {
    /// Lets `ticks` ticks pass (tests only).
    mutating func wait<R: RandomNumberGenerator>(_ ticks: Int, using rng: inout R) {
        var ignore = IgnoreEvents()
        advance(by: Int64(ticks) * Self.tickMicroseconds, using: &rng, observer: &ignore)
    }

    /// The grid index of the expected target.
    var targetSquare: Int { grid.firstIndex { $0.targetIndex == expectedTarget }! }

    /// A grid index that is not the expected target (nor matches it).
    var wrongSquare: Int { grid.firstIndex { !isCorrect($0) }! }
}

@Suite("SquareColorSession")
struct SquareColorSessionTests {
    static func session(_ difficulty: Difficulty, rules: SquareColorRules = .documented) -> SquareColorSession {
        SquareColorSession(settings: SquareColorSettings(difficulty: difficulty), rules: rules)
    }

    @Test("startGame deals a round, sets the time and runs the timer one tick every 0.1 s")
    func startAndTick() {
        var rng = Xoshiro256StarStar(seed: 1)
        var session = Self.session(.easy)
        #expect(session.state == .ready)
        let started = session.startGame(using: &rng)
        #expect(started)
        #expect(session.state == .playing && session.timeRemaining == 100 && session.grid.count == 9 && session.targets.count == 1)
        session.wait(7, using: &rng)
        #expect(session.timeRemaining == 93 && session.ticksUsed == 7)
        let again = session.startGame(using: &rng)
        #expect(!again, "only from ready")
    }

    @Test("easy: a right tap scores, adds the bonus and the streak; the next grid comes 0.5 s later; a wrong tap only resets the streak")
    func easyRound() {
        var rng = Xoshiro256StarStar(seed: 2)
        var session = Self.session(.easy)
        session.startGame(using: &rng)
        let result1 = session.selectSquare(session.targetSquare)
        #expect(result1 == .correctRound)
        #expect(session.score == 10 && session.streak == 1 && session.timeRemaining == 120)
        let old = session.grid
        let result2 = session.selectSquare(0)
        #expect(result2 == .ignored, "taps between rounds are ignored")
        session.wait(5, using: &rng)
        #expect(session.grid != old && session.roundNumber == 2)
        let result3 = session.selectSquare(session.wrongSquare)
        #expect(result3 == .wrong)
        #expect(session.state == .playing && session.streak == 0 && session.score == 10)
    }

    @Test("medium: the preview freezes the timer and ignores taps; targets go in order; a wrong tap ends the game")
    func mediumSequence() {
        var rng = Xoshiro256StarStar(seed: 3)
        var session = Self.session(.medium)
        session.startGame(using: &rng)
        #expect(session.state == .showingSequence && session.grid.count == 8 && session.targets.count == 2)
        let result4 = session.selectSquare(session.targetSquare)
        #expect(result4 == .ignored)
        session.wait(25, using: &rng)
        #expect(session.state == .playing && session.timeRemaining == 80, "the timer was frozen for the 2.5 s preview")
        session.wait(3, using: &rng)
        #expect(session.timeRemaining == 77)
        let result5 = session.selectSquare(session.targetSquare)
        #expect(result5 == .correctFirst)
        let result6 = session.selectSquare(session.targetSquare)
        #expect(result6 == .correctRound)
        #expect(session.score == 20 && session.timeRemaining == 107)
        session.wait(5, using: &rng)
        #expect(session.state == .showingSequence && session.roundNumber == 2)
        session.wait(25, using: &rng)
        let result7 = session.selectSquare(session.wrongSquare)
        #expect(result7 == .wrong)
        #expect(session.state == .gameOver && session.end == .wrongTap && session.streak == 0)
    }

    @Test("the timer running out ends the game; game over is final until restartGame")
    func timeUp() {
        var rng = Xoshiro256StarStar(seed: 4)
        var session = Self.session(.hard)
        session.startGame(using: &rng)
        session.wait(25 + 60, using: &rng)
        #expect(session.state == .gameOver && session.end == .timer && session.timeRemaining == 0)
        let result8 = session.selectSquare(0)
        #expect(result8 == .ignored)
        session.wait(50, using: &rng)
        #expect(session.timeRemaining == 0 && session.gamesCompleted == 1)
        #expect(session.isHighScorePending, "an empty leaderboard takes any score")
        let result9 = session.saveHighScore(nickname: "  a very long nickname indeed ")
        #expect(result9)
        #expect(session.storage.entries.map(\.nickname) == ["a very long nic"])
        let result10 = session.restartGame()
        #expect(result10 && session.state == .ready)
    }

    @Test("mixed sessions play easy, medium, hard in turn")
    func mixed() {
        var rng = Xoshiro256StarStar(seed: 5)
        var session = SquareColorSession(settings: SquareColorSettings(difficulty: nil, games: 4))
        var played: [Difficulty] = []
        for _ in 0..<4 {
            session.startGame(using: &rng)
            played.append(session.difficulty)
            session.wait(200, using: &rng)
            session.skipHighScore()
            session.restartGame()
        }
        #expect(played == [.easy, .medium, .hard, .easy])
    }

    @Test("shipped easy: a second tap 0.3 to 0.5 s after a right one scores again; a wrong tap keeps the streak")
    func shippedEasy() {
        var rng = Xoshiro256StarStar(seed: 6)
        var session = Self.session(.easy, rules: .shipped)
        session.startGame(using: &rng)
        let target = session.targetSquare
        session.selectSquare(target)
        session.wait(3, using: &rng)
        let result11 = session.selectSquare(target)
        #expect(result11 == .rescored)
        #expect(session.score == 20 && session.correctRounds == 1)
        session.wait(2, using: &rng)
        let result12 = session.selectSquare(session.wrongSquare)
        #expect(result12 == .wrong && session.streak == 2)
    }
}
