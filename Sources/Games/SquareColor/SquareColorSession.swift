import PlaytestKit

/// One player's sitting at the Square Color Game: games on one difficulty, the timer, the rounds, the leaderboard.
///
/// The logic of the document's `GameViewModel` without its views:
/// `startGame()`, `selectSquare(_:)`, `endGame`, `saveHighScore`,
/// `restartGame()`, and the timer on a virtual clock in ticks of 0.1 s. A
/// round's grid comes from `ColorGenerator`; in medium and hard it opens with
/// the 2.5 s sequence preview (timer frozen, taps ignored). A won round adds
/// points, the bonus and 1 to the streak, and the next round starts 0.5 s later
/// with the timer running. Game over is final until `restartGame()`.
public struct SquareColorSession: Sendable {
    /// What the session plays by.
    public var settings: SquareColorSettings { box.value.settings }
    /// The behaviour: documented, shipped or broken.
    public var rules: SquareColorRules { box.value.rules }
    /// Virtual time.
    public private(set) var clock: VirtualClock {
        get { ticking.value.clock }
        _modify { yield &ticking.value.clock }
    }
    /// The state machine.
    public internal(set) var state: GameState {
        get { box.value.state }
        _modify { yield &box.value.state }
    }
    /// The round's targets, in the order they must be tapped.
    public internal(set) var targets: [ColorSquare] {
        get { box.value.targets }
        _modify { yield &box.value.targets }
    }
    /// The round's grid, row by row.
    public internal(set) var grid: [ColorSquare] {
        get { box.value.grid }
        _modify { yield &box.value.grid }
    }
    /// The target the next correct tap must match (0 or 1).
    public internal(set) var expectedTarget: Int {
        get { box.value.expectedTarget }
        _modify { yield &box.value.expectedTarget }
    }
    /// Rounds started in this game.
    public internal(set) var roundNumber: Int {
        get { box.value.roundNumber }
        _modify { yield &box.value.roundNumber }
    }
    /// Distinct rounds won in this game.
    public internal(set) var correctRounds: Int {
        get { box.value.correctRounds }
        _modify { yield &box.value.correctRounds }
    }
    /// The score.
    public internal(set) var score: Int {
        get { box.value.score }
        _modify { yield &box.value.score }
    }
    /// Consecutive rounds won; a wrong tap resets it.
    public internal(set) var streak: Int {
        get { box.value.streak }
        _modify { yield &box.value.streak }
    }
    /// Time left, in ticks of 0.1 s.
    public internal(set) var timeRemaining: Int {
        get { ticking.value.timeRemaining }
        _modify { yield &ticking.value.timeRemaining }
    }
    /// Ticks the timer has run in this game.
    public internal(set) var ticksUsed: Int {
        get { ticking.value.ticksUsed }
        _modify { yield &ticking.value.ticksUsed }
    }
    /// Bonus ticks granted in this game.
    public internal(set) var bonusGranted: Int {
        get { box.value.bonusGranted }
        _modify { yield &box.value.bonusGranted }
    }
    /// When the last round was won, while the next has not started.
    public internal(set) var roundWonAt: Int64? {
        get { box.value.roundWonAt }
        _modify { yield &box.value.roundWonAt }
    }
    /// How the last tap was judged.
    public internal(set) var lastTap: TapResult? {
        get { box.value.lastTap }
        _modify { yield &box.value.lastTap }
    }
    /// How the game ended, once over.
    public internal(set) var end: GameEnd? {
        get { box.value.end }
        _modify { yield &box.value.end }
    }
    /// Games ended in this session.
    public internal(set) var gamesCompleted: Int {
        get { box.value.gamesCompleted }
        _modify { yield &box.value.gamesCompleted }
    }
    /// True while a game-over score qualifies for the leaderboard and is neither saved nor skipped.
    public internal(set) var isHighScorePending: Bool {
        get { box.value.isHighScorePending }
        _modify { yield &box.value.isHighScorePending }
    }
    /// True when the last game's score qualified for the leaderboard (saved, skipped or still pending).
    public internal(set) var lastSaveQualified: Bool {
        get { box.value.lastSaveQualified }
        _modify { yield &box.value.lastSaveQualified }
    }
    /// The leaderboard.
    public internal(set) var storage: StorageManager {
        get { box.value.storage }
        _modify { yield &box.value.storage }
    }

