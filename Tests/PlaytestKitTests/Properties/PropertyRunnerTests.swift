import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

/// A failure a property body throws.
private struct Broken: Error, CustomStringConvertible {
    let value: Int
    var description: String { "broken at \(value)" }
}

@Suite("PropertyRunner")
struct PropertyRunnerTests {
    @Test("a property that holds passes its cases and reports no failure")
    func holds() async throws {
        let outcome = await bothPaths(Gen.int(in: 0...100), settings: PropertySettings(cases: 150, seed: 1)) { value in
            if value > 100 { throw Broken(value: value) }
        }
        #expect(outcome.holds && outcome.passed == 150 && outcome.rejected == 0 && outcome.failure == nil)
    }

    @Test("an async body that throws fails, and shrinks to the minimum with its message")
    func throwsAndShrinks() async throws {
        let outcome = await PropertyRunner.check(Gen.int(in: 0...10_000).array(length: 0...20), settings: PropertySettings(seed: 2)) { values in
            await Task.yield()
            let sum = values.reduce(0, +)
            if sum >= 1_000 { throw Broken(value: sum) }
        }
        let failure = try #require(outcome.failure)
        #expect(failure.shrunk == [1_000])
        #expect(failure.messages == ["threw broken at 1000"])
        #expect(failure.origin == .generated(index: 0))
        #expect(failure.shrinkCalls > 0 && failure.shrinkCalls < 400)
        #expect(PropertyToken.decode(failure.token) == failure.choices)
        var replay = ChoiceSource(replaying: failure.originalChoices)
        #expect(Gen.int(in: 0...10_000).array(length: 0...20).generate(&replay) == failure.original)
    }

    @Test("a failure recorded through the case context fails the case, as a test framework's expectation does")
    func recordedFailure() async throws {
        let outcome = await bothPaths(Gen.int(in: 0...1_000), settings: PropertySettings(seed: 3)) { value in
            if value >= 10 { PropertyCase.current?.recordFailure("expected \(value) < 10") }
        }
        let failure = try #require(outcome.failure)
        #expect(failure.shrunk == 10 && failure.messages == ["expected 10 < 10"])
    }

    @Test("notes are kept for the final, shrunk failure only")
    func notes() async throws {
        let notes = NoteCounter()
        let outcome = await bothPaths(Gen.int(in: 0...1_000), settings: PropertySettings(seed: 4)) { value in
            note(notes.made("value \(value)"))
            if value >= 10 { throw Broken(value: value) }
        }
        let failure = try #require(outcome.failure)
        #expect(failure.notes == ["value 10"])
        #expect(notes.count == 2, "a note's text is built only on the final replay (once per path)")
    }

    // MARK: - assume

    @Test("assume: rejected cases do not count; the passing cases still reach the count")
    func assumeRejects() async throws {
        let outcome = await bothPaths(Gen.int(in: 0...9), settings: PropertySettings(cases: 100, seed: 5)) { value in
            try assume(value % 2 == 0)
            if value % 2 == 1 { throw Broken(value: value) }
        }
        #expect(outcome.holds && outcome.passed == 100 && outcome.rejected > 50)
    }

    @Test("assume: a filter that rejects nearly everything fails its health check instead of passing")
    func healthCheck() async throws {
        let outcome = await bothPaths(Gen.int(in: 0...1_000_000), settings: PropertySettings(cases: 100, seed: 6)) { value in
            try assume(value == 17)
        }
        let message = try #require(outcome.healthFailure)
        #expect(!outcome.holds && outcome.failure == nil)
        #expect(outcome.rejected == 1_000 && outcome.passed == 0)
        #expect(message.hasPrefix("health check: 1000 cases were rejected by assume and only 0 passed"))
    }

    // MARK: - label, classify, cover

    @Test("label and classify count the passing cases with each label, in order of first appearance")
    func labels() async throws {
        let outcome = await bothPaths(Gen.int(in: 0...99), settings: PropertySettings(cases: 400, seed: 7)) { value in
            label(value < 50 ? "low" : "high")
            classify(value == 0, "zero")
        }
        #expect(outcome.labels.map(\.info.name).sorted() == ["high", "low", "zero"])
        #expect(outcome.labels.allSatisfy { $0.trials == 400 })
        let low = outcome.labels.first { $0.info.name == "low" }?.games ?? 0
        #expect(abs(low - 200) <= 40, "\(low) low of 400")
    }

