import Foundation
import PlaytestHarness

/// A figure of one configuration's result that a gate or a comparison can name.
///
/// Spelled in a scenario as:
/// - a measurement's name, e.g. `finalScore` (a summary or histogram: its mean; a rate: its share;
///   a scalar: its value);
/// - `seat.0.score`, `team.red.winRate`, `role.snake.score` (per seat, team or role, from `SeatSummary`; a game's
///   teams and roles are its descriptor's `seatGroups`, and either prefix names them);
/// - `coverage.<label>` (the share of games that reached a coverage label);
/// - `invariant.<name>` (games in which that invariant broke) or `invariants` (games with any breach, summed
///   over invariants: 0 exactly when none broke);
/// - `steps` (actions per game);
/// - in a ladder study, `skill.<figure>` (a figure of the ladder's Skill section, `SkillFigure.names(rungs:isMatch:)`);
/// - in a gate only, `answer.<question>` (a designer's answer read for the configuration, ``AnswerGate``).
public enum MetricReference: Sendable, Equatable, CustomStringConvertible {
    /// A measurement of the game, by name.
    case measurement(String)
    /// A seat's, team's or role's mean final score (`seat 0`, `team red`, `role snake`): a ratio over games.
    case seatScore(group: String)
    /// A seat's, team's or role's win rate (named as for ``seatScore(group:)``): the share of decided games won when
    /// its seats win together, else of decided seat-games, a ratio over games (`SeatSummary/Group/winRate`).
    case seatWinRate(group: String)
    /// The share of games that reached a coverage label.
    case coverage(String)
    /// Games in which one invariant broke.
    case invariant(String)
    /// Broken games summed over every invariant.
    case invariants
    /// Actions per game.
    case steps
    /// A figure of a ladder study's Skill section (`skill.planner-minus-greedy`, `skill.rating.greedy`), evaluated once
    /// per ladder from its configurations together (see ``SkillFigure``).
    case skill(String)
    /// A designer's answer (`answer.fair`), read for one configuration by its own test (``AnswerGate``): a gate with
    /// `"is": "yes"` or `"no"` passes when the answer's verdict is that one.
    case answer(DesignAnswer.Question)

    /// The reference as a scenario spells it.
    public var description: String {
        switch self {
        case .measurement(let name): return name
        case .seatScore(let group): return Self.spelled(group) + ".score"
        case .seatWinRate(let group): return Self.spelled(group) + ".winRate"
        case .coverage(let label): return "coverage." + label
        case .invariant(let name): return "invariant." + name
        case .invariants: return "invariants"
        case .steps: return "steps"
        case .skill(let name): return name
        case .answer(let question): return AnswerGate.prefix + question.id
        }
    }

    /// Every reference a configuration of a game can name, as spelled, for suggestions and `list`.
    ///
    /// `measurements` are the game's measurement names (see `GameRegistration/measurementNames(in:)`).
    /// `groups` are extra team or role names the results carry (see `GameRegistration/observedSeatGroups(in:)`).
    public static func names(registration: GameRegistration, seats: Int, measurements: [String], groups extra: [String] = []) -> [String] {
        var names = measurements
        var groups = (0..<seats).map { "seat.\($0)" }
        var seatGroups = registration.descriptor.seatGroups
        for group in extra where !seatGroups.contains(group) { seatGroups.append(group) }
        groups += seatGroups.flatMap { ["team.\($0)", "role.\($0)"] }
        for group in groups { names += ["\(group).score", "\(group).winRate"] }
        names += registration.coverageLabels.map { "coverage.\($0.name)" }
        names += registration.invariants.map { "invariant.\($0.name)" }
        names += ["invariants", "steps"]
        return names
    }

    /// Parses a reference, or returns nil when `text` names nothing `names` lists.
    public static func parse(_ text: String, among names: [String]) -> MetricReference? {
        guard names.contains(text) else { return nil }
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        if text == "invariants" { return .invariants }
        if text == "steps" { return .steps }
        if parts.count == 2, parts[0] == "coverage" { return .coverage(parts[1]) }
        if parts.count == 2, parts[0] == "invariant" { return .invariant(parts[1]) }
        if ["seat", "team", "role"].contains(parts[0]), parts.count == 2 {
            let rest = parts[1]
            for (suffix, isScore) in [(".score", true), (".winRate", false)] where rest.hasSuffix(suffix) {
                let name = String(rest.dropLast(suffix.count))
                let group = parts[0] + " " + name
                return isScore ? .seatScore(group: group) : .seatWinRate(group: group)
            }
        }
        return .measurement(text)
    }

    /// `seat 0` as `seat.0`, `role snake` as `role.snake`.
    static func spelled(_ group: String) -> String {
        group.replacingOccurrences(of: " ", with: ".")
    }

    /// Whether a ``SeatSummary`` key (`seat 0`, `team red`, `role snake`) is the group a reference names; `team.X` and
    /// `role.X` both name the game's seat group X, whichever kind the game labels it.
    static func matches(key: String, group: String) -> Bool {
        if group.hasPrefix("seat ") { return key == group }
        let name = group.drop { $0 != " " }.dropFirst()
        return key == "team " + name || key == "role " + name
    }
}
