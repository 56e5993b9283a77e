import Foundation

/// What a person would find wrong when opening a report page offline, found without a browser: links to ids that are
/// not on the page, references to files or addresses, charts that are not inline, and tags that do not close.
struct HTMLPageCheck {
    /// The page's text.
    let html: String

    /// Every value of `attribute="..."` on the page, in order.
    func values(of attribute: String) -> [String] {
        var found: [String] = []
        var rest = Substring(html)
        let marker = " " + attribute + "=\""
        while let start = rest.range(of: marker) {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            found.append(String(after[..<end]))
            rest = after[end...]
        }
        return found
    }

    /// The `href` values whose `#id` names no element's id.
    var brokenLinks: [String] {
        let ids = Set(values(of: "id"))
        return values(of: "href").filter { !$0.hasPrefix("#") || !ids.contains(String($0.dropFirst())) }
    }

    /// The index's links (inside `<nav>`) whose target is not a heading with the link's own text, as
    /// `"text -> id"`: a link to a game's section must land on a section whose first heading names the game.
    var mislandedNavigationLinks: [String] {
        guard let navStart = html.range(of: "<nav"), let navEnd = html.range(of: "</nav>", range: navStart.upperBound..<html.endIndex) else {
            return []
        }
        let nav = html[navStart.upperBound..<navEnd.lowerBound]
        var problems: [String] = []
        for piece in nav.components(separatedBy: "<a ").dropFirst() {
            guard let hrefStart = piece.range(of: "href=\"#"), let close = piece.range(of: "\">", range: hrefStart.upperBound..<piece.endIndex),
                  let end = piece.range(of: "</a>") else { continue }
            let id = String(piece[hrefStart.upperBound..<close.lowerBound])
            let text = Self.plain(String(piece[close.upperBound..<end.lowerBound]))
            // A link to a heading shows its text; a link to a game's section, text its first heading holds.
            let isHeading = html.range(of: "<h1 id=\"\(id)\"") != nil || (2...6).contains { html.range(of: "<h\($0) id=\"\(id)\"") != nil }
            guard let landing = headingText(at: id), isHeading ? landing == text : landing.contains(text) else {
                problems.append("\(text) -> \(id) (\(headingText(at: id) ?? "no heading"))")
                continue
            }
        }
        return problems
    }

    /// The text of the heading with this id, or of the first heading inside the element with this id (a section).
    func headingText(at id: String) -> String? {
        guard let marker = html.range(of: " id=\"\(id)\"") else { return nil }
        let tagStart = html[..<marker.lowerBound].lastIndex(of: "<") ?? marker.lowerBound
        let tag = html[html.index(after: tagStart)...].prefix { $0.isLetter || $0.isNumber }
        var from = marker.upperBound
        if !(tag.count == 2 && tag.first == "h") {
            guard let heading = html.range(of: "<h", range: marker.upperBound..<html.endIndex) else { return nil }
            from = heading.upperBound
        }
        guard let open = html.range(of: ">", range: from..<html.endIndex),
              let close = html.range(of: "</h", range: open.upperBound..<html.endIndex) else { return nil }
        return Self.plain(String(html[open.upperBound..<close.lowerBound]))
    }

    /// Text without tags, trimmed.
    static func plain(_ fragment: String) -> String {
        var result = ""
        var inTag = false
        for character in fragment {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { result.append(character) }
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// Ids given to more than one element.
    var duplicateIDs: [String] {
        var seen: Set<String> = []
        return values(of: "id").filter { !seen.insert($0).inserted }
    }

    /// Elements that close out of order or never, as `"<tag> at n"`; `script` and `style` bodies are skipped and
    /// void elements (`meta`, `br`, ...) and self-closing SVG elements need no end tag.
    var unbalancedTags: [String] {
        let void: Set<String> = ["meta", "br", "hr", "img", "input", "link", "wbr"]
        var stack: [String] = []
        var problems: [String] = []
        let characters = Array(html)
        var index = 0
        while index < characters.count {
            guard characters[index] == "<" else { index += 1; continue }
            guard let close = characters[index...].firstIndex(of: ">") else { problems.append("unclosed < at \(index)"); break }
            let tag = String(characters[(index + 1)..<close])
            index = close + 1
            if tag.hasPrefix("!") { continue }
            let isEnd = tag.hasPrefix("/")
            let name = String((isEnd ? tag.dropFirst() : Substring(tag)).prefix { $0.isLetter || $0.isNumber }).lowercased()
            if isEnd {
                if stack.last == name { stack.removeLast() } else { problems.append("</\(name)> at \(index), open: \(stack.last ?? "none")") }
            } else if !tag.hasSuffix("/") && !void.contains(name) {
                stack.append(name)
                if name == "script" || name == "style" {
                    // Skip the raw text to its end tag.
                    let endTag = Array("</\(name)>")
                    while index + endTag.count <= characters.count, Array(characters[index..<(index + endTag.count)]) != endTag { index += 1 }
                }
            }
        }
        return problems + stack.map { "<\($0)> never closed" }
    }

    /// How often `needle` occurs.
    func count(_ needle: String) -> Int {
        html.components(separatedBy: needle).count - 1
    }
}
