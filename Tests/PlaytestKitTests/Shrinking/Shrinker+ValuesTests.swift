import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("Shrinker: values")
struct ShrinkerValuesTests {
    @Test("word(for:below:) is the smallest word that reads the value")
    func smallestWord() {
        for bound: UInt64 in [2, 6, 7, 1_001, 10_001, 1 << 33, UInt64.max / 5] {
            for value in [0, 1, 2, bound / 2, bound - 1] where value < bound {
                let word = Shrinker.word(for: value, below: bound)
                var source = ChoiceSource(replaying: [word])
                #expect(source.draw(below: bound) == value && source.count == 1, "bound \(bound), value \(value)")
                if word > 0 {
                    var smaller = ChoiceSource(replaying: [word - 1])
                    let read = smaller.draw(below: bound)
                    #expect(read < value || smaller.count > 1, "bound \(bound), value \(value): a smaller word reads less or is rejected")
                }
            }
        }
    }

    @Test("a word drawn below a bound is lowered by value: x >= 100 in 0...10000 takes a few replays, not 64")
    func lowersByValue() {
        let gen = Gen.int(in: 0...10_000)
        var shrinker = Shrinker()
        let start = [Shrinker.word(for: 9_876, below: 10_001)]
        let shrunk = shrinker.shrink(start, shape: gen.shape(of: start)) { candidate in
            var source = ChoiceSource(replaying: candidate, recordingShape: true)
            return gen.generate(&source) >= 100 ? Shrinker.Drawn(words: source.recorded, shape: source.shape) : nil
        }
        var source = ChoiceSource(replaying: shrunk)
        #expect(gen.generate(&source) == 100)
        #expect(shrinker.replays <= 20, "\(shrinker.replays) replays")
    }

    @Test("a word read as a number is lowered from below: 1000 from 2^62 in at most 30 replays")
    func lowersFromBelow() {
        var shrinker = Shrinker()
        var shape = ChoiceShape()
        shape.mark(.magnitude, at: 0)
        let shrunk = shrinker.shrink([1 << 62], shape: shape) { candidate in
            candidate.first.map { $0 >= 1_000 } == true ? Shrinker.Drawn(words: candidate, shape: shape) : nil
        }
        #expect(shrunk == [1_000])
        #expect(shrinker.replays <= 30, "\(shrinker.replays) replays")
    }

    @Test("value moves between words drawn below the same bound as values: (600, 500) with a sum of at least 1000 ends (1000, 0), one word")
    func movesValues() {
        let gen = zip(Gen.int(in: 0...1_000), Gen.int(in: 0...1_000))
        var shrinker = Shrinker()
        let start = [Shrinker.word(for: 600, below: 1_001), Shrinker.word(for: 500, below: 1_001)]
        let shrunk = shrinker.shrink(start, shape: gen.shape(of: start)) { candidate in
            var source = ChoiceSource(replaying: candidate, recordingShape: true)
            let (a, b) = gen.generate(&source)
            return a + b >= 1_000 ? Shrinker.Drawn(words: source.recorded, shape: source.shape) : nil
        }
        var source = ChoiceSource(replaying: shrunk)
        let (a, b) = gen.generate(&source)
        #expect(a == 1_000 && b == 0 && shrunk.count == 1, "\(a), \(b)")
    }

    @Test("deleting a span lowers the word before it by one value: [n, x] to [x] for an array of n elements")
    func decrementsByValue() {
        #expect(Shrinker().decremented(Shrinker.word(for: 5, below: 11), kind: .below(11)) == Shrinker.word(for: 4, below: 11))
        #expect(Shrinker().decremented(9, kind: .raw) == 8)
        #expect(Shrinker().decremented(Shrinker.word(for: 0, below: 11) + 3, kind: .below(11)) == 2)
    }

    @Test("a value that is already the least costs two replays to keep: zero and one value lower, no binary search")
    func leastValueCostsTwo() {
        var shrinker = Shrinker()
        var shape = ChoiceShape()
        shape.mark(.below(10_001), at: 0)
        var best = [Shrinker.word(for: 100, below: 10_001)]
        let replay: Shrinker.ShapedReplay = { candidate in
            var source = ChoiceSource(replaying: candidate, recordingShape: true)
            return source.draw(below: 10_001) >= 100 ? Shrinker.Drawn(words: source.recorded, shape: source.shape) : nil
        }
        shrinker.shape = shape
        #expect(!shrinker.lower(at: 0, &best, replay))
        #expect(shrinker.replays == 2 && best == [Shrinker.word(for: 100, below: 10_001)], "\(shrinker.replays) replays")
    }

    @Test("no value moves between words drawn below different bounds (a length and an element): no replay is spent")
    func noMoveAcrossBounds() {
        var shrinker = Shrinker()
        var shape = ChoiceShape()
        shape.mark(.below(21), at: 0)
        shape.mark(.below(1_001), at: 1)
        shrinker.shape = shape
        var best = [Shrinker.word(for: 1, below: 21), Shrinker.word(for: 1_000, below: 1_001)]
        let before = best
        #expect(!shrinker.moveEither(from: 0, to: 1, &best) { Shrinker.Drawn(words: $0, shape: shape) })
        #expect(best == before && shrinker.replays == 0)
    }
}
