import Foundation
import PlaytestHarness

// MARK: - HTMLPage

/// Renders report documents as one self-contained HTML page: no network, no external script, stylesheet or font;
/// every chart an inline `<svg>`; tables sortable by a small inline script (they read the same without it).
///
/// It renders the same ``MarkdownDocument`` blocks the Markdown files are written from, so the page says what the
/// Markdown says. Links between documents (`dice/report.md`, `../index.md`) become links within the page, a finding's
/// target a link to the figure or table behind it; a link whose target is not on the page is left as text, so the
/// page has no broken link. Pure and deterministic: the same parts give the same bytes.
enum HTMLPage {
    /// One document on the page: the index or one game's report.
    struct Part: Sendable {
        /// The part's id on the page (a game's id), or nil for the index or a single report (`top`).
        let id: String?
        /// The name the page's index of games shows.
        let title: String
        /// The document's blocks.
        let document: MarkdownDocument
        /// The part's charts: SVG documents by their file name in the part's folder.
        let charts: [String: String]
    }

    /// The whole page, ending with one newline.
    static func render(title: String, parts: [Part]) -> String {
        let layout = Layout(parts: parts)
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>" + escaped(title) + "</title>\n<style>\n" + HTMLPageAssets.style + "</style>\n</head>\n<body>\n"
            + "<a class=\"skip\" href=\"#report\">Skip to the report</a>\n"
        html += "<header id=\"top\">\n" + navigation(parts: parts, layout: layout) + "</header>\n<main id=\"report\">\n"
        // The index's paragraphs (the scenario's description) are printed once, not again in each game's part.
        var shared: Set<String> = []
        if parts.count > 1, let index = parts.first, index.id == nil {
            for block in index.document.parts { if case .paragraph(let text) = block { shared.insert(text) } }
        }
        for (position, part) in parts.enumerated() {
            let id = part.id.map(identifier)
            html += "<section class=\"part\"" + (id.map { " id=\"\($0)\"" } ?? "") + ">\n"
            html += body(of: part, at: position, layout: layout, shared: shared)
            html += "</section>\n"
        }
        html += "</main>\n<footer><p>Made by Playtest. This page is self-contained: it loads nothing from the network "
            + "or from other files; the CSV tables and SVG charts beside it hold the same figures.</p></footer>\n"
        html += "<script>\n" + HTMLPageAssets.script + "</script>\n</body>\n</html>\n"
        return html
    }

    // MARK: - Ids

    /// The ids of every heading and chart, chosen before rendering so that links can be checked against them.
    struct Layout {
        /// Each part's heading ids, one per heading block, in order.
        var headingIDs: [[String]] = []
        /// Every id on the page.
        var ids: Set<String> = ["top", "report"]
        /// The parts' own ids (games), for links to `<game>/report.md`.
        var partIDs: Set<String> = []

        init(parts: [Part]) {
            var reserved: Set<String> = ["top", "report"]
            for part in parts {
                if let id = part.id { reserved.insert(identifier(id)); partIDs.insert(identifier(id)) }
                for block in part.document.parts {
                    if case .heading(_, _, let anchor?) = block { reserved.insert(identifier(anchor)) }
                    if case .bulletList(let items) = block {
                        for item in items { if let anchor = item.anchor { reserved.insert(identifier(anchor)) } }
                    }
                }
            }
            ids = reserved
            for part in parts {
                var own: [String] = []
                for block in part.document.parts {
                    guard case .heading(let text, _, let anchor) = block else { continue }
                    if let anchor {
                        own.append(identifier(anchor))
                        continue
                    }
                    let base = identifier((part.id.map { $0 + "-" } ?? "") + slug(text))
                    var candidate = base
                    var suffix = 2
                    while ids.contains(candidate) {
                        candidate = base + "-" + String(suffix)
                        suffix += 1
                    }
                    ids.insert(candidate)
                    own.append(candidate)
                }
                headingIDs.append(own)
                for block in part.document.parts {
                    if case .image(_, let path) = block { ids.insert(figureID(part: part, path: path)) }
                }
            }
        }

        /// The page id a link target names: `<game>/report.md` → the game's section, `../index.md` or `index.md` →
        /// the top, `#id` → that id; nil for anything else (a file or an address: not followed on this page) and
        /// for an id not on the page.
        func resolve(_ target: String) -> String? {
            if target == "../index.md" || target == "index.md" { return "top" }
            if target.hasSuffix("/report.md") {
                let game = identifier(String(target.dropLast("/report.md".count)))
                return partIDs.contains(game) ? game : nil
            }
            if target.hasPrefix("#") {
                let id = String(target.dropFirst())
                return ids.contains(id) ? id : nil
            }
            return nil
        }
    }