    var queue: SquareColorSchedule {
        get { box.value.queue }
        _modify { yield &box.value.queue }
    }
    var timerGeneration: Int {
        get { box.value.timerGeneration }
        _modify { yield &box.value.timerGeneration }
    }
    var gameGeneration: Int {
        get { box.value.gameGeneration }
        _modify { yield &box.value.gameGeneration }
    }
    var previousGrid: [ColorSquare] {
        get { box.value.previousGrid }
        _modify { yield &box.value.previousGrid }
    }
    var previousTargets: [ColorSquare] {
        get { box.value.previousTargets }
        _modify { yield &box.value.previousTargets }
    }

    /// The stored values, shared with copies of this session until one of them changes (`SquareColorSession+Box.swift`).
    var box: CopyOnWrite<Fields>
    /// The values a timer tick changes, in a box of their own (`SquareColorSession+Box.swift`).
    var ticking = CopyOnWrite(Ticking())

    /// Microseconds in one tick.
    public static let tickMicroseconds: Int64 = 100_000

    /// Something the session has scheduled.
    enum Scheduled: Sendable {
        case tick(generation: Int)
        case previewEnd(generation: Int)
        case nextRound(generation: Int)
    }

    /// A session in the ready state.
    public init(settings: SquareColorSettings, rules: SquareColorRules = .documented) {
        box = CopyOnWrite(Fields(settings: settings, rules: rules, difficulty: settings.difficulty(ofGame: 0)))
        storage.keepsFour = rules.has(.leaderboardKeepsFour)
        storage.laterFirstOnTies = rules.has(.tiesLaterDateFirst)
        storage.qualifiesOnTie = rules.has(.qualifiesOnTie)
    }

    /// The difficulty of the game being played (or about to start).
    public internal(set) var difficulty: Difficulty {
        get { box.value.difficulty }
        _modify { yield &box.value.difficulty }
    }
    /// The numbers of the difficulty played.
    public var current: DifficultySettings { settings.settings(for: difficulty) }
    /// True once every game of the session is over and its score is saved or skipped.
    public var isFinished: Bool { gamesCompleted >= settings.games && state == .gameOver && !isHighScorePending }

    // MARK: - Starting and ending

    /// Starts a game: time, score and streak reset, the first round begins. Only from `.ready`.
    @discardableResult
    public mutating func startGame<R: RandomNumberGenerator>(using rng: inout R) -> Bool {
        guard state == .ready else { return false }
        difficulty = settings.difficulty(ofGame: gamesCompleted)
        score = 0
        streak = 0
        correctRounds = 0
        roundNumber = 0
        ticksUsed = 0
        bonusGranted = 0
        timeRemaining = current.startTicks
        end = nil
        lastTap = nil
        gameGeneration += 1
        state = .playing
        startTimer()
        startRound(using: &rng)
        return true
    }

    /// Ends the game: the timer stops, the score is checked against the leaderboard.
    mutating func endGame(_ reason: GameEnd) {
        state = .gameOver
        end = reason
        roundWonAt = nil
        timerGeneration += 1
        gameGeneration += 1
        gamesCompleted += 1
        isHighScorePending = storage.isHighScore(score, difficulty: difficulty)
        lastSaveQualified = isHighScorePending
    }

    /// Play again: back to `.ready`. Only from `.gameOver`; a pending high score is given up.
    @discardableResult
    public mutating func restartGame() -> Bool {
        guard state == .gameOver else { return false }
        isHighScorePending = false
        state = .ready
        return true
    }

