import PlaytestKit
import Testing
@testable import Party

@Suite("FoldedTitle")
struct FoldedTitleTests {
    /// A random ASCII title from a few letters in both cases, a digit, a space and punctuation: many case-only twins.
    static func randomASCII(using rng: inout Xoshiro256StarStar) -> String {
        let alphabet = Array("aAbBzZ @[`{9(:")
        return String((0..<rng.draw(index: 5)).map { _ in alphabet[rng.draw(index: alphabet.count)] })
    }

    @Test("two folded titles match exactly when their lowercased() texts are equal, on many random ASCII pairs")
    func matchesLowercased() throws {
        var rng = Xoshiro256StarStar(seed: 1)
        for _ in 0..<20_000 {
            let a = Self.randomASCII(using: &rng), b = Self.randomASCII(using: &rng)
            let left = try #require(FoldedTitle(a)), right = try #require(FoldedTitle(b))
            #expect(left.matches(right) == (a.lowercased() == b.lowercased()), "\(a) \(b)")
            #expect(right.matches(left) == left.matches(right))
            if left.matches(right) { #expect(left.hash == right.hash) }
            // A side that does not lower is read as it is.
            let asIs = try #require(FoldedTitle(b, lowering: false))
            #expect(left.matches(asIs) == (a.lowercased() == b), "\(a) \(b)")
        }
    }

    @Test("a title with a byte that is not ASCII has no folded form (lowering and canonical equivalence decide it)")
    func notASCII() {
        #expect(FoldedTitle("Zoë") == nil)
        #expect(FoldedTitle("\u{212A}elvin") == nil)  // KELVIN SIGN lowers to an ASCII "k"
        #expect(FoldedTitle("The Silent Harbor") != nil)
    }
}
