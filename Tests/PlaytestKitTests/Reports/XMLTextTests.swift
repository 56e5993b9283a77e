import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis

@Suite("XMLText")
struct XMLTextTests {
    @Test("markup characters become entities; line breaks are kept as references or become spaces; forbidden controls are replaced")
    func escapes() {
        let text = "a<b & \"c\" 'd'>\n\te\u{1}\u{FFFF}é"
        #expect(XMLText.escaped(text, whitespace: .kept, forbidden: "?") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;&#10;&#9;e??é")
        #expect(XMLText.escaped(text, whitespace: .space, forbidden: " ") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;  e  é")
    }
}
