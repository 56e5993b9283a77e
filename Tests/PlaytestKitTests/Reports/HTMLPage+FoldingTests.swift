import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis

@Suite("HTMLPage: sections folded behind their summary")
struct HTMLPageFoldingTests {
    /// A game's part: a board section, a metric section with a summary, a section without one, and a section whose
    /// summary asks to stay open.
    static func page() -> String {
        var index = MarkdownDocument()
        index.heading("Report")
        index.paragraph("A scenario description.")
        var game = MarkdownDocument()
        game.heading("Game report")
        game.heading("Design questions", level: 2)
        game.board([.init(question: "fair", label: "ok", tone: "good", answer: "yes")])
        game.fold("Each answer in a sentence")
        game.bulletList(["**Is it fair?** yes"])
        game.heading("Final score (points)", level: 2, anchor: "game-metric-score")
        game.summary("from 1 to 2 points", inMarkdown: false)
        game.table(header: ["configuration", "mean"], rows: [["a", "1"], ["b", "2"]])
        game.heading("Configurations", level: 2)
        game.table(header: ["#", "bot"], rows: [["0", "a"], ["1", "b"], ["2", "c"]])
        game.paragraph("A scenario description.")
        game.heading("Gates", level: 2)
        game.summary("Verdicts: 0 passed, 1 failed.", open: true)
        game.table(header: ["gate", "verdict"], rows: [["g", "FAIL"]])
        return HTMLPage.render(title: "Report", parts: [
            HTMLPage.Part(id: nil, title: "Index", document: index, charts: [:]),
            HTMLPage.Part(id: "game", title: "game", document: game, charts: [:]),
        ])
    }

    @Test("a section with a board stays open, its rest folded behind the fold's line")
    func boardOpen() {
        let html = Self.page()
        #expect(html.contains("<h3 id=\"game-design-questions\">Design questions</h3>\n<div class=\"board-box\">"))
        #expect(html.contains("<details class=\"more\"><summary>Each answer in a sentence</summary>\n<ul>"))
    }

    @Test("a section is folded behind its heading and its summary, or a count of what it holds")
    func foldedSections() {
        let html = Self.page()
        #expect(html.contains("<details class=\"section\"><summary><h3 id=\"game-metric-score\">Final score (points)</h3> "
            + "<span class=\"summary\">from 1 to 2 points</span></summary>"))
        #expect(html.contains("<summary><h3 id=\"game-configurations\">Configurations</h3> <span class=\"summary\">a table of 3 rows</span></summary>"))
        // Every fold opened is closed again: as many </details> as <details.
        #expect(html.components(separatedBy: "<details").count == html.components(separatedBy: "</details>").count)
    }

    @Test("a summary asking to stay open shows the section open, its line under the heading")
    func openSummary() {
        let html = Self.page()
        #expect(html.contains("<h3 id=\"game-gates\">Gates</h3>\n<p class=\"summary\">Verdicts: 0 passed, 1 failed.</p>"))
        #expect(!html.contains("<summary><h3 id=\"game-gates\">"))
    }

    @Test("the index's paragraphs are not repeated in a game's part")
    func sharedOnce() {
        #expect(Self.page().components(separatedBy: "A scenario description.").count - 1 == 1)
    }

    @Test("contents line: tables with their rows, charts and lines counted")
    func contentsLine() {
        #expect(HTMLPage.contentsLine([.table(header: ["a"], rows: [["1"]], alignments: nil), .image(alt: "x", path: "x.svg"),
                                       .image(alt: "y", path: "y.svg")]) == "a table of 1 row, 2 charts")
        #expect(HTMLPage.contentsLine([.bulletList(items: [.init(text: "a", anchor: nil, target: nil)])]) == "1 line")
    }
}
