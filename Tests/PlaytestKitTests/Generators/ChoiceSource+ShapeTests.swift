import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ChoiceSource: shape")
struct ChoiceSourceShapeTests {
    /// The generic draw, as game engines call it through `RandomNumberGenerator`.
    static func genericDraw<R: RandomNumberGenerator>(_ rng: inout R, below bound: UInt64) -> UInt64 {
        rng.draw(below: bound)
    }

    @Test("the source's own draws read the same words and give the same values as the generic draws")
    func sameAsGeneric() {
        for seed: UInt64 in 0..<50 {
            for bound: UInt64 in [1, 2, 6, 7, 1_001, 10_001, 1 << 40, UInt64.max / 3, UInt64.max] {
                var own = ChoiceSource(seed: seed)
                var generic = ChoiceSource(seed: seed)
                let a = (0..<8).map { _ in own.draw(below: bound) }
                let b = (0..<8).map { _ in Self.genericDraw(&generic, below: bound) }
                #expect(a == b && own.recorded == generic.recorded, "seed \(seed), bound \(bound)")
            }
        }
        // A rejected word (UInt64.max for bound 6) reads a second word either way.
        var own = ChoiceSource(replaying: [UInt64.max, 5])
        var generic = ChoiceSource(replaying: [UInt64.max, 5])
        #expect(own.draw(below: 6) == Self.genericDraw(&generic, below: 6))
        #expect(own.count == 2 && generic.count == 2)
    }

    @Test("a source records the kind of each word only when asked")
    func recordsKinds() {
        var source = ChoiceSource(replaying: [], recordingShape: true)
        _ = source.draw(in: 3...9)
        _ = source.next()
        _ = source.drawMagnitude()
        _ = source.draw(index: 4)
        #expect(source.shape.kinds == [.below(7), .raw, .magnitude, .below(4)])
        #expect(source.shape.kind(at: 10) == .raw)
        var plain = ChoiceSource(replaying: [])
        _ = plain.draw(in: 3...9)
        #expect(plain.shape.kinds.isEmpty)
    }

    @Test("a generator's shape is read by replaying its choices, without a property")
    func generatorShape() {
        let gen = Gen.int(in: 0...10).flatMap { n in Gen.int(in: 0...100).array(length: n...n) }
        var source = ChoiceSource(seed: 3)
        let value = gen.generate(&source)
        let shape = gen.shape(of: source.recorded)
        #expect(shape.kinds.count == value.count + 1)
        #expect(shape.kinds.first == .below(11))
        #expect(shape.kinds.dropFirst().allSatisfy { $0 == .below(101) })
    }
}
