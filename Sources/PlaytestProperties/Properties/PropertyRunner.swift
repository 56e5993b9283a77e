/// Checks a property whose body may throw, be `async`, and call `assume`, `label`, `classify`, `cover`, `target`
/// and `note`: the engine behind the Swift Testing bridge (`checkProperty`).
///
/// Stored examples (earlier failures) are replayed first; then case `i` draws from the stream derived from
/// (seed, `i`) until `cases` cases pass; rejected cases do not count, and too many of them fail the health
/// check. A case fails when its body throws (other than `assume`'s rejection) or records a failure. Without a
/// failure, each `target` label's best case seeds a `TargetedSearch`. The first failure is shrunk (the shared
/// `Shrinker`, reading the choices' shape) and replayed once more to collect its notes.
///
/// Two entry points share every decision (`Schedule`, `Tallies`, the searches): `check` with a synchronous body
/// runs every case without suspending, and is chosen by overload resolution for a closure that does not `await`;
/// `check` with an `async` body awaits the body at every case (an executor switch a cheap property notices).
public enum PropertyRunner {
    /// Checks the synchronous `body` over `gen` as `settings` say, without suspending between cases.
    ///
    /// The same check as the `async` overload (same cases, same shrinking, same outcome for the same seed), run on
    /// the calling thread; the searches (shrinker, targeted search) ask the body directly.
    /// - Complexity: `cases` passing cases plus rejections (at most the limit), at most `targetBudget` evaluations
    ///   per target label, and at most `shrinkBudget` calls after a failure.
    public static func check<Value>(
        _ gen: Gen<Value>, settings: PropertySettings, body: (Value) throws -> Void
    ) -> PropertyOutcome<Value> {
        // One context for the whole check, emptied after each case: binding a task-local per case costs more than
        // a cheap property does.
        let context = PropertyCase()
        return PropertyCase.$current.withValue(context) {
            var schedule = Schedule(gen, settings: settings)
            while schedule.advance() {
                let value = gen.generate(&schedule.source)
                let started = settings.observer?.clock?()
                let run = runBody(value, overrun: schedule.source.isOverrun, context: context, body: body)
                if let observer = settings.observer { schedule.observe(value, run, started: started, by: observer) }
                if schedule.record(value, run) {
                    schedule.outcome.failure = shrink(gen, schedule.origin, value, schedule.source, settings: settings, body: body)
                    return schedule.outcome
                }
            }
            if schedule.searchesTargets {
                searchTargets(gen, schedule.tallies, settings: settings, outcome: &schedule.outcome, body: body)
            }
            return schedule.outcome
        }
    }

    /// Checks `body` over `gen` as `settings` say; `body` may suspend.
    ///
    /// - Complexity: `cases` passing cases plus rejections (at most the limit), at most `targetBudget` evaluations
    ///   per target label, and at most `shrinkBudget` calls after a failure.
    public static func check<Value>(
        _ gen: Gen<Value>, settings: PropertySettings, body: (Value) async throws -> Void
    ) async -> PropertyOutcome<Value> {
        let context = PropertyCase()
        return await PropertyCase.$current.withValue(context) {
            var schedule = Schedule(gen, settings: settings)
            while schedule.advance() {
                let value = gen.generate(&schedule.source)
                let started = settings.observer?.clock?()
                let run = await runBody(value, overrun: schedule.source.isOverrun, context: context, body: body)
                if let observer = settings.observer { schedule.observe(value, run, started: started, by: observer) }
                if schedule.record(value, run) {
                    schedule.outcome.failure = await shrink(gen, schedule.origin, value, schedule.source, settings: settings, body: body)
                    return schedule.outcome
                }
            }
            if schedule.searchesTargets {
                await searchTargets(gen, schedule.tallies, settings: settings, outcome: &schedule.outcome, body: body)
            }
            return schedule.outcome
        }
    }

    // MARK: - Which case next, and what its run means