    /// An id made of letters, digits, `-`, `_` and `.`: every other run of characters becomes one `-`.
    static func identifier(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let kept = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                || scalar == "-" || scalar == "_" || scalar == "."
            if kept {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "section" : result
    }

    /// A heading's text as a short lower-case id (`Design questions` → `design-questions`).
    static func slug(_ text: String) -> String {
        let plain = text.filter { $0 != "*" && $0 != "`" && $0 != "[" && $0 != "]" }
        return String(identifier(plain.lowercased()).prefix(60))
    }

    /// The id of a chart's figure: `<part>-figure-<file name without .svg>`.
    static func figureID(part: Part, path: String) -> String {
        let stem = path.hasSuffix(".svg") ? String(path.dropLast(4)) : path
        return identifier((part.id.map { $0 + "-" } ?? "") + "figure-" + stem)
    }

    // MARK: - Navigation

    /// The index at the top: the page's title, then one entry per game (or per section, for a single report)
    /// with its sections folded under it.
    static func navigation(parts: [Part], layout: Layout) -> String {
        var html = ""
        if let first = parts.first, case .heading(let text, _, _)? = first.document.parts.first {
            html += "<h1>" + inline(text, layout: layout) + "</h1>\n"
        }
        html += "<nav aria-label=\"Index of the report\">\n"
        var games: [String] = []
        for (position, part) in parts.enumerated() {
            // Each heading with the id chosen for it: ids are counted over headings only, not over every block.
            let headings = part.document.parts.compactMap { block -> (text: String, level: Int)? in
                guard case .heading(let text, let level, _) = block else { return nil }
                return (text, level)
            }
            let sections = zip(headings, layout.headingIDs[position]).compactMap { heading, id -> String? in
                guard heading.level == 2 else { return nil }
                return "<li><a href=\"#\(id)\">" + inline(heading.text, layout: layout, links: false) + "</a></li>"
            }
            if let id = part.id.map(identifier) {
                var entry = "<li><a class=\"game\" href=\"#\(id)\">" + escaped(part.title) + "</a>"
                if !sections.isEmpty {
                    entry += " <details><summary>\(sections.count) sections</summary><ul>" + sections.joined() + "</ul></details>"
                }
                games.append(entry + "</li>\n")
            } else if !sections.isEmpty {
                html += "<p class=\"label\">On this page</p>\n<ul class=\"sections\">\n" + sections.map { $0 + "\n" }.joined() + "</ul>\n"
            }
        }
        if !games.isEmpty { html += "<p class=\"label\">Games</p>\n<ul class=\"index\">\n" + games.joined() + "</ul>\n" }
        return html + "</nav>\n"
    }

    // MARK: - Blocks

    /// A part's blocks as HTML; a game's headings move one level down, under the page's title, and its first
    /// heading (the report's title) becomes the game's heading.
    ///
    /// Each section (a heading of the document's level 2, to the next such heading) is folded behind its heading and
    /// a one-line summary (its ``MarkdownDocument/Block/summary(text:open:)``, or a count of what it holds), unless it
    /// holds a verdict board or its summary asks to stay open; a ``MarkdownDocument/Block/fold(_:)`` folds the rest of
    /// its section. A paragraph in `shared` (the index's scenario paragraph, on a game's part) is not repeated.
    static func body(of part: Part, at position: Int, layout: Layout, shared: Set<String> = []) -> String {
        var html = ""
        var headingIndex = 0
        let shift = part.id == nil ? 0 : 1
        let blocks = part.document.parts
        var sectionFolded = false
        var inFold = false
        func closeFold() {
            if inFold { html += "</details>\n" }
            inFold = false
        }
        func closeSection() {
            closeFold()
            if sectionFolded { html += "</details>\n" }
            sectionFolded = false
        }
        for (blockIndex, block) in blocks.enumerated() {
            switch block {
            case .heading(let text, let level, _):
                let id = layout.headingIDs[position][headingIndex]
                headingIndex += 1
                if level <= 2 { closeSection() }
                // The page's title is printed once, in the header.
                if position == 0 && blockIndex == 0 && part.id == nil { continue }
                let tag = "h" + String(min(level + shift, 6))
                let heading = "<\(tag) id=\"\(id)\">" + inline(text, layout: layout) + "</\(tag)>"
                guard level == 2 else {
                    html += heading + "\n"
                    continue
                }
                let rest = blocks[(blockIndex + 1)...].prefix { next in
                    if case .heading(_, let nextLevel, _) = next { return nextLevel > 2 }
                    return true
                }
                var summary: String?
                var open = rest.contains { if case .board = $0 { true } else { false } }
                if case .summary(let text, let keepOpen)? = rest.first {
                    summary = text
                    open = open || keepOpen
                }
                if open {
                    html += heading + "\n" + (summary.map { "<p class=\"summary\">" + inline($0, layout: layout) + "</p>\n" } ?? "")
                } else {
                    html += "<details class=\"section\"><summary>" + heading + " <span class=\"summary\">"
                        + inline(summary ?? contentsLine(Array(rest)), layout: layout, links: false) + "</span></summary>\n"
                    sectionFolded = true
                }
            case .summary(let text, _):
                // A section's summary is shown with its heading; one anywhere else reads as a paragraph.
                if blockIndex > 0, case .heading(_, 2, _) = blocks[blockIndex - 1] { continue }
                html += paragraph(text, layout: layout)
            case .fold(let text):
                closeFold()
                html += "<details class=\"more\"><summary>" + inline(text, layout: layout, links: false) + "</summary>\n"
                inFold = true
            case .paragraph(let text):
                if part.id != nil && shared.contains(text) { continue }
                html += paragraph(text, layout: layout)
            case .table(let header, let rows, let alignments):
                html += table(header: header, rows: rows, alignments: alignments, layout: layout, foldWide: !inFold)
            case .bulletList(let items):
                html += "<ul>\n"
                for item in items {
                    let id = item.anchor.map { " id=\"\(identifier($0))\"" } ?? ""
                    var line = "<li\(id)>" + inline(item.text, layout: layout)
                    if let target = item.target.flatMap({ layout.resolve("#" + identifier($0)) }) {
                        line += " <a class=\"see\" href=\"#\(target)\">see the figures</a>"
                    }
                    html += line + "</li>\n"
                }
                html += "</ul>\n"
            case .code(let text):
                html += "<pre><code>" + escaped(text, keepingLineBreaks: true) + "</code></pre>\n"
            case .image(let alt, let path):
                html += figure(alt: alt, svg: part.charts[path], id: figureID(part: part, path: path))
            case .board(let items):
                html += board(items, layout: layout)
            }
        }
        closeSection()
        return html
    }

    /// What a folded section holds, when it has no summary of its own: `a table of 5 rows, 3 charts`.
    static func contentsLine(_ blocks: [MarkdownDocument.Block]) -> String {
        var tables: [Int] = []
        var charts = 0
        var lines = 0
        var paragraphs = 0
        for block in blocks {
            switch block {
            case .table(_, let rows, _): tables.append(rows.count)
            case .image: charts += 1
            case .bulletList(let items): lines += items.count
            case .paragraph, .code: paragraphs += 1
            default: break
            }
        }
        var parts: [String] = []
        if tables.count == 1 { parts.append("a table of " + NumberFormat.counted(tables[0], "row")) }
        if tables.count > 1 { parts.append(NumberFormat.counted(tables.count, "table") + " (" + NumberFormat.counted(tables.reduce(0, +), "row") + ")") }
        if charts > 0 { parts.append(charts == 1 ? "a chart" : NumberFormat.counted(charts, "chart")) }
        if lines > 0 { parts.append(NumberFormat.counted(lines, "line")) }
        if parts.isEmpty && paragraphs > 0 { parts.append(paragraphs == 1 ? "a paragraph" : NumberFormat.counted(paragraphs, "paragraph")) }
        return parts.joined(separator: ", ")
    }

    /// A verdict board: one badge per question, coloured by its tone and linked to its evidence when it is on the
    /// page; a switch above it shows only what is off (the page's script; without it every badge shows).
    static func board(_ items: [MarkdownDocument.Block.BoardItem], layout: Layout) -> String {
        let off = items.filter { $0.tone == "problem" || $0.tone == "warning" }.count
        var html = "<div class=\"board-box\"><p class=\"board-filter\"><label><input type=\"checkbox\" class=\"only-off\"> only what is off "
            + "(\(off) of \(items.count))</label></p>\n<ul class=\"board\">\n"
        for item in items {
            let tone = ["good", "warning", "problem", "neutral"].contains(item.tone) ? item.tone : "neutral"
            var badge = "<span class=\"q\">" + escaped((item.subject.map { $0 + " · " } ?? "") + item.question) + "</span>"
                + "<span class=\"v\">" + escaped(item.label) + "</span>"
            if let target = item.target.flatMap({ layout.resolve("#" + identifier($0)) ?? layout.resolve($0) }) {
                badge = "<a href=\"#\(target)\">" + badge + "</a>"
            }
            let change = item.change.map { "<span class=\"changed\">" + inline($0, layout: layout) + "</span>" } ?? ""
            html += "<li class=\"\(tone)\(item.change == nil ? "" : " moved")\">" + badge + "<span class=\"a\">" + inline(item.answer, layout: layout)
                + "</span>" + change + "</li>\n"
        }
        return html + "</ul></div>\n"
    }

    /// A paragraph; one whose lines all start with `- ` is a list, as Markdown reads it.
    static func paragraph(_ text: String, layout: Layout) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.count > 0, lines.allSatisfy({ $0.hasPrefix("- ") }) else { return "<p>" + inline(text, layout: layout) + "</p>\n" }
        return "<ul>\n" + lines.map { "<li>" + inline(String($0.dropFirst(2)), layout: layout) + "</li>\n" }.joined() + "</ul>\n"
    }

