import Foundation
import PlaytestProperties
import Testing

/// Checks a property in a Swift Testing test: the body may throw, be `async`, and use `#expect` and `#require`.
///
/// Failures inside the body (a recorded issue, a thrown error) fail the case; while cases run and while the
/// failure shrinks, they are collected, not recorded. Only the final, shrunk failure is recorded, once, with the
/// original and the shrunk value, the seed and the line that replays it; `assume`, `label`, `classify`,
/// `cover`, `target` and `note` work inside the body (see `PropertyRunner`). A broken health check (too many
/// rejections) and an unmet `cover` are recorded as one issue each.
///
/// ```swift
/// @Test func reverseTwice() async throws {
///     try await checkProperty(Gen.int().array(length: 0...100)) { values in
///         #expect(Array(values.reversed().reversed()) == values)
///     }
/// }
/// ```
///
/// - The seed is fixed per test (derived from its name), so CI is reproducible. `PLAYTEST_SEED=n` replaces it
///   and `PLAYTEST_RUNS=k` checks k seeds in turn, for exploration.
/// - A failure is stored in `database` (`.playtest/examples` by default) and replayed first the next time; a
///   stored failure that passes is removed. Pass nil to store nothing.
/// - `replay:` (or `PLAYTEST_REPLAY`) takes the printed `pp1:` token and replays that case first.
/// - `PLAYTEST_OBSERVATIONS=FILE` appends one JSON line per case (PBT Observations, as Hypothesis writes them and
///   Tyche reads them) to FILE; `PLAYTEST_OBSERVATIONS_NO_TIME=1` zeroes their timing and `run_start`.
///
/// - Throws: `PropertyCheckError` when `replay:` or an environment variable cannot be read.
/// - Returns: the outcome (of the last seed checked), for further assertions.
@discardableResult
public func checkProperty<Value>(
    _ gen: Gen<Value>,
    cases: Int = 100,
    seed: UInt64? = nil,
    shrinkBudget: Int = 2_000,
    maxRejections: Int? = nil,
    targetBudget: Int = 1_000,
    replay: String? = nil,
    database: ExampleDatabase? = .default,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable (Value) async throws -> Void
) async throws -> PropertyOutcome<Value> {
    try await checkProperty(
        gen, cases: cases, seed: seed, shrinkBudget: shrinkBudget, maxRejections: maxRejections, targetBudget: targetBudget,
        replay: replay, database: database, environment: environment, sourceLocation: sourceLocation
    ) { settings in
        await PropertyRunner.check(gen, settings: settings, body: body)
    }
}

/// Checks a property whose body is synchronous in a Swift Testing test: the same check as the overload for an
/// `async` body (same cases, shrinking, stored examples, coverage, targets and single issue), with every case run
/// without suspending.
///
/// Overload resolution picks this one for a closure that does not `await`; such a body still may throw and use
/// `#expect`, `#require`, `assume`, `label`, `classify`, `cover`, `target` and `note`. No case suspends, so a
/// cheap property pays neither an `await` per case nor an executor switch when the test runs on another actor.
/// The call itself is `async` all the same: Swift Testing's issue handling, through which the failures inside
/// cases are collected instead of recorded, is entered asynchronously (`IssueHandlingTrait.provideScope`).
///
/// ```swift
/// @Test func reverseTwice() async throws {
///     try await checkProperty(Gen.int().array(length: 0...100)) { values in
///         #expect(Array(values.reversed().reversed()) == values)
///     }
/// }
/// ```
///
/// - Throws: `PropertyCheckError` when `replay:` or an environment variable cannot be read.
/// - Returns: the outcome (of the last seed checked), for further assertions.
@discardableResult
public func checkProperty<Value>(
    _ gen: Gen<Value>,
    cases: Int = 100,
    seed: UInt64? = nil,
    shrinkBudget: Int = 2_000,
    maxRejections: Int? = nil,
    targetBudget: Int = 1_000,
    replay: String? = nil,
    database: ExampleDatabase? = .default,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable (Value) throws -> Void
) async throws -> PropertyOutcome<Value> {
    try await checkProperty(
        gen, cases: cases, seed: seed, shrinkBudget: shrinkBudget, maxRejections: maxRejections, targetBudget: targetBudget,
        replay: replay, database: database, environment: environment, sourceLocation: sourceLocation
    ) { settings in
        PropertyRunner.check(gen, settings: settings, body: body)
    }
}

