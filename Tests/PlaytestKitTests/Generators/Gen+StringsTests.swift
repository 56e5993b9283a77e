import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("Gen: strings")
struct GenStringsTests {
    @Test("unicodeScalar reaches ASCII, control, both halves of the BMP and the supplementary planes, never a surrogate")
    func scalars() {
        let values = GenTests.sample(Gen.unicodeScalar, seeds: 3_000).map(\.value)
        #expect(values.allSatisfy { !(0xD800...0xDFFF).contains($0) && $0 <= 0x10FFFF })
        #expect(values.contains { (0x20...0x7E).contains($0) })
        #expect(values.contains { $0 < 0x20 })
        #expect(values.contains { (0x80...0xD7FF).contains($0) })
        #expect(values.contains { (0xE000...0xFFFF).contains($0) })
        #expect(values.contains { $0 >= 0x10000 })
        #expect(GenTests.simplest(Gen.unicodeScalar) == "a")
    }

    @Test("string(length:) holds that many scalars and shrinks to the simplest failing string")
    func strings() throws {
        for (seed, text) in GenTests.sample(Gen.string(length: 0...12), seeds: 200).enumerated() {
            #expect(text.unicodeScalars.count <= 12, "seed \(seed)")
        }
        #expect(GenTests.simplest(Gen.string(length: 2...5)) == "aa")
        let found = try #require(PropertyCheck.check(Gen.string(length: 0...20), seed: 6) { $0.unicodeScalars.count < 3 })
        #expect(found.value == "aaa")
    }
}