    /// A table in a scrolling wrapper; sortable (by the page's script) when it has rows to sort; a wide one of more
    /// than three rows folded, unless `foldWide` is false (it is in a fold already).
    static func table(header: [String], rows: [[String]], alignments: [MarkdownDocument.Alignment]?, layout: Layout,
                      foldWide: Bool = true) -> String {
        func cellClass(_ column: Int) -> String {
            guard let alignments, alignments.indices.contains(column) else { return "" }
            switch alignments[column] {
            case .right: return " class=\"num\""
            case .center: return " class=\"mid\""
            case .left: return ""
            }
        }
        // Sort buttons only where there are rows to sort; a table of many columns is laid out as cards (each row a
        // block of "column: value" lines) at any width, as every table is on a narrow screen, so none scrolls sideways.
        var classes: [String] = []
        if rows.count >= minimumSortableRows { classes.append("sortable") }
        if header.count > widestTable { classes.append("wide") }
        if header.count <= 2 { classes.append("pair") }
        let classAttribute = classes.isEmpty ? "" : " class=\"" + classes.joined(separator: " ") + "\""
        // A wide table is folded: its cards are long, and its figures are in the CSV files too.
        let folded = header.count > widestTable && rows.count > 3 && foldWide
        var html = folded
            ? "<details class=\"table\"><summary>A wide table, shown as cards: \(NumberFormat.counted(rows.count, "row")) of "
                + "\(header.count) columns (\(escaped(plainText(header[0]))), ...)</summary>\n"
            : ""
        html += "<div class=\"table\"><table" + classAttribute + ">\n<thead><tr>"
        for (column, cell) in header.enumerated() {
            html += "<th scope=\"col\"\(cellClass(column))>" + inline(cell, layout: layout) + "</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        let labels = header.map { " data-label=\"" + escaped(plainText($0)) + "\"" }
        for row in rows {
            html += "<tr>"
            for (column, cell) in row.enumerated() {
                let label = labels.indices.contains(column) ? labels[column] : ""
                html += "<td\(cellClass(column))\(label)>" + inline(cell, layout: layout) + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n" + (folded ? "</details>\n" : "")
    }

    /// The fewest rows a table needs for sort buttons: fewer are read at a glance.
    static let minimumSortableRows = 4
    /// The most columns a table is drawn with as a grid; a wider one is drawn as cards.
    static let widestTable = 8

    /// Inline Markdown without its markup (`**`, `` ` ``, link targets), for an attribute.
    static func plainText(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "[", let link = linkAt(index, in: characters) {
                result += link.label
                index = link.end
                continue
            }
            if characters[index] != "*" && characters[index] != "`" { result.append(characters[index]) }
            index += 1
        }
        return result
    }

    /// A chart as an inline `<svg>` in a figure with its caption; a chart missing from the part is said in words.
    static func figure(alt: String, svg: String?, id: String) -> String {
        guard let svg, let start = svg.range(of: "<svg") else {
            return "<p class=\"missing\">Chart not drawn: " + escaped(alt) + "</p>\n"
        }
        var element = String(svg[start.lowerBound...])
        while element.hasSuffix("\n") { element.removeLast() }
        element = "<svg role=\"img\" aria-label=\"" + escaped(alt) + "\"" + element.dropFirst(4)
        return "<figure id=\"\(id)\">\n" + element + "\n<figcaption>" + escaped(alt) + "</figcaption>\n</figure>\n"
    }
}