    /// The cases of one check in order (stored examples, then the seed's random cases) and the bookkeeping of
    /// their runs: the one place both entry points decide what to run and when to stop.
    ///
    /// The driver calls `advance()`, generates the case's value from `source`, runs the body and hands the run to
    /// `record`. No generic wrapper around the value is built per case (its type metadata would be looked up at
    /// run time in unspecialised code, a cost a cheap property notices).
    struct Schedule<Value> {
        let gen: Gen<Value>
        let settings: PropertySettings
        var outcome = PropertyOutcome<Value>()
        var tallies = Tallies()
        /// The current case's source; after a failing `record`, one that replays it recording its shape.
        var source = ChoiceSource(replaying: [])
        /// Where the current case came from.
        private(set) var origin = PropertyFailure<Value>.Origin.stored
        private var examples: ArraySlice<[UInt64]>
        private var index = 0
        /// The seed of the current random case.
        private var caseSeed: UInt64 = 0

        init(_ gen: Gen<Value>, settings: PropertySettings) {
            self.gen = gen
            self.settings = settings
            examples = settings.examples[...]
        }

        /// True when the random cases ended without a broken health check: the targeted search runs next.
        var searchesTargets: Bool { outcome.healthFailure == nil }

        /// Moves to the next case (sets `source` and `origin`); false once enough cases passed or the health check
        /// failed, and then the tallies are written into `outcome`.
        mutating func advance() -> Bool {
            if let example = examples.popFirst() {
                source = ChoiceSource(replaying: example, recordingShape: true)
                origin = .stored
                return true
            }
            guard outcome.passed < settings.cases else {
                tallies.finish(into: &outcome)
                return false
            }
            if outcome.rejected >= settings.rejectionLimit {
                outcome.healthFailure = "health check: \(outcome.rejected) cases were rejected by assume and only \(outcome.passed) passed "
                    + "(the limit is \(settings.rejectionLimit) rejections for \(settings.cases) cases): the filter rejects nearly everything; "
                    + "generate values that meet it instead of filtering them"
                tallies.finish(into: &outcome)
                return false
            }
            caseSeed = StreamSeed.derive(seed: settings.seed, game: UInt64(index), stream: StreamSeed.chance)
            // A random case keeps its words only for an observer; else they are drawn again when needed.
            source = ChoiceSource(seed: caseSeed, recording: settings.observer != nil)
            origin = .generated(index: index)
            return true
        }

        /// Hands the current case's run to `observer` (before `record`, which may move on to the next case).
        func observe(_ value: Value, _ run: CaseRun, started: Double?, by observer: PropertyObserver) {
            let seconds = started.flatMap { start in observer.clock.map { $0() - start } }
            let isStored = origin == .stored
            observer.record(PropertyCaseObservation(
                status: run.record.rejected ? .rejected : run.isFailure ? .failed : .passed,
                origin: isStored ? "stored example" : "random case \(index)", index: isStored ? nil : index,
                choices: source.recorded, value: String(describing: value), messages: run.messages, labels: run.record.labels,
                coverage: run.record.coverage.map { ($0.label, $0.hit) }, targets: run.record.targets, seconds: seconds))
        }

        /// The words the current random case drew: its source's record, or the same case generated again.
        private func currentWords() -> [UInt64] {
            guard !source.records else { return source.recorded }
            var again = ChoiceSource(seed: caseSeed)
            _ = gen.generate(&again)
            return again.recorded
        }

        /// Counts the current case's run; true when it failed (then `source` replays it, recording its shape).
        mutating func record(_ value: Value, _ run: CaseRun) -> Bool {
            if case .stored = origin { return run.isFailure }
            if run.isFailure {
                var replayable = ChoiceSource(replaying: currentWords(), recordingShape: true)
                _ = gen.generate(&replayable)
                source = replayable
                tallies.finish(into: &outcome)
                return true
            }
            if run.record.rejected {
                outcome.rejected += 1
            } else {
                outcome.passed += 1
                tallies.add(run.record, words: run.record.targets.isEmpty ? [] : currentWords())
            }
            index += 1
            return false
        }
    }

