import Foundation
import PlaytestProperties
import Synchronization

/// `PLAYTEST_OBSERVATIONS=FILE` for `checkProperty`: one JSON line per case in the "PBT Observations" format
/// (``TestCaseObservation``), then one for the shrunk failure and one info line of the check's totals, appended to FILE
/// when the check ends (each check's lines together, in the order its cases ran).
///
/// Only `timing` and `run_start` read the clock; `PLAYTEST_OBSERVATIONS_NO_TIME=1` writes 0 for both.
final class PropertyObservations: Sendable {
    /// The variable naming the file.
    static let variable = "PLAYTEST_OBSERVATIONS"
    /// The variable that zeroes every clock reading.
    static let noTimeVariable = "PLAYTEST_OBSERVATIONS_NO_TIME"
    /// Serialises appends from checks running in parallel in one process.
    private static let appending = Mutex<Void>(())

    let path: String
    let property: String
    let runStart: Double
    let clock: (@Sendable () -> Double)?
    private let lines = Mutex<[String]>([])

    /// The observations the environment asks for, or nil; a file that cannot be written is refused before any case runs.
    static func requested(environment: [String: String], property: String) throws -> PropertyObservations? {
        guard let path = environment[variable], !path.isEmpty else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder), isFolder.boolValue,
              access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0 else {
            throw PropertyCheckError(description: "\(variable) is \"\(path)\": its folder does not exist or is not writable; "
                + "name a file in a folder you can write to, e.g. \(variable)=.build/observations.jsonl")
        }
        let timeless = environment[noTimeVariable].map { !$0.isEmpty && $0 != "0" } ?? false
        return PropertyObservations(
            path: path, property: property, runStart: timeless ? 0 : Date().timeIntervalSince1970,
            clock: timeless ? nil : monotonicSeconds)
    }

    init(path: String, property: String, runStart: Double, clock: (@Sendable () -> Double)?) {
        self.path = path
        self.property = property
        self.runStart = runStart
        self.clock = clock
    }

    /// The observer to put in the check's settings.
    var observer: PropertyObserver {
        PropertyObserver(clock: clock) { [self] observed in
            let line = TestCaseObservation(
                status: observed.status == .passed ? .passed : observed.status == .failed ? .failed : .gaveUp,
                statusReason: observed.status == .rejected ? "rejected by assume (or its choices ran out)" : observed.messages.joined(separator: "; "),
                property: property, representation: "\(observed.value) (replay \(observed.token))",
                arguments: [("value", .string(observed.value))],
                howGenerated: observed.origin,
                features: observed.labels.map { ("label:\($0)", .bool(true)) }
                    + observed.coverage.map { ("cover:\($0.label)", .bool($0.hit)) }
                    + observed.targets.map { ("target:\($0.label)", .number($0.score)) }
                    + [("choices", .integer(observed.choices.count))],
                timing: [("execute:test", observed.seconds ?? 0)],
                metadata: [("replay", .string(observed.token)), ("seed_case", observed.index.map(ObservationValue.integer) ?? .null)],
                runStart: runStart).line
            lines.withLock { $0.append(line) }
        }
    }

    /// Adds the shrunk failure and the totals, then appends every line to the file.
    func finish<Value>(_ outcome: PropertyOutcome<Value>, seed: UInt64) {
        var all = lines.withLock { $0 }
        if let failure = outcome.failure {
            all.append(TestCaseObservation(
                status: .failed, statusReason: failure.messages.joined(separator: "; "), property: property,
                representation: "\(failure.shrunk) (replay \(failure.token))", arguments: [("value", .string("\(failure.shrunk)"))],
                howGenerated: "minimal failing example", features: [("choices", .integer(failure.choices.count)),
                                                                     ("shrink_calls", .integer(failure.shrinkCalls))],
                timing: [], metadata: [("replay", .string(failure.token)), ("notes", .array(failure.notes.map(ObservationValue.string)))],
                runStart: runStart).line)
        }
        all.append(InfoObservation(
            title: "\(property): \(outcome.passed) passed, \(outcome.rejected) rejected",
            content: [
                ("seed", .string(String(seed))), ("passed", .integer(outcome.passed)), ("rejected", .integer(outcome.rejected)),
                ("failed", .bool(outcome.failure != nil)),
                ("labels", .object(outcome.labels.map { ($0.info.name, .integer($0.games)) })),
            ],
            property: property, runStart: runStart).line)
        let text = all.map { $0 + "\n" }.joined()
        Self.appending.withLock { _ in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                guard written > 0 else { return }
                bytes = bytes.dropFirst(written)
            }
        }
    }
}

/// Seconds on the monotonic clock: what timing lines read (never a report).
private func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
