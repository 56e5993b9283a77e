import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties
@testable import PlaytestStatistics

@Suite("MarkdownDocument")
struct MarkdownDocumentTests {

    // MARK: - Golden documents

    @Test("a tiny document renders exactly")
    func tinyGolden() {
        var doc = MarkdownDocument()
        doc.heading("Balance report")
        doc.paragraph("Simulated 1,000 games.")
        doc.facts([("seed", "42"), ("runs", "1,000")])
        doc.heading("Notes", level: 2)
        doc.bulletList(["first", "second"])
        doc.image(alt: "score histogram", path: "charts/score.svg")
        let expected = """
            # Balance report

            Simulated 1,000 games.

            | fact | value |
            | --- | --- |
            | seed | 42 |
            | runs | 1,000 |

            ## Notes

            - first
            - second

            ![score histogram](charts/score.svg)

            """
        #expect(doc.render() == expected)
    }

    @Test("an empty document renders as the empty string")
    func emptyDocument() {
        #expect(MarkdownDocument().render() == "")
    }

    @Test("the document ends with exactly one newline")
    func singleTrailingNewline() {
        var doc = MarkdownDocument()
        doc.paragraph("text\n\n\n")
        #expect(doc.render() == "text\n")
    }

    // MARK: - Tables

    @Test("table cells escape pipes and flatten line breaks")
    func tableEscaping() {
        var doc = MarkdownDocument()
        doc.table(header: ["a|b", "c"], rows: [["x | y", "1\n2\r\n3\r4"]])
        #expect(doc.render() == "| a\\|b | c |\n| --- | --- |\n| x \\| y | 1 2 3 4 |\n")
    }

    @Test("alignments render as colon markers and short rows are padded")
    func tableAlignment() {
        var doc = MarkdownDocument()
        doc.table(header: ["name", "value", "note"], rows: [["a", "1"]],
                  alignments: [.left, .right, .center])
        #expect(doc.render() == "| name | value | note |\n| :--- | ---: | :---: |\n| a | 1 |  |\n")
    }

    // MARK: - Other blocks

    @Test("heading levels are clamped to 1...6")
    func headingLevels() {
        var doc = MarkdownDocument()
        doc.heading("deep", level: 9)
        doc.heading("shallow", level: 0)
        #expect(doc.render() == "###### deep\n\n# shallow\n")
    }

    @Test("code blocks use a fence longer than any backtick run")
    func codeBlocks() {
        var doc = MarkdownDocument()
        doc.codeBlock("let x = 1\n", language: "swift")
        doc.codeBlock("a ``` b")
        #expect(doc.render() == "```swift\nlet x = 1\n```\n\n````\na ``` b\n````\n")
    }

    @Test("image alt text and awkward paths are escaped")
    func imageEscaping() {
        var doc = MarkdownDocument()
        doc.image(alt: "a [b]", path: "my charts/x (1).svg")
        #expect(doc.render() == "![a \\[b\\]](<my charts/x (1).svg>)\n")
    }

    @Test("empty lists and paragraphs add no block")
    func emptyBlocks() {
        var doc = MarkdownDocument()
        doc.bulletList([])
        doc.paragraph("  \n")
        #expect(doc.blocks.isEmpty)
    }
}

@Suite("MarkdownDocument: the byte scans behind table cells")
struct MarkdownDocumentScanTests {
    @Test("on 2,000 random strings, a cell is the text with line breaks as spaces and each | character escaped, as the character rule says")
    func matchesTheRule() {
        for text in TextScanSamples.strings(count: 2_000, seed: 13) {
            var single = String.UnicodeScalarView()
            var previousWasCR = false
            for scalar in text.unicodeScalars {
                if scalar == "\n" && previousWasCR { previousWasCR = false; continue }
                previousWasCR = scalar == "\r"
                single.append(scalar == "\r" || scalar == "\n" ? " " : scalar)
            }
            #expect(MarkdownDocument.singleLine(text) == String(single))
            var escaped = ""
            for character in String(single) { if character == "|" { escaped += "\\|" } else { escaped.append(character) } }
            #expect(MarkdownDocument.escapedCell(text) == escaped)
        }
    }
}
