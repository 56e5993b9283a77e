import PlaytestHarness

// MARK: - changes.md and changes.csv

extension ChangeAnalysis {
    /// The Markdown report's name.
    public static let markdownFileName = "changes.md"
    /// The table's name.
    public static let csvFileName = "changes.csv"

    /// The columns of `changes.csv`: one row per figure compared.
    public static let csvHeader = ["game", "configuration", "metric", "unit", "kind", "baselineN", "baseline", "n", "current", "change",
                                   "lower95", "upper95", "method", "pValue", "holmPValue", "moved", "parametersChanged"]

    /// One line for a terminal: how many figures moved, of how many compared.
    public func summaryLine(baseline: String) -> String {
        "changes since \(baseline): \(NumberFormat.counted(moved.count, "figure")) moved of \(NumberFormat.grouped(changes.count)) compared "
            + "(Holm, \(NumberFormat.percent(familywiseError, digits: 0)) family-wise)"
            + (added.isEmpty ? "" : ", \(added.count) new") + (removed.isEmpty ? "" : ", \(removed.count) gone")
    }

    /// What changed, as a document: the counts, then every figure that moved with its change and interval, then what
    /// was added, removed or not compared.
    public func document(baseline: String) -> MarkdownDocument {
        var document = MarkdownDocument()
        document.heading("What changed since \(baseline)", level: 1)
        document.paragraph(
            "Each figure of this run beside the same figure (same game, configuration and metric) of the earlier run. A change's "
            + "interval is its 95% interval, unpaired (Welch's t for means over games, Newcombe's for shares, a normal interval "
            + "from the two standard errors for ratios over games); a figure is marked as **moved** when Holm's procedure over all "
            + "\(NumberFormat.grouped(changes.count)) figures compared rejects \"no change\": at most a \(NumberFormat.percent(familywiseError, digits: 0)) "
            + "chance that any mark is a false alarm. Two identical runs mark nothing.")
        document.facts([
            ("Figures compared", NumberFormat.grouped(changes.count)),
            ("Moved", NumberFormat.grouped(moved.count)),
            ("New in this run", NumberFormat.grouped(added.count)),
            ("Gone since", NumberFormat.grouped(removed.count)),
            ("Not compared (no interval: a scalar, a test, a sub-game distribution)", NumberFormat.grouped(notCompared.count)),
        ])
        document.heading("Moved", level: 2)
        if moved.isEmpty {
            document.paragraph("No figure is shown to have moved.")
        } else {
            document.table(
                header: ["game", "configuration", "metric", "before", "now", "change (95%)", "method", "Holm p", "parameters changed"],
                rows: moved.map { change in
                    let digits = Self.digits(change)
                    return [change.current.game, change.current.configuration, "`\(change.current.metric)`",
                            NumberFormat.fixed(change.baseline.mean ?? 0, digits: digits), NumberFormat.fixed(change.current.mean ?? 0, digits: digits),
                            Self.signed(change.change.estimate, digits: digits) + " [" + NumberFormat.fixed(change.change.lower, digits: digits) + ", "
                                + NumberFormat.fixed(change.change.upper, digits: digits) + "]",
                            change.method.rawValue, NumberFormat.significant(change.adjustedPValue, digits: 2),
                            change.parameterChanges.joined(separator: "; ")]
                },
                alignments: [.left, .left, .left, .right, .right, .right, .left, .right, .left])
        }
        if !added.isEmpty || !removed.isEmpty {
            document.heading("New and gone", level: 2)
            document.bulletList(added.prefix(Self.listed).map { "new: " + $0 } + removed.prefix(Self.listed).map { "gone: " + $0 })
            let unlisted = max(0, added.count - Self.listed) + max(0, removed.count - Self.listed)
            if unlisted > 0 { document.paragraph("\(NumberFormat.counted(unlisted, "more figure")) not listed here: compare the two runs' results.csv.") }
        }
        return document
    }

    /// At most this many new or gone figures are listed by name.
    static let listed = 30

    /// Every figure compared, one row each.
    public func table() -> CSVTable {
        CSVTable(header: Self.csvHeader, rows: changes.map { change in
            [.text(change.current.game), .text(change.current.configuration), .text(change.current.metric), .text(change.current.unit),
             .text(change.current.kind), change.baseline.count.map(CSVCell.integer) ?? .empty, .number(change.baseline.mean ?? 0, digits: 6),
             change.current.count.map(CSVCell.integer) ?? .empty, .number(change.current.mean ?? 0, digits: 6),
             .number(change.change.estimate, digits: 6), .number(change.change.lower, digits: 6), .number(change.change.upper, digits: 6),
             .text(change.method.rawValue), .number(change.pValue, digits: 6), .number(change.adjustedPValue, digits: 6),
             .text(change.moved ? "true" : "false"), .text(change.parameterChanges.joined(separator: "; "))]
        })
    }

    /// The two files, for a report folder.
    public func files(baseline: String) -> [ReportFile] {
        [ReportFile(name: Self.markdownFileName, contents: document(baseline: baseline).render()),
         ReportFile(name: Self.csvFileName, contents: table().render())]
    }

    /// Decimal places that show a change of this size: four significant figures of the larger value, at most 6.
    static func digits(_ change: FigureChange) -> Int {
        let scale = max(abs(change.baseline.mean ?? 0), abs(change.current.mean ?? 0), abs(change.change.estimate))
        guard scale > 0 else { return 2 }
        var digits = 3
        var bound = 1.0
        while scale < bound && digits < 6 { digits += 1; bound /= 10 }
        while scale >= bound * 100 && digits > 0 { digits -= 1; bound *= 10 }
        return digits
    }

    /// A number with its sign always shown.
    static func signed(_ value: Double, digits: Int) -> String {
        (value > 0 ? "+" : "") + NumberFormat.fixed(value, digits: digits)
    }
}
