// Documentation coverage from symbol graphs (swift package dump-symbol-graph): every public symbol the package's
// own sources declare must carry a doc comment. Synthesized and inherited members (no source location) are not
// ours and are skipped. Usage: swift Scripts/doc-coverage.swift GRAPH_DIR MODULE...
// Prints one line per module ("PlaytestKit: 100% (12/12)") and each undocumented symbol; exits 1 if any.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write("usage: swift Scripts/doc-coverage.swift GRAPH_DIR MODULE...\n".data(using: .utf8)!)
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[0])
let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
var missingTotal = 0
for module in arguments.dropFirst() {
    let graphs = files.filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }.sorted()
    var documented = 0
    var missing: [String] = []
    for graph in graphs {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(graph)),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = root["symbols"] as? [[String: Any]] else { continue }
        for symbol in symbols {
            let access = symbol["accessLevel"] as? String ?? ""
            guard access == "public" || access == "open",
                  let location = symbol["location"] as? [String: Any],
                  let uri = location["uri"] as? String, uri.contains("/Sources/") else { continue }
            let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
            let text = lines.compactMap { $0["text"] as? String }.joined().trimmingCharacters(in: .whitespaces)
            if text.isEmpty {
                let names = symbol["names"] as? [String: Any]
                let path = (symbol["pathComponents"] as? [String])?.joined(separator: ".") ?? (names?["title"] as? String ?? "?")
                let line = ((location["position"] as? [String: Any])?["line"] as? Int).map { $0 + 1 } ?? 0
                let file = uri.components(separatedBy: "/Sources/").last ?? uri
                missing.append("  undocumented: \(path)  (Sources/\(file):\(line))")
            } else {
                documented += 1
            }
        }
    }
    let total = documented + missing.count
    let share = total == 0 ? 100.0 : 100.0 * Double(documented) / Double(total)
    print("\(module): \(String(format: "%.1f", share))% of public symbols documented (\(documented)/\(total))")
    for line in missing.sorted() { print(line) }
    missingTotal += missing.count
}
exit(missingTotal == 0 ? 0 : 1)
