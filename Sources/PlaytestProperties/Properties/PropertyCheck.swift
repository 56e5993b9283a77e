/// Checks a property over generated values and shrinks the first counterexample.
///
/// Case `i` draws from its own stream (seed, `i`); on the first failure the
/// recorded choices are shrunk and the simplest failing value is returned.
public enum PropertyCheck {
    /// A shrunk counterexample.
    public struct Counterexample<Value>: CustomStringConvertible {
        /// The simplest failing value found.
        public let value: Value
        /// The choices that generate it.
        public let choices: [UInt64]
        /// The index of the case that first failed.
        public let caseIndex: Int
        /// Replays spent shrinking.
        public let shrinkReplays: Int

        /// The value, and where it came from.
        public var description: String {
            "counterexample \(value) (case \(caseIndex), \(choices.count) choices, \(shrinkReplays) shrink replays)"
        }
    }

    /// Runs `cases` cases of `property` over `gen`; nil when every case holds.
    ///
    /// Inlinable, so that a caller's generator and property are specialised into the loop; a passing case keeps no
    /// record of its choices (the failing case is generated again from its seed, recording them, to be shrunk).
    /// - Complexity: `cases` runs, plus at most `shrinkBudget` replays after a failure.
    @inlinable
    public static func check<Value>(
        _ gen: Gen<Value>,
        cases: Int = 100,
        seed: UInt64 = 0,
        shrinkBudget: Int = 20_000,
        property: (Value) -> Bool
    ) -> Counterexample<Value>? {
        for index in 0..<cases {
            let caseSeed = StreamSeed.derive(seed: seed, game: UInt64(index), stream: StreamSeed.chance)
            var source = ChoiceSource(seed: caseSeed, recording: false)
            guard !property(gen.generate(&source)) else { continue }
            return shrink(gen, caseSeed: caseSeed, caseIndex: index, shrinkBudget: shrinkBudget, property: property)
        }
        return nil
    }

    /// Shrinks the failing case `caseIndex` (drawn from `caseSeed`) to the simplest failing value found.
    @usableFromInline
    static func shrink<Value>(
        _ gen: Gen<Value>, caseSeed: UInt64, caseIndex: Int, shrinkBudget: Int, property: (Value) -> Bool
    ) -> Counterexample<Value> {
        var source = ChoiceSource(seed: caseSeed)
        _ = gen.generate(&source)
        var shrinker = Shrinker(budget: shrinkBudget)
        let original = Shrinker.trimmingTrailingZeros(source.recorded)
        let choices = shrinker.shrink(original, shape: gen.shape(of: original)) { candidate in
            var replay = ChoiceSource(replaying: candidate, recordingShape: true)
            let replayed = gen.generate(&replay)
            return property(replayed) ? nil : Shrinker.Drawn(words: replay.recorded, shape: replay.shape)
        }
        var replay = ChoiceSource(replaying: choices)
        let simplest = gen.generate(&replay)
        return Counterexample(value: simplest, choices: choices, caseIndex: caseIndex, shrinkReplays: shrinker.replays)
    }
}
