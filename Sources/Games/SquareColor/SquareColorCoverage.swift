import PlaytestKit

/// The situations the Square Color invariants need to see.
public enum SquareColorCoverage: Int, CoverageLabel {
    /// A tap during the sequence preview (`previewIgnoresTaps`).
    case tapDuringPreview
    /// A tap between a won round and the next grid (the shipped easy window).
    case tapBetweenRounds
    /// A wrong tap in easy (`streakCountsCorrectRounds`, `wrongTapRule`).
    case wrongTapInEasy
    /// A wrong tap on the second target of a sequence (`wrongTapRule`).
    case wrongTapOnSecondTarget
    /// The timer ran out (`timeWithinBudget`).
    case timerRanOut
    /// The timer ran out with the first target tapped and the second not (`timeWithinBudget`).
    case timerRanOutMidSequence
    /// A round dealt with a distractor within the match threshold of its target (a balance signal).
    case distractorWithinThreshold
    /// A tap or wait after game over (`gameOverIsTerminal`).
    case actionAfterGameOver
    /// A high score saved to a difficulty that already had 3 entries (`leaderboardTopThree`).
    case fullLeaderboard
    /// A nickname of more than 15 characters offered (`nicknameRules`).
    case longNickname
    /// The first round's first target has red in [0.2, 0.4) ([0.4, 0.6), [0.6, 0.8), [0.8, 1.0]): the categories of the
    /// stated share `firstTargetRed` (a target's channels are uniform in [0.2, 1.0]).
    case firstRed20to40, firstRed40to60, firstRed60to80, firstRed80to100
    /// The first easy round's first distractor (in grid order) has its red below (at or above) its target's: the
    /// categories of the stated share `firstDistractorOffset` (a similar colour adds a uniform offset in [-0.15, +0.15]).
    case firstOffsetBelow, firstOffsetAbove
    /// The first hard round's first target has the first (second, ... sixth) shape: the categories of the stated share
    /// `firstHardTargetShape` (the two targets get two different shapes of 6, at random).
    case firstHardShape1, firstHardShape2, firstHardShape3, firstHardShape4, firstHardShape5, firstHardShape6

    /// The red bands, in order: each a quarter of [0.2, 1.0].
    static let firstRedBands: [SquareColorCoverage] = [.firstRed20to40, .firstRed40to60, .firstRed60to80, .firstRed80to100]
    /// The shape labels, in `Shape.allCases` order.
    static let firstHardShapes: [SquareColorCoverage] = [.firstHardShape1, .firstHardShape2, .firstHardShape3, .firstHardShape4, .firstHardShape5, .firstHardShape6]

    /// The situation, in a few words.
    public var summary: String {
        switch self {
        case .tapDuringPreview: "a tap during the sequence preview"
        case .tapBetweenRounds: "a tap between a won round and the next grid"
        case .wrongTapInEasy: "a wrong tap in easy"
        case .wrongTapOnSecondTarget: "a wrong tap on the second target"
        case .timerRanOut: "the timer ran out"
        case .timerRanOutMidSequence: "the timer ran out between the two targets"
        case .distractorWithinThreshold: "a distractor within the match threshold of its target"
        case .actionAfterGameOver: "a tap or wait after game over"
        case .fullLeaderboard: "a high score saved to a full leaderboard"
        case .longNickname: "a nickname longer than 15 characters"
        case .firstRed20to40, .firstRed40to60, .firstRed60to80, .firstRed80to100:
            "the first target's red in \(["0.2-0.4", "0.4-0.6", "0.6-0.8", "0.8-1.0"][Self.firstRedBands.firstIndex(of: self)!])"
        case .firstOffsetBelow: "the first easy distractor's red below its target's"
        case .firstOffsetAbove: "the first easy distractor's red at or above its target's"
        case .firstHardShape1, .firstHardShape2, .firstHardShape3, .firstHardShape4, .firstHardShape5, .firstHardShape6:
            "the first hard target's shape is shape \(Self.firstHardShapes.firstIndex(of: self)! + 1) of 6"
        }
    }

    /// The document's passage of each label's behaviour (check requires each in 2% of games).
    public var documentedBehaviour: String? {
        switch self {
        case .tapDuringPreview: "RULES.md, Square Color Game: sequence preview, taps ignored"
        case .tapBetweenRounds: "RULES.md, Square Color Game, Time: the next round starts after 0.5 s"
        case .wrongTapInEasy: "RULES.md, Square Color Game: a wrong tap in easy, no penalty"
        case .wrongTapOnSecondTarget: "RULES.md, Square Color Game: targets tapped in order"
        case .timerRanOut, .timerRanOutMidSequence: "RULES.md, Square Color Game, Time: at 0 the game is over"
        case .distractorWithinThreshold: "RULES.md, Square Color Game, Balance signals: a distractor that also matches within 0.01"
        case .actionAfterGameOver: "RULES.md, Square Color Game, Time: game over is final"
        case .fullLeaderboard: "RULES.md, Square Color Game, Leaderboard: a score qualifies if it beats the third strictly"
        case .longNickname: "RULES.md, Square Color Game, Leaderboard: nicknames cut to 15 characters"
        default: nil
        }
    }

    /// The shares `check` requires by default (over its checking bots): the situations without which the preview,
    /// feedback-window, sequence and leaderboard invariants would hold vacuously.
    public var minimumShare: Double? {
        switch self {
        case .tapDuringPreview, .tapBetweenRounds, .wrongTapOnSecondTarget, .actionAfterGameOver: 0.02
        case .fullLeaderboard: 0.05
        default: nil
        }
    }
}

