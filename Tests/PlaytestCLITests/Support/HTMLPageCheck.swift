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
