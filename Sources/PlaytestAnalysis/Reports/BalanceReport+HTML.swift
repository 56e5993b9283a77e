// MARK: - report.html: the whole run on one page

extension BalanceReport {
    /// The file name of the HTML page.
    public static let htmlFileName = "report.html"

    /// One game's part of the page (or the whole report's, for `game` nil): its document and its charts by file name.
    func htmlPart(_ document: MarkdownDocument, files: [ReportFile], game: String?) -> HTMLPage.Part {
        var charts: [String: String] = [:]
        for file in files where file.name.hasSuffix(".svg") { charts[file.name] = file.contents }
        return HTMLPage.Part(id: game, title: game ?? scenario.name, document: document, charts: charts)
    }

    /// `report.html`: every part on one self-contained page.
    func htmlFile(parts: [HTMLPage.Part]) -> ReportFile {
        ReportFile(name: Self.htmlFileName, contents: HTMLPage.render(title: "Playtest report: \(scenario.name)", parts: parts))
    }
}