extension SquareColorGame {
    /// Marks the labels an action or event reaches.
    public func coverage(at moment: Moment<SquareColorGame>, in state: SquareColorSession, into seen: inout CoverageSet<SquareColorCoverage>) {
        switch moment {
        case .start:
            return
        case .event(let event, _):
            switch event {
            case .timeUp:
                seen.insert(.timerRanOut)
                if state.expectedTarget == 1 { seen.insert(.timerRanOutMidSequence) }
            case .roundStarted:
                if Self.hasDistractorWithinThreshold(state) { seen.insert(.distractorWithinThreshold) }
            case .tick, .sequenceShown:
                return
            }
        case .action(let action, let before):
            switch action {
            case .startGame:
                if state.state != before.state, Self.hasDistractorWithinThreshold(state) { seen.insert(.distractorWithinThreshold) }
                if state.state != before.state, state.gamesCompleted == 0, state.roundNumber == 1, let target = state.targets.first {
                    seen.insert(Self.firstRedBand(target.color.red))
                }
                if state.state != before.state, state.roundNumber == 1 { statedShareLabels(of: state, into: &seen) }
            case .tap:
                if before.state == .showingSequence { seen.insert(.tapDuringPreview) }
                if before.state == .gameOver { seen.insert(.actionAfterGameOver) }
                if before.state == .playing, before.roundWonAt != nil { seen.insert(.tapBetweenRounds) }
                if state.lastTap == .wrong {
                    if state.difficulty == .easy { seen.insert(.wrongTapInEasy) }
                    if before.expectedTarget == 1 { seen.insert(.wrongTapOnSecondTarget) }
                }
            case .wait:
                if before.state == .gameOver { seen.insert(.actionAfterGameOver) }
            case .saveHighScore(let nickname):
                if nickname.count > HighScore.maxNicknameLength { seen.insert(.longNickname) }
                if before.isHighScorePending, !state.isHighScorePending,
                   before.storage.highScores(for: state.difficulty).count == StorageManager.capacity {
                    seen.insert(.fullLeaderboard)
                }
            case .skipHighScore, .restartGame:
                return
            }
        }
    }

    /// True when a distractor of the current grid matches its base target within the match threshold.
    static func hasDistractorWithinThreshold(_ state: SquareColorSession) -> Bool {
        state.grid.contains { square in
            !square.isTarget && state.targets.indices.contains(square.baseIndex)
                && square.color.matches(state.targets[square.baseIndex].color, threshold: state.current.matchThreshold)
        }
    }
}

extension SquareColorGame {
    /// The band of [0.2, 1.0] a red channel lies in (a quarter each; 1.0 in the last).
    static func firstRedBand(_ red: Double) -> SquareColorCoverage {
        SquareColorCoverage.firstRedBands[min(3, max(0, Int((red - 0.2) / 0.2)))]
    }

    /// The share the rules state: a target's channels are uniform in [0.2, 1.0], so the first round's first target
    /// has its red in each quarter of that range with chance 1/4 (the session's first game; every difficulty).
    ///
    /// Two more, each over a game's one round so that games are independent draws: a similar colour adds a uniform
    /// offset in [-variation, +variation] per channel, so the first easy round's first distractor (grid order) has its
    /// red below its target's with chance 1/2 (counted only when the target's red is at least `variation` from 0 and 1,
    /// where no clamping can move it); and hard's two targets get two different shapes of 6 at random, so the first
    /// hard round's first target has each shape with chance 1/6. Each is declared when the session plays such a game.
    public func statedShares() -> [StatedShare] {
        var shares = [StatedShare(name: "firstTargetRed", citation: "RULES.md, Square Color Game, Colours: a target's channels are uniform in [0.2, 1.0]",
                                  shares: SquareColorCoverage.firstRedBands.map { ($0, 0.25) })]
        if firstGame(at: .easy) != nil {
            shares.append(StatedShare(name: "firstDistractorOffset",
                                      citation: "RULES.md, Square Color Game, Colours: a similar colour adds a uniform offset in [-0.15, +0.15] per channel",
                                      shares: [(SquareColorCoverage.firstOffsetBelow, 0.5), (.firstOffsetAbove, 0.5)]))
        }
        if firstGame(at: .hard) != nil {
            shares.append(StatedShare(name: "firstHardTargetShape",
                                      citation: "RULES.md, Square Color Game: hard, the 2 targets get 2 different shapes of 6",
                                      shares: SquareColorCoverage.firstHardShapes.map { ($0, 1.0 / 6) }))
        }
        return shares
    }

    /// The index of the session's first game at `difficulty`, nil when it plays none.
    func firstGame(at difficulty: Difficulty) -> Int? {
        (0..<settings.games).first { settings.difficulty(ofGame: $0) == difficulty }
    }

    /// The labels of `firstDistractorOffset` and `firstHardTargetShape` a round just dealt reaches (its game's first).
    func statedShareLabels(of state: SquareColorSession, into seen: inout CoverageSet<SquareColorCoverage>) {
        if state.difficulty == .easy, state.gamesCompleted == firstGame(at: .easy), let target = state.targets.first,
           let distractor = state.grid.first(where: { !$0.isTarget }) {
            let variation = settings.settings(for: .easy).variation
            if target.color.red >= variation, target.color.red <= 1 - variation {
                seen.insert(distractor.color.red < target.color.red ? .firstOffsetBelow : .firstOffsetAbove)
            }
        }
        if state.difficulty == .hard, state.gamesCompleted == firstGame(at: .hard), let shape = state.targets.first?.shape,
           let index = Shape.allCases.firstIndex(of: shape) {
            seen.insert(SquareColorCoverage.firstHardShapes[index])
        }
    }
}