    // MARK: - One case

    /// What one case did.
    struct CaseRun {
        var record: PropertyCase.Storage
        /// Failures recorded and the error thrown, if any.
        var messages: [String]
        var isFailure: Bool { !record.rejected && !messages.isEmpty }
    }

    /// Runs the synchronous body on `value` (generated from a source that overran when `overrun`: rejected); the
    /// bound case context is emptied after it.
    @inline(__always)
    static func runBody<Value>(
        _ value: Value, overrun: Bool, keepsNotes: Bool = false, context bound: PropertyCase? = nil, body: (Value) throws -> Void
    ) -> CaseRun {
        let context = beginCase(bound, overrun: overrun, keepsNotes: keepsNotes)
        var thrown: String?
        if !overrun {
            do { try body(value) } catch { thrown = caught(error, by: context) }
        }
        return endCase(context, keepsNotes: keepsNotes, thrown: thrown)
    }

    /// Runs the `async` body on `value`, as the synchronous `runBody` does. Returns no tuple with the value: in
    /// generic code a tuple's type metadata is looked up at run time, a cost a cheap property notices.
    @inline(__always)
    static func runBody<Value>(
        _ value: Value, overrun: Bool, keepsNotes: Bool = false, context bound: PropertyCase? = nil, body: (Value) async throws -> Void
    ) async -> CaseRun {
        let context = beginCase(bound, overrun: overrun, keepsNotes: keepsNotes)
        var thrown: String?
        if !overrun {
            do { try await body(value) } catch { thrown = caught(error, by: context) }
        }
        return endCase(context, keepsNotes: keepsNotes, thrown: thrown)
    }

    /// The bound context (`bound`, or the task's), ready for a case.
    @inline(__always)
    private static func beginCase(_ bound: PropertyCase?, overrun: Bool, keepsNotes: Bool) -> PropertyCase {
        // The check's loop passes the context it bound, sparing a task-local lookup per case.
        let context = bound ?? PropertyCase.current ?? PropertyCase()
        if keepsNotes { context.setKeepsNotes(true) }
        if overrun { context.reject() }
        return context
    }

    /// What a thrown error means: a rejection (recorded in `context`, nil) or a failure's message.
    private static func caught(_ error: any Error, by context: PropertyCase) -> String? {
        if error is PropertyRejection {
            context.reject()
            return nil
        }
        return "threw \(error)"
    }

    /// Everything the case recorded; the context is empty again.
    @inline(__always)
    private static func endCase(_ context: PropertyCase, keepsNotes: Bool, thrown: String?) -> CaseRun {
        if keepsNotes { context.setKeepsNotes(false) }
        let record = context.take()
        // Appending only when something was thrown: a cheap property's case allocates nothing here.
        return CaseRun(record: record, messages: thrown.map { record.failures + [$0] } ?? record.failures)
    }

    /// Replays `choices`: the words drawn and their shape if the case fails, nil if it passes or is rejected.
    static func replay<Value>(_ gen: Gen<Value>, _ choices: [UInt64], body: (Value) throws -> Void) -> Shrinker.Drawn? {
        var source = ChoiceSource(replaying: choices, recordingShape: true)
        let run = runBody(gen.generate(&source), overrun: source.isOverrun, body: body)
        return run.isFailure ? Shrinker.Drawn(words: source.recorded, shape: source.shape) : nil
    }

    /// Replays `choices` through the `async` body, as the synchronous `replay` does.
    static func replay<Value>(_ gen: Gen<Value>, _ choices: [UInt64], body: (Value) async throws -> Void) async -> Shrinker.Drawn? {
        var source = ChoiceSource(replaying: choices, recordingShape: true)
        let run = await runBody(gen.generate(&source), overrun: source.isOverrun, body: body)
        return run.isFailure ? Shrinker.Drawn(words: source.recorded, shape: source.shape) : nil
    }
}
