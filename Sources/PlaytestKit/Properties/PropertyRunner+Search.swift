import Foundation

// MARK: - Shrinking and targeting

extension PropertyRunner {
    /// Shrinks a failing case (`source` replayed it, recording its shape) and replays the result for its notes.
    static func shrink<Value>(
        _ gen: Gen<Value>, _ origin: PropertyFailure<Value>.Origin, _ original: Value, _ source: ChoiceSource,
        settings: PropertySettings, body: (Value) async throws -> Void
    ) async -> PropertyFailure<Value> {
        let start = Shrinker.trimmingTrailingZeros(source.recorded)
        let shape = source.shape
        let budget = settings.shrinkBudget
        let (choices, calls) = await OracleThread<[UInt64], Shrinker.Drawn?>.run({ ask in
            var shrinker = Shrinker(budget: budget)
            let best = shrinker.shrink(start, shape: shape) { ask($0) }
            return (best, shrinker.replays)
        }, answer: { candidate in
            await replay(gen, candidate, body: body)
        })
        var final = ChoiceSource(replaying: choices, recordingShape: true)
        let shrunk = gen.generate(&final)
        let run = await runBody(shrunk, overrun: final.isOverrun, keepsNotes: true, body: body)
        return PropertyFailure(
            origin: origin, seed: settings.seed, original: original, originalChoices: start, shrunk: shrunk, choices: choices,
            shrinkCalls: calls, messages: run.messages, notes: run.record.notes)
    }

    /// Runs a targeted search from each target label's best case, and shrinks the first failure it finds.
    static func searchTargets<Value>(
        _ gen: Gen<Value>, _ tallies: Tallies, settings: PropertySettings, outcome: inout PropertyOutcome<Value>,
        body: (Value) async throws -> Void
    ) async {
        for (position, best) in tallies.bestTargets.enumerated() where settings.targetBudget > 0 {
            let label = best.label
            let found = FoundFailure()
            let search = TargetedSearch(
                direction: .maximize, budget: settings.targetBudget,
                seed: StreamSeed.derive(seed: settings.seed, game: UInt64(position), stream: 0x7461_7267))
            let result = await OracleThread<[UInt64], TargetedSearch.Evaluation?>.run({ ask in
                search.run(from: best.words, goal: { _ in found.isSet }, evaluate: { ask($0) })
            }, answer: { candidate in
                var source = ChoiceSource(replaying: candidate, recordingShape: true)
                let run = await runBody(gen.generate(&source), overrun: source.isOverrun, body: body)
                if run.isFailure {
                    found.set()
                    return (.infinity, source.recorded)
                }
                guard !run.record.rejected, let score = run.record.targets.first(where: { $0.label == label })?.score else { return nil }
                return (score, source.recorded)
            })
            outcome.targetEvaluations += result.evaluations
            if let index = outcome.targets.firstIndex(where: { $0.label == label }), result.bestScore > outcome.targets[index].score {
                outcome.targets[index].score = result.bestScore
            }
            if found.isSet {
                var source = ChoiceSource(replaying: result.best, recordingShape: true)
                let value = gen.generate(&source)
                outcome.failure = await shrink(gen, .targeted(label: label), value, source, settings: settings, body: body)
                return
            }
        }
    }
}

/// Set by the task when the targeted search's candidate failed, read by the search's goal on its thread.
private final class FoundFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var isSet: Bool { lock.withLock { flag } }
    func set() { lock.withLock { flag = true } }
}
