import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis

@Suite("HTMLPage: inline Markdown")
struct HTMLPageTests {
    @Test("code, bold and links become elements; the text between is escaped")
    func markup() {
        let layout = HTMLPage.Layout(parts: [])
        #expect(HTMLPage.inline("a < b `x&y` **bold** c", layout: layout) == "a &lt; b <code>x&amp;y</code> <strong>bold</strong> c")
        #expect(HTMLPage.inline("xoshiro256** streams", layout: layout) == "xoshiro256** streams")
        #expect(HTMLPage.inline("[label](nowhere) & \"q\"", layout: layout) == "label &amp; &quot;q&quot;")
        #expect(HTMLPage.inline("line\nbreak\u{1}", layout: layout) == "line break\u{FFFD}")
    }

    @Test("on 2,000 random strings without markup, the result is each character escaped on its own")
    func plainTextIsEscapedPerCharacter() {
        let layout = HTMLPage.Layout(parts: [])
        for text in TextScanSamples.strings(count: 2_000, seed: 14) {
            let plain = String(text.filter { $0 != "`" && $0 != "*" && $0 != "[" })
            #expect(HTMLPage.inline(plain, layout: layout) == plain.map { HTMLPage.escaped(String($0)) }.joined())
        }
    }
}
