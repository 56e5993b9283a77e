/// The screens of the app, as the document's `Stage` machine names them, with the transitions it draws.
///
/// ```
/// home → howTo | settings          howTo → home (decision: the diagram draws no way out)
/// settings → intakeHandoff
/// intakeHandoff → intakeName → intakePicks → (intakeHandoff again | roundIntro)
/// roundIntro → turnHandoff → turn → (turnPaused | turnSkipComplete | recap)
/// turnPaused → (turn | recap)      turnSkipComplete → recap
/// recap → (turnHandoff | roundEnd) roundEnd → (roundIntro | gameEnd)
/// gameEnd → (gameStats | roundIntro via Rematch | home via New Game)
/// gameStats → gameEnd
/// ```
public enum Stage: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// Home: Start Game, How to Play.
    case home
    /// The How To slides.
    case howTo
    /// The settings screen.
    case settings
    /// Intake: pass the phone to the next player.
    case intakeHandoff
    /// Intake: the player's name.
    case intakeName
    /// Intake: candidates, rerolls, picks, submit.
    case intakePicks
    /// A round's rules, before it starts.
    case roundIntro
    /// Pass the phone to the clue-giver.
    case turnHandoff
    /// The timed turn: Correct, Skip, Pause, End Turn.
    case turn
    /// The turn, paused.
    case turnPaused
    /// Skips and corrects went round the whole deck.
    case turnSkipComplete
    /// The turn's cards, with undo.
    case recap
    /// A round's scores.
    case roundEnd
    /// The winner or a tie: Stats, Rematch, New Game.
    case gameEnd
    /// The game's statistics.
    case gameStats

    /// The stages this one may move to.
    public var successors: [Stage] {
        switch self {
        case .home: [.howTo, .settings]
        case .howTo: [.home]
        case .settings: [.intakeHandoff]
        case .intakeHandoff: [.intakeName]
        case .intakeName: [.intakePicks]
        case .intakePicks: [.intakeHandoff, .roundIntro]
        case .roundIntro: [.turnHandoff]
        case .turnHandoff: [.turn]
        case .turn: [.turnPaused, .turnSkipComplete, .recap]
        case .turnPaused: [.turn, .recap]
        case .turnSkipComplete: [.recap]
        case .recap: [.turnHandoff, .roundEnd]
        case .roundEnd: [.roundIntro, .gameEnd]
        case .gameEnd: [.gameStats, .roundIntro, .home]
        case .gameStats: [.gameEnd]
        }
    }

    /// True when the machine allows moving from this stage to `next`.
    public func canMove(to next: Stage) -> Bool { successors.contains(next) }

    /// True from a round's first handoff to its last recap: the stages in which the deck of the round is in play.
    public var isInRound: Bool {
        switch self {
        case .turnHandoff, .turn, .turnPaused, .turnSkipComplete, .recap: true
        default: false
        }
    }

    /// The stage's name.
    public var description: String { rawValue }
}