    /// Saves the game-over score under a nickname (cut to 15 characters); ignored when nothing is pending or the nickname is empty.
    @discardableResult
    public mutating func saveHighScore(nickname: String) -> Bool {
        guard state == .gameOver, isHighScorePending else { return false }
        let entry = rules.has(.longNickname) || (rules.has(.nicknameSixteenKept) && nickname.count == HighScore.maxNicknameLength + 1)
            ? HighScore(unchecked: nickname, score: score, difficulty: difficulty, date: clock.now)
            : HighScore(nickname: nickname, score: score, difficulty: difficulty, date: clock.now)
        guard let entry else { return false }
        storage.addHighScore(entry)
        isHighScorePending = false
        return true
    }

    /// Closes the high-score modal without saving.
    public mutating func skipHighScore() {
        if state == .gameOver { isHighScorePending = false }
    }

    // MARK: - Rounds

    /// Deals a new grid; in medium and hard, shows the sequence with the timer frozen.
    mutating func startRound<R: RandomNumberGenerator>(using rng: inout R) {
        roundNumber += 1
        var round = ColorGenerator.makeRound(
            difficulty, variation: current.variation, targetRange: rules.has(.targetRangeHalved) ? 0.2...0.6 : ColorGenerator.targetRange,
            faults: rules.faults, using: &rng)
        if rules.has(.missingSquare) { round.grid.removeLast() }
        if rules.has(.hardDistractorsSwapped), difficulty == .hard, let index = round.grid.firstIndex(where: { !$0.isTarget && $0.baseIndex == 1 }) {
            // 4 near colour 1 and 3 near colour 2: one of colour 2's made again near colour 1, its record saying so.
            let square = round.grid[index]
            let color = ColorGenerator.similarColor(to: round.targets[0].color, variation: current.variation, using: &rng)
            round.grid[index] = ColorSquare(color: color, shape: square.shape, targetIndex: nil, baseIndex: 0)
        }
        if rules.has(.distractorTooFar), let index = round.grid.firstIndex(where: { !$0.isTarget }) {
            let square = round.grid[index]
            let base = round.targets[square.baseIndex].color
            let far = RGBColor(red: base.red > 0.6 ? base.red - 0.19 : base.red + 0.19, green: square.color.green, blue: square.color.blue)
            round.grid[index] = ColorSquare(color: far, shape: square.shape, targetIndex: nil, baseIndex: square.baseIndex)
        }
        if rules.has(.channelOutOfRange), let index = round.grid.firstIndex(where: \.isTarget) {
            let square = round.grid[index]
            let bright = RGBColor(red: square.color.red + 0.1, green: square.color.green, blue: square.color.blue)
            round.grid[index] = ColorSquare(color: bright, shape: square.shape, targetIndex: square.targetIndex, baseIndex: square.baseIndex)
            round.targets[square.targetIndex!] = round.grid[index]
        }
        targets = round.targets
        grid = round.grid
        expectedTarget = 0
        roundWonAt = nil
        if difficulty.showsSequence {
            state = .showingSequence
            if !rules.has(.timerRunsInPreview) { timerGeneration += 1 }
            scheduleEvent(.previewEnd(generation: gameGeneration), at: clock.now + Int64(Difficulty.previewTicks) * Self.tickMicroseconds)
        }
    }

    /// Starts the timer: a tick every 0.1 s from now.
    mutating func startTimer() {
        timerGeneration += 1
        scheduleEvent(.tick(generation: timerGeneration), at: clock.now + Self.tickMicroseconds)
    }

    // MARK: - Taps

    /// Taps grid square `index` and judges it (the document's `selectSquare()`).
    ///
    /// Ignored unless playing, while the round is won and the next not yet
    /// dealt (except in the shipped easy window), and off the grid. Easy: the
    /// target square is right, anything else is wrong with no penalty but the
    /// streak. Medium and hard: the targets in order, a colour within the match
    /// threshold on every channel (and, in hard, the same shape); a wrong tap
    /// ends the game.
    @discardableResult
    public mutating func selectSquare(_ index: Int) -> TapResult {
        let result = judge(index)
        lastTap = result
        return result
    }

