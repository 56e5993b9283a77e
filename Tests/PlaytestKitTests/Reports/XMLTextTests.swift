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

@Suite("XMLText: the byte scan that returns plain text unchanged")
struct XMLTextScanTests {
    /// The rule scalar by scalar, as `escaped` applies it when the scan finds something.
    static func reference(_ text: String, kept: Bool, forbidden: Unicode.Scalar) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += kept ? "&#\(scalar.value);" : " "
            default:
                let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                result.unicodeScalars.append(allowed ? scalar : forbidden)
            }
        }
        return result
    }

    @Test("on 2,000 random strings mixing plain and special characters, the result is the scalar-by-scalar rule's")
    func matchesTheRule() {
        for text in TextScanSamples.strings(count: 2_000, seed: 11) {
            #expect(XMLText.escaped(text, whitespace: .kept, forbidden: "?") == Self.reference(text, kept: true, forbidden: "?"))
            #expect(XMLText.escaped(text, whitespace: .space, forbidden: "\u{FFFD}") == Self.reference(text, kept: false, forbidden: "\u{FFFD}"))
        }
    }

    @Test("U+FFFE and U+FFFF alone are replaced; their neighbours sharing the lead byte stay")
    func noncharacters() {
        #expect(XMLText.escaped("\u{FFFE}", whitespace: .space, forbidden: "?") == "?")
        #expect(XMLText.escaped("x\u{FFFF}", whitespace: .space, forbidden: "?") == "x?")
        #expect(XMLText.escaped("\u{F000}\u{FFFD}", whitespace: .space, forbidden: "?") == "\u{F000}\u{FFFD}")
    }
}
