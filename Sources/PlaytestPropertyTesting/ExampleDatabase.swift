import Foundation
import PlaytestProperties

/// Where `checkProperty` keeps the failures it found, to replay them first the next time.
///
/// One file per test, `<directory>/<test key>.txt`, one `pp1:` token per line. A stored failure that fails
/// again is reported (and kept); one that passes is removed. The default directory is `.playtest/examples`
/// under the current directory (the package root under `swift test`), or `PLAYTEST_DATABASE` when it is set;
/// tests of the bridge pass a temporary directory. This is the bridge's only file access.
public struct ExampleDatabase: Sendable, Hashable {
    /// The directory holding the files.
    public let directory: String

    /// A database in `directory` (created on the first save).
    public init(directory: String) {
        self.directory = directory
    }

    /// `.playtest/examples`, or the directory `PLAYTEST_DATABASE` names.
    public static var `default`: ExampleDatabase {
        ExampleDatabase(directory: ProcessInfo.processInfo.environment["PLAYTEST_DATABASE"] ?? ".playtest/examples")
    }

    /// The file of a test's examples.
    public func path(for key: String) -> String {
        let safe = String(key.unicodeScalars.map { scalar -> Character in
            let allowed = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-"
            return allowed ? Character(scalar) : "_"
        })
        return (directory as NSString).appendingPathComponent(safe + ".txt")
    }

    /// The stored examples of a test, oldest first (unreadable lines are skipped).
    public func examples(for key: String) -> [[UInt64]] {
        guard let text = try? String(contentsOfFile: path(for: key), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { PropertyToken.decode(String($0)) }
    }

    /// Stores a failure's choices (once) for a test.
    public func save(_ choices: [UInt64], for key: String) {
        var lines = examples(for: key).map(PropertyToken.encode)
        let token = PropertyToken.encode(choices)
        guard !lines.contains(token) else { return }
        lines.append(token)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try? (lines.joined(separator: "\n") + "\n").write(toFile: path(for: key), atomically: true, encoding: .utf8)
    }

    /// Forgets a test's examples.
    public func removeExamples(for key: String) {
        try? FileManager.default.removeItem(atPath: path(for: key))
    }
}
