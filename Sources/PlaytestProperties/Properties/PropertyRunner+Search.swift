import Foundation

// MARK: - Shrinking and targeting

// Each search is written once, synchronously (`shrinkSearch`, `targetSearch`), asking a question per candidate.
// The synchronous entry point answers on the calling thread; the `async` one runs the search on an
// `OracleThread` and answers on the calling task. What a candidate's run means and what the search's result
// does to the outcome are shared too (`evaluation`, `record`, `failure`).

extension PropertyRunner {
    /// The shrinker over `start` (read as `shape` says): the simplest failing choices `ask` found, and the calls.
    private static func shrinkSearch(
        _ start: [UInt64], shape: ChoiceShape, budget: Int, ask: ([UInt64]) -> Shrinker.Drawn?
    ) -> (choices: [UInt64], calls: Int) {
        var shrinker = Shrinker(budget: budget)
        let best = shrinker.shrink(start, shape: shape) { ask($0) }
        return (best, shrinker.replays)
    }

    /// The source that replays the shrunk `choices` with its value, for the final run that keeps notes.
    private static func finalReplay<Value>(_ gen: Gen<Value>, _ choices: [UInt64]) -> (source: ChoiceSource, value: Value) {
        var final = ChoiceSource(replaying: choices, recordingShape: true)
        let shrunk = gen.generate(&final)
        return (final, shrunk)
    }

    /// The failure report of a shrunk case.
    private static func failure<Value>(
        _ origin: PropertyFailure<Value>.Origin, _ original: Value, start: [UInt64], shrunk: Value,
        search: (choices: [UInt64], calls: Int), run: CaseRun, settings: PropertySettings
    ) -> PropertyFailure<Value> {
        PropertyFailure(
            origin: origin, seed: settings.seed, original: original, originalChoices: start, shrunk: shrunk, choices: search.choices,
            shrinkCalls: search.calls, messages: run.messages, notes: run.record.notes)
    }

    /// Shrinks a failing case (`source` replayed it, recording its shape) and replays the result for its notes.
    static func shrink<Value>(
        _ gen: Gen<Value>, _ origin: PropertyFailure<Value>.Origin, _ original: Value, _ source: ChoiceSource,
        settings: PropertySettings, body: (Value) throws -> Void
    ) -> PropertyFailure<Value> {
        let start = Shrinker.trimmingTrailingZeros(source.recorded)
        let search = shrinkSearch(start, shape: source.shape, budget: settings.shrinkBudget) { replay(gen, $0, body: body) }
        let final = finalReplay(gen, search.choices)
        let run = runBody(final.value, overrun: final.source.isOverrun, keepsNotes: true, body: body)
        return failure(origin, original, start: start, shrunk: final.value, search: search, run: run, settings: settings)
    }

    /// Shrinks a failing case through the `async` body, as the synchronous `shrink` does.
    static func shrink<Value>(
        _ gen: Gen<Value>, _ origin: PropertyFailure<Value>.Origin, _ original: Value, _ source: ChoiceSource,
        settings: PropertySettings, body: (Value) async throws -> Void
    ) async -> PropertyFailure<Value> {
        let start = Shrinker.trimmingTrailingZeros(source.recorded)
        let shape = source.shape
        let budget = settings.shrinkBudget
        let search = await OracleThread<[UInt64], Shrinker.Drawn?>.run({ ask in
            let found = shrinkSearch(start, shape: shape, budget: budget, ask: ask)
            return SearchResult(choices: found.choices, calls: found.calls)
        }, answer: { candidate in
            await replay(gen, candidate, body: body)
        })
        let final = finalReplay(gen, search.choices)
        let run = await runBody(final.value, overrun: final.source.isOverrun, keepsNotes: true, body: body)
        return failure(origin, original, start: start, shrunk: final.value, search: (search.choices, search.calls), run: run, settings: settings)
    }