    @Test("cover: an unmet requirement fails with the games' Wilson verdict; a met one passes")
    func cover() async throws {
        let unmet = await bothPaths(Gen.int(in: 0...99), settings: PropertySettings(cases: 400, seed: 8)) { value in
            PlaytestKit.cover(0.5, value < 10, "single digit")
        }
        #expect(!unmet.holds && unmet.failure == nil)
        #expect(unmet.coverageFailures.map(\.info.name) == ["single digit"])
        #expect(unmet.coverage.first?.verdict() == .tooRare)
        let met = await bothPaths(Gen.int(in: 0...99), settings: PropertySettings(cases: 400, seed: 8)) { value in
            PlaytestKit.cover(0.05, value < 10, "single digit")
        }
        #expect(met.holds && met.coverage.first?.verdict() == .met)
    }

    // MARK: - target

    @Test("target: the targeted search finds a failure that the random cases miss")
    func targetFinds() async throws {
        let gen = Gen.int(in: 0...100).array(length: 10...10)
        let body: @Sendable ([Int]) throws -> Void = { values in
            let sum = values.reduce(0, +)
            target(Double(sum), label: "sum")
            if sum >= 970 { throw Broken(value: sum) }
        }
        var random = PropertySettings(cases: 100, seed: 9)
        random.targetBudget = 0
        let uniform = await bothPaths(gen, settings: random, body: body)
        #expect(uniform.holds, "the random cases alone reach \(uniform.targets.first?.score ?? 0)")
        let targeted = await bothPaths(gen, settings: PropertySettings(cases: 100, seed: 9), body: body)
        let failure = try #require(targeted.failure)
        #expect(failure.origin == .targeted(label: "sum"))
        #expect(failure.shrunk.reduce(0, +) == 970)
        #expect(targeted.targetEvaluations > 0 && targeted.targetEvaluations <= 1_000)
    }

    // MARK: - stored examples

    @Test("a stored example is replayed before any new case")
    func storedFirst() async throws {
        let settings = PropertySettings(cases: 100, seed: 10, examples: [[Shrinker.word(for: 777, below: 1_001)]])
        let outcome = await bothPaths(Gen.int(in: 0...1_000), settings: settings) { value in
            if value == 777 { throw Broken(value: value) }
        }
        let failure = try #require(outcome.failure)
        #expect(failure.origin == .stored && failure.original == 777 && failure.shrunk == 777)
        #expect(outcome.passed == 0)
    }
}

/// Checks `body` through the synchronous runner and through the `async` one (the body wrapped in an `async`
/// closure), expects the same outcome from both, and returns the synchronous one.
private func bothPaths<Value>(
    _ gen: Gen<Value>, settings: PropertySettings, body: @escaping @Sendable (Value) throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> PropertyOutcome<Value> {
    let sync = PropertyRunner.check(gen, settings: settings, body: body)
    let asyncBody: (Value) async throws -> Void = { try body($0) }
    let async = await PropertyRunner.check(gen, settings: settings, body: asyncBody)
    #expect(summary(sync) == summary(async), "the sync and async paths disagree", sourceLocation: sourceLocation)
    return sync
}

/// Everything an outcome says, as text.
private func summary<Value>(_ outcome: PropertyOutcome<Value>) -> String {
    let failure = outcome.failure.map {
        "\($0.origin) \($0.original) \($0.originalChoices) \($0.shrunk) \($0.choices) \($0.shrinkCalls) \($0.messages) \($0.notes)"
    }
    return "\(outcome.passed) \(outcome.rejected) \(String(describing: failure)) \(String(describing: outcome.healthFailure)) "
        + "\(outcome.labels.map { "\($0.info.name)=\($0.games)/\($0.trials)" }) "
        + "\(outcome.coverage.map { "\($0.info.name)=\($0.games)/\($0.trials)" }) \(outcome.targets) \(outcome.targetEvaluations)"
}

/// Counts the notes whose text was built.
private final class NoteCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var made = 0
    var count: Int { lock.withLock { made } }
    func made(_ text: String) -> String {
        lock.withLock { made += 1 }
        return text
    }
}
