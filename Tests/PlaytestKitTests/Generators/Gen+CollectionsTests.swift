import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("Gen: collections")
struct GenCollectionsTests {
    @Test("a fixed-length array draws no choice for its length")
    func fixedLength() {
        var source = ChoiceSource(seed: 1)
        let values = Gen.int(in: 0...9).array(length: 4...4).generate(&source)
        #expect(values.count == 4 && source.count == 4)
    }

    @Test("unique(count:) gives distinct elements in the order drawn, and stops short on a small domain")
    func unique() {
        let values = GenTests.sample(Gen.int(in: 0...30).unique(count: 0...10), seeds: 300)
        for (seed, list) in values.enumerated() {
            #expect(Set(list).count == list.count && list.count <= 10, "seed \(seed): \(list)")
        }
        #expect(values.contains { $0.count == 10 })
        let small = GenTests.sample(Gen.int(in: 0...2).unique(count: 5...5), seeds: 20)
        #expect(small.allSatisfy { $0.count == 3 })
        // All-zero choices repeat one element, so the simplest draw stops short at one element.
        #expect(GenTests.simplest(Gen.int(in: 0...9).unique(count: 2...4)) == [0])
    }

    @Test("set(count:) and dictionary(keys:values:count:) hold the drawn count of unique keys")
    func setAndDictionary() {
        for (seed, set) in GenTests.sample(Gen.int(in: 0...1_000).set(count: 3...6), seeds: 100).enumerated() {
            #expect((3...6).contains(set.count), "seed \(seed): \(set.count)")
        }
        let dictionaries = GenTests.sample(Gen.dictionary(keys: Gen.int(in: 0...5), values: Gen.bool, count: 0...4), seeds: 200)
        for (seed, dictionary) in dictionaries.enumerated() {
            #expect(dictionary.count <= 4 && dictionary.keys.allSatisfy { (0...5).contains($0) }, "seed \(seed)")
        }
        #expect(dictionaries.contains { $0.count == 4 })
    }

    @Test("a set shrinks to its smallest failing form: count >= 3 gives {0, 1, 2}")
    func setShrinks() throws {
        let found = try #require(PropertyCheck.check(Gen.int(in: 0...1_000).set(count: 0...8), seed: 4) { $0.count < 3 })
        #expect(found.value == [0, 1, 2])
    }

    /// Expression trees: a leaf holds a number, a branch adds two subtrees.
    indirect enum Tree: Equatable, Sendable {
        case leaf(Int)
        case add(Tree, Tree)
        var depth: Int {
            switch self {
            case .leaf: 0
            case .add(let left, let right): 1 + max(left.depth, right.depth)
            }
        }
    }

    @Test("recursive(maxDepth:) never goes deeper than its bound, reaches it, and shrinks to a leaf")
    func recursive() throws {
        let tree = Gen<Tree>.recursive(maxDepth: 4, branchProbability: 700, leaf: Gen.int(in: 0...9).map(Tree.leaf)) { child in
            zip(child, child).map { Tree.add($0, $1) }
        }
        let values = GenTests.sample(tree, seeds: 300)
        #expect(values.allSatisfy { $0.depth <= 4 })
        #expect(values.contains { $0.depth == 4 })
        #expect(GenTests.simplest(tree) == .leaf(0))
        let found = try #require(PropertyCheck.check(tree, seed: 5) { $0.depth < 2 })
        #expect(found.value.depth == 2)
    }
}
