import Foundation
import Testing

/// Where the bridge's issues go: recorded with Swift Testing's `Issue.record` (the default), or collected by
/// `withIssuesCollected` for a test that checks a failure is reported, and reported exactly once.
///
/// A test of the bridge itself (`checkProperty`, `expectInvariantsHold`, `expectGameConformance`, `replayActions`)
/// expects its check to fail. Under `withKnownIssue` every such failure is still printed in full (the shrunk steps,
/// the replay command: dozens of lines a failure), so a passing run prints thousands of lines. Collected, the
/// issues are the test's to inspect and nothing is printed; the test asserts how many there were.
public enum IssueCollector {
    /// The collector of the current task, if a `withIssuesCollected` scope is active.
    @TaskLocal static var current: Box?

    /// The issues of one scope, in the order reported.
    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        var all: [String] { lock.withLock { texts } }
        func append(_ text: String) { lock.withLock { texts.append(text) } }
    }

    /// Records `text` as an issue at `sourceLocation`, or hands it to the active collector.
    package static func report(_ text: String, severity: Issue.Severity = .error, sourceLocation: SourceLocation) {
        if let box = current {
            box.append(text)
        } else {
            Issue.record(Comment(rawValue: text), severity: severity, sourceLocation: sourceLocation)
        }
    }

    /// Records `text` as a Swift Testing warning (the test still passes) at `sourceLocation`: something a test should
    /// know but that is no failure, such as a coverage requirement too few games could show. A collector
    /// (`withIssuesCollected`) gathers failures only, so a warning is never counted among them; outside a test it is
    /// dropped.
    package static func warn(_ text: String, sourceLocation: SourceLocation) {
        guard current == nil, Test.current != nil else { return }
        Issue.record(Comment(rawValue: text), severity: .warning, sourceLocation: sourceLocation)
    }

    /// Attaches `text` to the current test (Swift Testing's attachments: saved when the run is given
    /// `--attachments-path`), unless a collector is active or no test is running.
    package static func attach(_ text: String, named name: String, sourceLocation: SourceLocation) {
        guard current == nil, Test.current != nil else { return }
        Attachment.record(text, named: name, sourceLocation: sourceLocation)
    }
}

/// Runs `body` and returns the issues the Playtest bridge reported inside it (each the text it would have recorded),
/// instead of recording them. Issues recorded otherwise (`#expect`, `Issue.record` in the test itself) are recorded
/// as usual.
///
/// ```swift
/// let issues = await withIssuesCollected {
///     _ = try? await checkProperty(Gen.int(in: 0...10_000)) { x in #expect(x < 100) }
/// }
/// #expect(issues.count == 1)   // reported once, with the shrunk case
/// ```
public func withIssuesCollected(_ body: () async throws -> Void) async rethrows -> [String] {
    let box = IssueCollector.Box()
    try await IssueCollector.$current.withValue(box) { try await body() }
    return box.all
}

/// The synchronous form of `withIssuesCollected`, for `expectInvariantsHold` and the other synchronous expectations.
public func withIssuesCollected(_ body: () throws -> Void) rethrows -> [String] {
    let box = IssueCollector.Box()
    try IssueCollector.$current.withValue(box) { try body() }
    return box.all
}
