import Foundation
import Testing

/// The manual's links hold: every relative link in README.md and docs/ names a file that exists and, with a
/// `#fragment`, a heading of that file (GitHub's anchor rule: lower case, punctuation dropped, spaces to hyphens).
@Suite("links in README.md and docs/")
struct DocumentationLinksTests {
    /// README.md and every Markdown file under docs/, relative to the package root, sorted.
    static func pages() -> [String] {
        let root = PlaytestProcess.packageRoot
        var pages = ["README.md"]
        if let walker = FileManager.default.enumerator(atPath: root + "/docs") {
            for case let path as String in walker where path.hasSuffix(".md") { pages.append("docs/" + path) }
        }
        return pages.sorted()
    }

    /// A heading's anchor as GitHub makes it.
    static func anchor(_ heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// The anchors of a page's headings (outside code fences).
    static func anchors(of text: String) -> Set<String> {
        var fenced = false
        var result: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            guard !fenced, line.hasPrefix("#") else { continue }
            result.insert(anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
        }
        return result
    }

    /// Relative link targets `](target)` outside code fences.
    static func links(in text: String) -> [String] {
        var fenced = false
        var result: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            guard !fenced else { continue }
            var rest = Substring(line)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                result.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return result.filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
    }

    @Test("the manual has its pages")
    func manualExists() {
        let pages = Self.pages()
        #expect(pages.contains("docs/README.md"))
        #expect(pages.contains("docs/commands.md"))
        #expect(pages.count >= 20, "\(pages)")
    }

    @Test("every relative link names an existing file and heading", arguments: pages())
    func linksResolve(page: String) throws {
        let root = PlaytestProcess.packageRoot
        let text = try String(contentsOfFile: root + "/" + page, encoding: .utf8)
        let folder = (page as NSString).deletingLastPathComponent
        for link in Self.links(in: text) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let file = parts[0].isEmpty ? page : (folder.isEmpty ? parts[0] : folder + "/" + parts[0])
            let path = (root + "/" + file as NSString).standardizingPath
            #expect(FileManager.default.fileExists(atPath: path), "\(page) links to \(link): no file \(file)")
            if parts.count == 2, file.hasSuffix(".md"), let target = try? String(contentsOfFile: path, encoding: .utf8) {
                #expect(Self.anchors(of: target).contains(parts[1]), "\(page) links to \(link): no such heading in \(file)")
            }
        }
    }
}
