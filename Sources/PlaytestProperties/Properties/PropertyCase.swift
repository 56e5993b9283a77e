import Foundation

/// What the body of a property said about the case it is checking: rejected, labels, coverage, targets, notes
/// and failures.
///
/// The runner binds one to the task for each case (`PropertyCase.current`), and the free functions `assume`,
/// `label`, `classify`, `cover`, `target` and `note` write to it, so a property's body calls them anywhere,
/// also from an `async` helper. A bridge that turns a test framework's failures into property failures (the
/// Swift Testing bridge does) reports them with `recordFailure(_:)`.
public final class PropertyCase: @unchecked Sendable {
    /// The case the current task is checking, if any.
    @TaskLocal public static var current: PropertyCase?

    private let lock = NSLock()
    private var storage = Storage()
    /// True on the final replay of a failure, the only time notes are kept.
    var keepsNotes: Bool { lock.withLock { notesKept } }
    private var notesKept: Bool

    struct Storage {
        var rejected = false
        var labels: [String] = []
        var coverage: [(label: String, share: Double, hit: Bool)] = []
        var targets: [(label: String, score: Double)] = []
        var notes: [String] = []
        var failures: [String] = []
    }

    init(keepsNotes: Bool = false) {
        notesKept = keepsNotes
    }


    /// Everything recorded since the last take; the context is empty again after it (one lock per case).
    func take() -> Storage {
        lock.withLock {
            let taken = storage
            storage = Storage()
            return taken
        }
    }

    /// Keeps notes (the final replay of a failure) or stops keeping them.
    func setKeepsNotes(_ keeps: Bool) {
        lock.withLock { notesKept = keeps }
    }

    /// Records a failure of the case (a framework's expectation, say); the case fails once its body returns.
    public func recordFailure(_ message: String) {
        lock.withLock { storage.failures.append(message) }
    }

    func reject() { lock.withLock { storage.rejected = true } }

    func addLabel(_ label: String) {
        lock.withLock { if !storage.labels.contains(label) { storage.labels.append(label) } }
    }

    func addCoverage(_ label: String, share: Double, hit: Bool) {
        lock.withLock {
            if let index = storage.coverage.firstIndex(where: { $0.label == label }) {
                storage.coverage[index].hit = storage.coverage[index].hit || hit
            } else {
                storage.coverage.append((label, share, hit))
            }
        }
    }

    func addTarget(_ label: String, score: Double) {
        lock.withLock {
            if let index = storage.targets.firstIndex(where: { $0.label == label }) {
                storage.targets[index].score = score
            } else {
                storage.targets.append((label, score))
            }
        }
    }

    func addNote(_ text: String) { lock.withLock { storage.notes.append(text) } }
}

/// The error `assume` throws to reject a case: the runner counts it as rejected, neither passed nor failed.
public struct PropertyRejection: Error, Sendable, CustomStringConvertible {
    /// Creates a rejection.
    public init() {}
    /// What it means.
    public var description: String { "the case was rejected by assume" }
}

// MARK: - What a property's body calls

/// Rejects the current case unless `condition` holds (Hypothesis' `assume`, QuickCheck's `==>`).
///
/// A rejected case counts neither as passed nor as failed; the runner draws another. When rejections pass the
/// health limit (by default ten times the cases asked for), the check fails with a health-check failure rather
/// than passing on the few cases left.
/// - Throws: `PropertyRejection` when `condition` is false.
public func assume(_ condition: Bool) throws {
    guard condition else {
        PropertyCase.current?.reject()
        throw PropertyRejection()
    }
}

/// Labels the current case (QuickCheck's `label`): the report gives the share of cases with each label.
public func label(_ name: String) {
    PropertyCase.current?.addLabel(name)
}

/// Labels the current case with `name` when `condition` holds (QuickCheck's `classify`).
public func classify(_ condition: Bool, _ name: String) {
    if condition { PropertyCase.current?.addLabel(name) }
}

/// Requires that at least `share` (0...1) of the cases satisfy `condition`, labelled `name` (QuickCheck's `cover`).
///
/// The check fails when the Wilson 95% interval of the share lies wholly below `share`, passes the requirement
/// when it lies at or above, and otherwise says it is not yet shown: the verdicts of the games' coverage.
public func cover(_ share: Double, _ condition: Bool, _ name: String) {
    PropertyCase.current?.addCoverage(name, share: share, hit: condition)
}

/// Reports a score for the current case, to be maximised (Hypothesis' `target`): after the random cases, a
/// targeted search (`TargetedSearch`) moves the choices toward higher scores of each label, looking for a failure.
public func target(_ score: Double, label: String = "") {
    PropertyCase.current?.addTarget(label, score: score)
}

/// Text shown with the final, shrunk failure only (Hypothesis' `note`); not evaluated on other cases.
public func note(_ text: @autoclosure () -> String) {
    guard let current = PropertyCase.current, current.keepsNotes else { return }
    current.addNote(text())
}
