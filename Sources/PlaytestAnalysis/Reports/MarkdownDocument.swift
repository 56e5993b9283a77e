// MARK: - MarkdownDocument

/// A builder for GitHub-flavoured Markdown reports.
///
/// Each call appends one block; `render()` joins the blocks with one blank line
/// and ends the document with exactly one newline (an empty document renders as
/// the empty string).
///
/// ```swift
/// var doc = MarkdownDocument()
/// doc.heading("Balance report")
/// doc.facts([("runs", "1,000"), ("seed", "42")])
/// doc.render()
/// ```
public struct MarkdownDocument: Sendable, Equatable {

    /// Column alignment in a Markdown table.
    public enum Alignment: Sendable, Equatable {
        /// Left-aligned (`:---`).
        case left
        /// Right-aligned (`---:`), the usual choice for numbers.
        case right
        /// Centred (`:---:`).
        case center
    }

    // MARK: - Storage

    /// The rendered blocks, in order.
    public private(set) var blocks: [String] = []
    /// The same blocks as structured content, in order: what `HTMLPage` renders, so the HTML report says exactly
    /// what the Markdown says.
    public private(set) var parts: [Block] = []

    /// Creates an empty document.
    public init() {}

    // MARK: - Blocks

    /// Appends an ATX heading (`#` through `######`); `level` is clamped to 1...6
    /// and line breaks in `text` become spaces.
    /// `anchor`, when given, is the heading's id in the HTML page (Markdown has none).
    public mutating func heading(_ text: String, level: Int = 1, anchor: String? = nil) {
        let level = min(max(level, 1), 6)
        let hashes = String(repeating: "#", count: level)
        blocks.append(hashes + " " + Self.singleLine(text))
        parts.append(.heading(text: Self.singleLine(text), level: level, anchor: anchor))
    }

    /// Appends a paragraph; trailing whitespace and line breaks are dropped.
    /// Empty paragraphs are ignored.
    public mutating func paragraph(_ text: String) {
        let trimmed = Self.trimmingTrailingWhitespace(text)
        if !trimmed.isEmpty {
            blocks.append(trimmed)
            parts.append(.paragraph(trimmed))
        }
    }

    /// Appends a two-column `| fact | value |` table, one row per pair.
    public mutating func facts(_ pairs: [(String, String)]) {
        table(header: ["fact", "value"], rows: pairs.map { [$0.0, $0.1] })
    }

    /// Appends a table. Cells have `|` escaped as `\|` and line breaks turned
    /// into spaces; rows shorter than the header are padded with empty cells.
    /// Without `alignments` every column uses the default (`---`).
    ///
    /// - Precondition: `header` is not empty, no row is longer than the header,
    ///   and `alignments`, when given, has one entry per column.
    public mutating func table(header: [String], rows: [[String]], alignments: [Alignment]? = nil) {
        precondition(!header.isEmpty, "Markdown table needs at least one column")
        if let alignments {
            precondition(alignments.count == header.count, "one alignment per column")
        }
        let markers = (alignments ?? []).map { alignment -> String in
            switch alignment {
            case .left: return ":---"
            case .right: return "---:"
            case .center: return ":---:"
            }
        }
        var lines = [Self.tableRow(header), "| " + (markers.isEmpty
            ? Array(repeating: "---", count: header.count) : markers).joined(separator: " | ") + " |"]
        for row in rows {
            precondition(row.count <= header.count, "Markdown row longer than its header")
            lines.append(Self.tableRow(row + Array(repeating: "", count: header.count - row.count)))
        }
        blocks.append(lines.joined(separator: "\n"))
        parts.append(.table(header: header.map(Self.singleLine),
                            rows: rows.map { ($0 + Array(repeating: "", count: header.count - $0.count)).map(Self.singleLine) },
                            alignments: alignments))
    }

    /// Appends a `-` bullet list; line breaks in items become spaces. An empty
    /// list is ignored. For the HTML page only: `anchors` gives items an id, `targets` links an item to the id of
    /// the figure or table behind it (each matched to `items` by position; missing entries mean none).
    public mutating func bulletList(_ items: [String], anchors: [String?] = [], targets: [String?] = []) {
        guard !items.isEmpty else { return }
        blocks.append(items.map { "- " + Self.singleLine($0) }.joined(separator: "\n"))
        parts.append(.bulletList(items: items.enumerated().map { position, item in
            Block.Item(text: Self.singleLine(item), anchor: anchors.indices.contains(position) ? anchors[position] : nil,
                       target: targets.indices.contains(position) ? targets[position] : nil)
        }))
    }

