import Foundation
import PlaytestKit

/// `--observations FILE`: one JSON line per game played in the "PBT Observations" format (``TestCaseObservation``),
/// collected in a deterministic order and written once, temp-then-rename, after the games.
///
/// Only `timing` and `run_start` read the clock; `PLAYTEST_OBSERVATIONS_NO_TIME=1` writes 0 for both, so that two runs
/// give the same bytes.
struct ObservationsOutput {
    /// The environment variable that zeroes every clock reading in the lines.
    static let noTimeVariable = "PLAYTEST_OBSERVATIONS_NO_TIME"

    /// The file.
    let file: OutputFile
    /// When the run started, seconds since 1970 (0 with the variable set).
    let runStart: Double
    /// Reads seconds for per-game timing; nil with the variable set.
    let clock: (@Sendable () -> Double)?

    /// The `--observations` file `args` names, checked before anything is played, or nil.
    static func requested(_ args: Arguments, io: CommandIO, command: String) throws(CommandError) -> ObservationsOutput? {
        guard let typed = args.value("--observations") else { return nil }
        let file = try OutputFile(typed: typed, option: "--observations", io: io, command: command, example: "observations.jsonl")
        let timeless = io.environment[noTimeVariable].map { !$0.isEmpty && $0 != "0" } ?? false
        return ObservationsOutput(
            file: file, runStart: timeless ? 0 : Date().timeIntervalSince1970,
            clock: timeless ? nil : monotonicSeconds)
    }

    /// Writes `lines`, one a line.
    func write(_ lines: [String]) throws(CommandError) {
        try FileStore.writeAtomically(lines.map { $0 + "\n" }.joined(), to: file.path)
    }

    /// A configuration's parameters as a JSON object: numbers and booleans as such, the rest as text.
    static func parameters(_ configuration: GameConfiguration) -> ObservationValue {
        .object(configuration.parameters.map { parameter in
            switch parameter.value {
            case .integer(let number): (parameter.name, .integer(number))
            case .double(let number): (parameter.name, .number(number))
            case .bool(let flag): (parameter.name, .bool(flag))
            case .string(let text): (parameter.name, .string(text))
            }
        })
    }

    /// The test-case line of one observed game of `request`'s configuration.
    static func line(
        _ game: ObservedGame, property: String, request: RunRequest, registration: GameRegistration, label: String?,
        program: String, runStart: Double, howGenerated: String = "random"
    ) -> String {
        let token = request.token(game: game.index, gameID: registration.descriptor.id).description
        var arguments: [(key: String, value: ObservationValue)] = [
            ("game", .string(registration.descriptor.id)),
            ("rules", .string(request.configuration.rules)),
            ("parameters", parameters(request.configuration)),
            ("bots", .string(request.bots.description)),
            ("seed", .string(String(request.seed))),
            ("game_index", .integer(game.index)),
        ]
        if let label { arguments.insert(("configuration", .string(label)), at: 0) }
        var features: [(key: String, value: ObservationValue)] = [("steps", .integer(game.stepCount))]
        for (seat, outcome) in game.seatOutcomes.enumerated() {
            if let score = outcome.score { features.append(("seat\(seat).score", .number(score))) }
            if let won = outcome.won { features.append(("seat\(seat).won", .bool(won))) }
        }
        for figure in game.figures { features.append((figure.name, .number(figure.value))) }
        for (bit, info) in registration.coverageLabels.enumerated() {
            features.append(("coverage:\(info.name)", .bool(game.coverage & (1 << UInt64(bit)) != 0)))
        }
        let reason = game.violations.map { "\($0.invariant) broke at step \($0.step) (\($0.moment)): \($0.message)" }.joined(separator: "; ")
        let observation = TestCaseObservation(
            status: game.violations.isEmpty ? .passed : .failed, statusReason: reason, property: property,
            representation: token, arguments: arguments, howGenerated: howGenerated, features: features,
            timing: [("execute:game", game.seconds ?? 0)],
            metadata: [
                ("replay", .string("\(program) replay \(token)")),
                ("broken_invariants", .array(game.violations.map { .string($0.invariant) })),
            ],
            runStart: runStart)
        return observation.line
    }
}

/// Seconds on the monotonic clock: what timing lines read (never a report).
private func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
