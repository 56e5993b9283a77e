import Foundation
import PlaytestHarness

// MARK: - HTMLPage: inline text

extension HTMLPage {
    /// Inline Markdown as HTML: `` `code` ``, `**bold**` and `[text](target)` (a link only when the target is on
    /// the page and `links` is true); everything else escaped.
    static func inline(_ text: String, layout: Layout, links: Bool = true) -> String {
        let characters = Array(text)
        var html = ""
        var bold = false
        var index = 0
        // Plain characters since the last markup, escaped together (escaping maps each scalar on its own).
        var plain = ""
        func flush() {
            guard !plain.isEmpty else { return }
            html += escaped(plain)
            plain = ""
        }
        while index < characters.count {
            let character = characters[index]
            if character != "`" && character != "*" && character != "[" {
                plain.append(character)
                index += 1
                continue
            }
            flush()
            if character == "`", let close = characters[(index + 1)...].firstIndex(of: "`") {
                html += "<code>" + escaped(String(characters[(index + 1)..<close])) + "</code>"
                index = close + 1
            } else if character == "*", index + 1 < characters.count, characters[index + 1] == "*",
                      bold ? index > 0 && !characters[index - 1].isWhitespace
                           : opensBold(at: index, in: characters) {
                html += bold ? "</strong>" : "<strong>"
                bold.toggle()
                index += 2
            } else if character == "[", let link = linkAt(index, in: characters) {
                let label = inline(link.label, layout: layout, links: false)
                if links, let id = layout.resolve(link.target) {
                    html += "<a href=\"#\(id)\">" + label + "</a>"
                } else {
                    html += label
                }
                index = link.end
            } else {
                html += escaped(String(character))
                index += 1
            }
        }
        flush()
        if bold { html += "</strong>" }
        return html
    }

    /// True when the `**` at `index` opens bold text as Markdown reads it: not after a letter or digit, followed by
    /// text (not a space), and closed later by a `**` that follows text (`xoshiro256** streams` stays as it is).
    static func opensBold(at index: Int, in characters: [Character]) -> Bool {
        guard index + 2 < characters.count, !characters[index + 2].isWhitespace, characters[index + 2] != "*" else { return false }
        if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return false }
        var position = index + 3
        while position + 1 < characters.count {
            if characters[position] == "*", characters[position + 1] == "*", !characters[position - 1].isWhitespace { return true }
            position += 1
        }
        return false
    }

    /// A `[label](target)` starting at `start`: its label, target and the index just past it.
    static func linkAt(_ start: Int, in characters: [Character]) -> (label: String, target: String, end: Int)? {
        guard let closeLabel = characters[(start + 1)...].firstIndex(of: "]"), closeLabel + 1 < characters.count,
              characters[closeLabel + 1] == "(", let closeTarget = characters[(closeLabel + 2)...].firstIndex(of: ")") else { return nil }
        return (String(characters[(start + 1)..<closeLabel]), String(characters[(closeLabel + 2)..<closeTarget]), closeTarget + 1)
    }

    /// Text escaped for an HTML element or attribute; line breaks become spaces unless kept.
    static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard keepingLineBreaks else { return XMLText.escaped(text, whitespace: .space, forbidden: "\u{FFFD}") }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { XMLText.escaped(String($0), whitespace: .space, forbidden: "\u{FFFD}") }.joined(separator: "\n")
    }
}
