/// Checks a property whose body may throw, be `async`, and call `assume`, `label`, `classify`, `cover`, `target`
/// and `note`: the engine behind the Swift Testing bridge (`checkProperty`).
///
/// Stored examples (earlier failures) are replayed first; then case `i` draws from the stream derived from
/// (seed, `i`) until `cases` cases pass; rejected cases do not count, and too many of them fail the health
/// check. A case fails when its body throws (other than `assume`'s rejection) or records a failure. Without a
/// failure, each `target` label's best case seeds a `TargetedSearch`. The first failure is shrunk (the shared
/// `Shrinker`, reading the choices' shape) and replayed once more to collect its notes.
public enum PropertyRunner {
    /// Checks `body` over `gen` as `settings` say.
    ///
    /// - Complexity: `cases` passing cases plus rejections (at most the limit), at most `targetBudget` evaluations
    ///   per target label, and at most `shrinkBudget` calls after a failure.
    public static func check<Value>(
        _ gen: Gen<Value>, settings: PropertySettings, body: (Value) async throws -> Void
    ) async -> PropertyOutcome<Value> {
        // One context for the whole check, emptied after each case: binding a task-local per case costs more than
        // a cheap property does.
        await PropertyCase.$current.withValue(PropertyCase()) {
            await checkCases(gen, settings: settings, body: body)
        }
    }

    /// The check, with the context bound.
    static func checkCases<Value>(
        _ gen: Gen<Value>, settings: PropertySettings, body: (Value) async throws -> Void
    ) async -> PropertyOutcome<Value> {
        var outcome = PropertyOutcome<Value>()
        for example in settings.examples {
            var source = ChoiceSource(replaying: example, recordingShape: true)
            let value = gen.generate(&source)
            let run = await runBody(value, overrun: source.isOverrun, body: body)
            if run.isFailure {
                outcome.failure = await shrink(gen, .stored, value, source, settings: settings, body: body)
                return outcome
            }
        }
        var tallies = Tallies()
        var index = 0
        while outcome.passed < settings.cases {
            if outcome.rejected >= settings.rejectionLimit {
                outcome.healthFailure = "health check: \(outcome.rejected) cases were rejected by assume and only \(outcome.passed) passed "
                    + "(the limit is \(settings.rejectionLimit) rejections for \(settings.cases) cases): the filter rejects nearly everything; "
                    + "generate values that meet it instead of filtering them"
                break
            }
            var source = ChoiceSource(seed: StreamSeed.derive(seed: settings.seed, game: UInt64(index), stream: StreamSeed.chance))
            let value = gen.generate(&source)
            let run = await runBody(value, overrun: source.isOverrun, body: body)
            if run.isFailure {
                var replayable = ChoiceSource(replaying: source.recorded, recordingShape: true)
                _ = gen.generate(&replayable)
                outcome.failure = await shrink(gen, .generated(index: index), value, replayable, settings: settings, body: body)
                tallies.finish(into: &outcome)
                return outcome
            }
            if run.record.rejected {
                outcome.rejected += 1
            } else {
                outcome.passed += 1
                tallies.add(run.record, words: source.recorded)
            }
            index += 1
        }
        tallies.finish(into: &outcome)
        if outcome.healthFailure == nil {
            await searchTargets(gen, tallies, settings: settings, outcome: &outcome, body: body)
        }
        return outcome
    }

    // MARK: - One case

    /// What one case did.
    struct CaseRun {
        var record: PropertyCase.Storage
        /// Failures recorded and the error thrown, if any.
        var messages: [String]
        var isFailure: Bool { !record.rejected && !messages.isEmpty }
    }

    /// Runs the body on `value` (generated from a source that overran when `overrun`: rejected); the bound case
    /// context is emptied after it. Returns no tuple with the value: in generic code a tuple's type metadata is
    /// looked up at run time, a cost a cheap property notices.
    @inline(__always)
    static func runBody<Value>(
        _ value: Value, overrun: Bool, keepsNotes: Bool = false, body: (Value) async throws -> Void
    ) async -> CaseRun {
        let context = PropertyCase.current ?? PropertyCase()
        if keepsNotes { context.setKeepsNotes(true) }
        defer { if keepsNotes { context.setKeepsNotes(false) } }
        if overrun { context.reject() }
        var thrown: String?
        if !overrun {
            do {
                try await body(value)
            } catch is PropertyRejection {
                context.reject()
            } catch {
                thrown = "threw \(error)"
            }
        }
        let record = context.take()
        // Appending only when something was thrown: a cheap property's case allocates nothing here.
        return CaseRun(record: record, messages: thrown.map { record.failures + [$0] } ?? record.failures)
    }

    /// Replays `choices`: the words drawn and their shape if the case fails, nil if it passes or is rejected.
    static func replay<Value>(_ gen: Gen<Value>, _ choices: [UInt64], body: (Value) async throws -> Void) async -> Shrinker.Drawn? {
        var source = ChoiceSource(replaying: choices, recordingShape: true)
        let run = await runBody(gen.generate(&source), overrun: source.isOverrun, body: body)
        return run.isFailure ? Shrinker.Drawn(words: source.recorded, shape: source.shape) : nil
    }
}