    mutating func judge(_ index: Int) -> TapResult {
        switch state {
        case .playing: break
        case .showingSequence: guard rules.has(.previewAcceptsTaps) else { return .ignored }
        case .gameOver:
            if rules.has(.streakGrowsAfterGameOver), grid.indices.contains(index) { streak += 1 }
            guard rules.has(.scoresAfterGameOver), grid.indices.contains(index) else { return .ignored }
            score += current.points
            return .rescored
        case .ready: return .ignored
        }
        if let wonAt = roundWonAt {
            let elapsed = clock.now - wonAt
            guard difficulty == .easy, rules.easyGridLiveAfterCorrect, (300_000..<500_000).contains(elapsed),
                  previousGrid.indices.contains(index), previousGrid[index].isTarget else { return .ignored }
            // The shipped app's old grid is still live: a second tap on its target scores again.
            score += current.points
            streak += 1
            timeRemaining += current.bonusTicks
            bonusGranted += current.bonusTicks
            return .rescored
        }
        guard grid.indices.contains(index) else { return .ignored }
        if isCorrect(grid[index]) {
            if expectedTarget + 1 < targets.count {
                expectedTarget += 1
                return .correctFirst
            }
            winRound()
            return .correctRound
        }
        if difficulty.wrongTapEndsGame || rules.has(.easyWrongTapEndsGame) {
            streak = 0
            endGame(.wrongTap)
        } else if !(rules.easyWrongTapKeepsStreak || rules.has(.streakSurvivesWrongTap)) {
            streak = 0
        }
        return .wrong
    }

    /// True when `square` is the expected target: itself in easy, its colour (and shape in hard) otherwise.
    public func isCorrect(_ square: ColorSquare) -> Bool {
        let target = targets[expectedTarget]
        let threshold = current.matchThreshold * (rules.has(.matchThresholdTenfold) ? 10 : 1)
        switch difficulty {
        case .easy: return square.targetIndex == expectedTarget
        case .medium: return square.color.matches(target.color, threshold: threshold)
        case .hard: return square.color.matches(target.color, threshold: threshold) && square.shape == target.shape
        }
    }

    mutating func winRound() {
        score += current.points * (rules.has(.doublePoints) ? 2 : 1)
        streak += 1
        correctRounds += 1
        let bonus = (rules.has(.bonusCappedAtFourSeconds) ? min(current.bonusTicks, 40) : current.bonusTicks) + (rules.has(.bonusOffByOneTick) ? 1 : 0)
        timeRemaining += bonus * (rules.has(.extraBonus) ? 2 : 1)
        bonusGranted += bonus
        if correctRounds >= settings.maxRounds {
            endGame(.roundLimit)
            return
        }
        roundWonAt = clock.now
        previousGrid = grid
        previousTargets = targets
        scheduleEvent(.nextRound(generation: gameGeneration), at: clock.now + Int64(Difficulty.nextRoundTicks) * Self.tickMicroseconds)
    }
}

// MARK: - Virtual time

extension SquareColorSession: TimedGameState {
    /// The earliest scheduled tick, preview end or next round.
    public var nextEventTime: Int64? { pendingEventTime }

    /// Moves the session's clock.
    public mutating func moveClock(to time: Int64) {
        clock.advance(to: time)
    }

    /// Fires the earliest scheduled event; nil for one made stale by a stopped timer or an ended game.
    public mutating func fireNextEvent<R: RandomNumberGenerator>(using rng: inout R) -> SquareColorEvent? {
        guard let next = popNextEvent() else { return nil }
        switch next.event {
        case .tick(let generation):
            guard generation == timerGeneration, state == .playing || state == .showingSequence else { return nil }
            timeRemaining -= 1
            ticksUsed += 1
            if timeRemaining <= 0 {
                endGame(.timer)
                return .timeUp
            }
            scheduleEvent(.tick(generation: generation), at: clock.now + Self.tickMicroseconds)
            return .tick(remaining: timeRemaining)
        case .previewEnd(let generation):
            guard generation == gameGeneration, state == .showingSequence else { return nil }
            state = .playing
            if !rules.has(.timerRunsInPreview) { startTimer() }
            return .sequenceShown(round: roundNumber)
        case .nextRound(let generation):
            guard generation == gameGeneration, state == .playing else { return nil }
            startRound(using: &rng)
            return .roundStarted(round: roundNumber)
        }
    }
}
