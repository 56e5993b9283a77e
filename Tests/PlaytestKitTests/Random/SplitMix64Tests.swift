import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("Seeded 1234567 yields the published golden values")
    func goldenValues() {
        var generator = SplitMix64(seed: 1234567)
        let values = (0..<5).map { _ in generator.next() }
        #expect(values == [
            6457827717110365317, 3203168211198807973, 9817491932198370423,
            4593380528125082431, 16408922859458223821,
        ])
    }

    @Test("The state advances by the golden gamma, and the output is the mix of the state")
    func stateAndMix() {
        var generator = SplitMix64(seed: 1234567)
        #expect(generator.state == 1234567)
        let first = generator.next()
        #expect(generator.state == 1234567 &+ 0x9E37_79B9_7F4A_7C15)
        #expect(first == SplitMix64.mix(generator.state))
    }

    @Test("Equal seeds give equal streams, neighbouring seeds different ones")
    func determinism() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        var c = SplitMix64(seed: 43)
        let streamA = (0..<8).map { _ in a.next() }
        let streamB = (0..<8).map { _ in b.next() }
        let streamC = (0..<8).map { _ in c.next() }
        #expect(streamA == streamB)
        #expect(zip(streamA, streamC).allSatisfy { $0 != $1 })
    }

    @Test("mix is a bijection on a sample: 10,000 consecutive inputs give distinct outputs, 0 maps to 0")
    func mixIsInjective() {
        let outputs = Set((0..<10_000).map { SplitMix64.mix(UInt64($0)) })
        #expect(outputs.count == 10_000)
        #expect(SplitMix64.mix(0) == 0)
    }
}