    /// Appends a verdict board: on the HTML page coloured badges linked to their evidence, with a filter for what is
    /// off; in Markdown (unless `inMarkdown` is false) a table of question, verdict and one-line answer, with a first
    /// column naming each item's game, linked to its report (`<game>/report.md`), when the board holds several games.
    public mutating func board(_ items: [Block.BoardItem], inMarkdown: Bool = true) {
        guard !items.isEmpty else { return }
        if inMarkdown {
            let games = items.contains { $0.subject != nil }
            var lines = [games ? "| game | question | verdict | answer |" : "| question | verdict | answer |",
                         games ? "| :--- | :--- | :--- | :--- |" : "| :--- | :--- | :--- |"]
            for item in items {
                let game = item.subject.map { ["[\($0)](\($0)/report.md)"] } ?? [""]
                lines.append(Self.tableRow((games ? game : []) + [item.question, "**" + item.label + "**",
                                                                  item.answer + (item.change.map { " (**" + $0 + "**)" } ?? "")]))
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        parts.append(.board(items: items))
    }

    /// Appends the one-line summary of the section whose heading it follows: on the HTML page the section is folded
    /// behind its heading and this line (shown open when `open`: something in it needs reading); in Markdown a
    /// paragraph, unless `inMarkdown` is false (the section's own text says it already).
    public mutating func summary(_ text: String, open: Bool = false, inMarkdown: Bool = true) {
        let line = Self.singleLine(Self.trimmingTrailingWhitespace(text))
        guard !line.isEmpty else { return }
        if inMarkdown { blocks.append(line) }
        parts.append(.summary(text: line, open: open))
    }

    /// On the HTML page, folds the rest of the section behind a line saying what it holds (`Each answer in a
    /// sentence`); Markdown, which cannot fold, prints the line as a paragraph ending with a colon.
    public mutating func fold(_ text: String) {
        let line = Self.singleLine(Self.trimmingTrailingWhitespace(text))
        guard !line.isEmpty else { return }
        blocks.append(line + ":")
        parts.append(.fold(line))
    }

    /// Appends a fenced code block. The fence is one backtick longer than the
    /// longest backtick run in `text` (at least three); trailing line breaks in
    /// `text` are dropped.
    public mutating func codeBlock(_ text: String, language: String = "") {
        var longestRun = 0
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        let body = Self.trimmingTrailingWhitespace(text)
        let opening = fence + Self.singleLine(language)
        blocks.append(body.isEmpty ? opening + "\n" + fence : opening + "\n" + body + "\n" + fence)
        parts.append(.code(body))
    }

    /// Appends an image, rendered as `![alt](path)`. Brackets in `alt` are
    /// escaped; a path containing spaces or parentheses is wrapped in `<…>`.
    public mutating func image(alt: String, path: String) {
        var escapedAlt = ""
        for character in Self.singleLine(alt) {
            if character == "[" || character == "]" || character == "\\" { escapedAlt += "\\" }
            escapedAlt.append(character)
        }
        let needsBrackets = path.contains { $0 == " " || $0 == "(" || $0 == ")" }
        let target = needsBrackets ? "<" + Self.singleLine(path) + ">" : path
        blocks.append("![" + escapedAlt + "](" + target + ")")
        parts.append(.image(alt: Self.singleLine(alt), path: path))
    }

    // MARK: - Rendering

    /// The whole document: blocks separated by one blank line, ending with
    /// exactly one newline; `""` when no block has been added.
    public func render() -> String {
        blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
    }

    // MARK: - Helpers

    /// One `| a | b |` table line with escaped cells.
    static func tableRow(_ cells: [String]) -> String {
        "| " + cells.map(escapedCell).joined(separator: " | ") + " |"
    }

    /// Escapes `|` as `\|` and turns line breaks into spaces.
    static func escapedCell(_ text: String) -> String {
        singleLine(text).replacingAll("|", with: "\\|")
    }

    /// Replaces every CR LF, CR or LF in `text` with a single space.
    static func singleLine(_ text: String) -> String {
        // Most cells hold no line break: returned as they are, without a scalar-by-scalar copy.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            result.append(scalar == "\r" || scalar == "\n" ? " " : scalar)
        }
        return String(result)
    }

    /// `text` without trailing spaces, tabs and line breaks.
    static func trimmingTrailingWhitespace(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            scalars.removeLast()
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}

// MARK: - String helper

extension String {
    /// Replaces every occurrence of the character `target` (no Foundation needed).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        // An ASCII target absent from the bytes is absent from the characters: nothing to replace.
        if let ascii = target.asciiValue, !utf8.contains(ascii) { return self }
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