/// The bridge shared by both overloads: the plan, the seeds, the stored examples and the issues; `check` runs the
/// property under the given settings.
private func checkProperty<Value>(
    _ gen: Gen<Value>, cases: Int, seed: UInt64?, shrinkBudget: Int, maxRejections: Int?, targetBudget: Int, replay: String?,
    database: ExampleDatabase?, environment: [String: String], sourceLocation: SourceLocation,
    check: @escaping @Sendable (PropertySettings) async -> PropertyOutcome<Value>
) async throws -> PropertyOutcome<Value> {
    let plan = try PropertyPlan(seed: seed, replay: replay, environment: environment, sourceLocation: sourceLocation)
    let stored = database?.examples(for: plan.key) ?? []
    let observations = try PropertyObservations.requested(environment: environment, property: plan.key)
    var outcome = PropertyOutcome<Value>()
    var checkedSeed = plan.seed
    for run in 0..<plan.runs {
        checkedSeed = run == 0 ? plan.seed : SplitMix64.mix(plan.seed &+ UInt64(run))
        var settings = PropertySettings(
            cases: cases, seed: checkedSeed, shrinkBudget: shrinkBudget, maxRejections: maxRejections, targetBudget: targetBudget,
            examples: run == 0 ? plan.replayed + stored : [])
        settings.observer = observations?.observer
        let fixed = settings
        outcome = await collectingIssues { await check(fixed) }
        if !outcome.holds { break }
    }
    observations?.finish(outcome, seed: checkedSeed)
    if let failure = outcome.failure {
        database?.save(failure.choices, for: plan.key)
        let line = plan.replayLine(token: failure.token)
        let text = PropertyFailureText.failure(failure, cases: cases, replayLine: line, stored: database?.path(for: plan.key))
        IssueCollector.attach(line + "\n", named: "replay.txt", sourceLocation: sourceLocation)
        IssueCollector.report(text, sourceLocation: sourceLocation)
    } else if !stored.isEmpty {
        database?.removeExamples(for: plan.key)
    }
    if let health = outcome.healthFailure {
        IssueCollector.report("\(health) (seed \(checkedSeed))", sourceLocation: sourceLocation)
    }
    if !outcome.coverageFailures.isEmpty {
        IssueCollector.report(PropertyFailureText.coverage(outcome, seed: checkedSeed), sourceLocation: sourceLocation)
    }
    return outcome
}

/// Runs `check` with every issue recorded inside a property case turned into a failure of that case.
///
/// Swift Testing's issue handling (`IssueHandlingTrait.compactMapIssues`) sees each issue as it is recorded, on
/// the task that records it, where `PropertyCase.current` says which case is running; the issue is handed to the
/// case and dropped. An inner known-issue scope matches the same issues first, so a `withKnownIssue` around the
/// check never has its matcher asked about a case's failure while cases run and shrink. Issues recorded outside a
/// case pass through. Outside a test, `check` runs as it is.
func collectingIssues<Outcome>(_ check: @escaping @Sendable () async -> Outcome) async -> Outcome {
    guard let test = Test.current else { return await check() }
    let box = OutcomeBox<Outcome>()
    let handling = IssueHandlingTrait.compactMapIssues { issue in
        guard let current = PropertyCase.current else { return issue }
        current.recordFailure(String(describing: issue) + issue.comments.map { "\n\($0.rawValue)" }.joined())
        return nil
    }
    try? await handling.provideScope(for: test, testCase: Test.Case.current) {
        // An issue inside a case is the case's: this scope claims it before an enclosing `withKnownIssue` would, so
        // that one's matcher is asked only about the final failure (and the issue handling above drops it).
        await withKnownIssue(isIntermittent: true) {
            box.value = await check()
        } matching: { _ in PropertyCase.current != nil }
    }
    return box.value!
}

/// Carries the outcome out of the issue-handling scope, on the same task.
private final class OutcomeBox<Value>: @unchecked Sendable {
    var value: Value?
}
