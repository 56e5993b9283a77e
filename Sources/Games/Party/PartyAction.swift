/// A button pressed, or time passing: every button of every screen, whichever screen is shown (the store ignores
/// a button its screen does not have).
public enum PartyAction: Hashable, Sendable, CustomStringConvertible {
    /// Home: Start Game.
    case startSettings
    /// Home: How to Play.
    case showHowTo
    /// How To: back to Home.
    case closeHowTo
    /// Settings: Next — Player Intake.
    case startIntake
    /// Intake handoff: I'm next.
    case intakeProceed
    /// Intake name: Next.
    case saveName
    /// Intake picks: Reroll candidate `index`.
    case reroll(Int)
    /// Intake picks: Review & Submit with these candidates selected.
    case submit([Int])
    /// Intake picks: Review & Submit on a stale screen, one not redrawn for this player that still shows the
    /// previous player's candidates, with these of them selected (`GameStore.submitFromStaleScreen`).
    case submitStale([Int])
    /// Round intro: Start Round N.
    case startRound
    /// Turn handoff: Start Turn.
    case beginTurn
    /// Turn: Correct.
    case correct
    /// Turn: Skip (rounds 2 and 3).
    case skip
    /// Turn: Pause.
    case pause
    /// Paused: Resume.
    case resume
    /// Turn or paused: End Turn (confirmed).
    case endTurn
    /// Skip cycle complete: Continue.
    case acknowledgeSkips
    /// Recap: Undo the turn's correct number `index` (shipped: un-highlight it).
    case undo(Int)
    /// Recap: Next.
    case nextHandoff
    /// Round end: next round's rules, or the game's end.
    case nextRound
    /// Game end: Stats.
    case showStats
    /// Stats: back.
    case closeStats
    /// Game end: Rematch (same settings).
    case rematch
    /// Game end: New Game.
    case newGame
    /// Let this many milliseconds of virtual time pass.
    case wait(milliseconds: Int)

    /// `correct`, `undo(0)`, `submit([1, 4, 7])`, `wait 4.25 s`.
    public var description: String {
        switch self {
        case .reroll(let index): "reroll(\(index))"
        case .submit(let picks): "submit(\(picks))"
        case .submitStale(let picks): "submitStale(\(picks))"
        case .undo(let index): "undo(\(index))"
        case .wait(let milliseconds):
            "wait \(milliseconds / 1000).\(String(repeating: "0", count: 3 - String(milliseconds % 1000).count))\(milliseconds % 1000) s"
        case .startSettings: "startSettings"
        case .showHowTo: "showHowTo"
        case .closeHowTo: "closeHowTo"
        case .startIntake: "startIntake"
        case .intakeProceed: "intakeProceed"
        case .saveName: "saveName"
        case .startRound: "startRound"
        case .beginTurn: "beginTurn"
        case .correct: "correct"
        case .skip: "skip"
        case .pause: "pause"
        case .resume: "resume"
        case .endTurn: "endTurn"
        case .acknowledgeSkips: "acknowledgeSkips"
        case .nextHandoff: "nextHandoff"
        case .nextRound: "nextRound"
        case .showStats: "showStats"
        case .closeStats: "closeStats"
        case .rematch: "rematch"
        case .newGame: "newGame"
        }
    }
}