    /// The targeted search from one target label's best case (number `position`), stopping once `found` is set.
    private static func targetSearch(
        from words: [UInt64], position: Int, found: FoundFailure, settings: PropertySettings,
        ask: ([UInt64]) -> TargetedSearch.Evaluation?
    ) -> TargetedSearch.Outcome {
        let search = TargetedSearch(
            direction: .maximize, budget: settings.targetBudget,
            seed: StreamSeed.derive(seed: settings.seed, game: UInt64(position), stream: 0x7461_7267))
        return search.run(from: words, goal: { _ in found.isSet }, evaluate: { ask($0) })
    }

    /// What a candidate's run tells the targeted search: a failure (sets `found`, infinitely good), nothing
    /// (rejected or no score for `label`), or the label's score.
    private static func evaluation(_ run: CaseRun, _ source: ChoiceSource, label: String, found: FoundFailure) -> TargetedSearch.Evaluation? {
        if run.isFailure {
            found.set()
            return (.infinity, source.recorded)
        }
        guard !run.record.rejected, let score = run.record.targets.first(where: { $0.label == label })?.score else { return nil }
        return (score, source.recorded)
    }

    /// Writes a search's evaluations and best score into `outcome`; returns the failing case to shrink, if found.
    private static func record<Value>(
        _ result: TargetedSearch.Outcome, label: String, found: FoundFailure, gen: Gen<Value>, outcome: inout PropertyOutcome<Value>
    ) -> (value: Value, source: ChoiceSource)? {
        outcome.targetEvaluations += result.evaluations
        if let index = outcome.targets.firstIndex(where: { $0.label == label }), result.bestScore > outcome.targets[index].score {
            outcome.targets[index].score = result.bestScore
        }
        guard found.isSet else { return nil }
        var source = ChoiceSource(replaying: result.best, recordingShape: true)
        let value = gen.generate(&source)
        return (value, source)
    }

    /// Runs a targeted search from each target label's best case, and shrinks the first failure it finds.
    static func searchTargets<Value>(
        _ gen: Gen<Value>, _ tallies: Tallies, settings: PropertySettings, outcome: inout PropertyOutcome<Value>,
        body: (Value) throws -> Void
    ) {
        for (position, best) in tallies.bestTargets.enumerated() where settings.targetBudget > 0 {
            let found = FoundFailure()
            let result = targetSearch(from: best.words, position: position, found: found, settings: settings) { candidate in
                var source = ChoiceSource(replaying: candidate, recordingShape: true)
                let run = runBody(gen.generate(&source), overrun: source.isOverrun, body: body)
                return evaluation(run, source, label: best.label, found: found)
            }
            if let failing = record(result, label: best.label, found: found, gen: gen, outcome: &outcome) {
                outcome.failure = shrink(gen, .targeted(label: best.label), failing.value, failing.source, settings: settings, body: body)
                return
            }
        }
    }

    /// Runs the targeted searches through the `async` body, as the synchronous `searchTargets` does.
    static func searchTargets<Value>(
        _ gen: Gen<Value>, _ tallies: Tallies, settings: PropertySettings, outcome: inout PropertyOutcome<Value>,
        body: (Value) async throws -> Void
    ) async {
        for (position, best) in tallies.bestTargets.enumerated() where settings.targetBudget > 0 {
            let label = best.label
            let words = best.words
            let found = FoundFailure()
            let result = await OracleThread<[UInt64], TargetedSearch.Evaluation?>.run({ ask in
                targetSearch(from: words, position: position, found: found, settings: settings, ask: ask)
            }, answer: { candidate in
                var source = ChoiceSource(replaying: candidate, recordingShape: true)
                let run = await runBody(gen.generate(&source), overrun: source.isOverrun, body: body)
                return evaluation(run, source, label: label, found: found)
            })
            if let failing = record(result, label: label, found: found, gen: gen, outcome: &outcome) {
                outcome.failure = await shrink(gen, .targeted(label: label), failing.value, failing.source, settings: settings, body: body)
                return
            }
        }
    }
}

/// The shrinker's result, handed across threads.
private struct SearchResult: Sendable {
    var choices: [UInt64]
    var calls: Int
}

/// Set by the task when the targeted search's candidate failed, read by the search's goal on its thread.
private final class FoundFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var isSet: Bool { lock.withLock { flag } }
    func set() { lock.withLock { flag = true } }
}
