import Foundation
import PlaytestBuiltInGames
import PlaytestCLI

/// Runs `playtest` in-process with captured output, in a fresh temporary folder.
final class CommandHarness: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errorText = ""
    /// The folder commands run in (relative paths start here).
    let directory: String
    /// Folders (absolute) the commands are told they cannot write to, as a read-only folder would be: root may
    /// write anywhere, so a permission bit alone cannot show the refusal in CI.
    var unwritable: Set<String> = []
    /// The games the command line offers (the built-in five unless a test stands in a studio's catalog).
    var catalog = BuiltInGames.catalog
    /// The environment the commands see (`run --shard auto`): empty unless a test sets it.
    var environment: [String: String] = [:]

    init() throws {
        directory = NSTemporaryDirectory() + "playtest-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs one command; returns its status, stdout and stderr.
    func run(_ arguments: String...) -> (status: ExitStatus, out: String, error: String) {
        run(arguments)
    }

    func run(_ arguments: [String]) -> (status: ExitStatus, out: String, error: String) {
        lock.lock()
        outText = ""
        errorText = ""
        lock.unlock()
        var io = CommandIO(
            writeOut: { [self] text in lock.lock(); outText += text; lock.unlock() },
            writeError: { [self] text in lock.lock(); errorText += text; lock.unlock() },
            errorIsTerminal: false, currentDirectory: directory,
            canWrite: { [unwritable] folder in !unwritable.contains(folder) && access(folder, W_OK | X_OK) == 0 })
        io.environment = environment
        let status = PlaytestCommandLine.main(arguments, io: io, catalog: catalog)
        lock.lock()
        defer { lock.unlock() }
        return (status, outText, errorText)
    }

    /// Writes a file under the folder.
    func write(_ text: String, to name: String) throws {
        let path = directory + "/" + name
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A file under the folder, as text.
    func read(_ name: String) throws -> String {
        try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    }

    /// The files of a folder under the harness folder, by name, with their bytes.
    func files(in name: String) -> [String: Data] {
        let path = directory + "/" + name
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        var result: [String: Data] = [:]
        for file in names { result[file] = FileManager.default.contents(atPath: path + "/" + file) }
        return result
    }

    /// True when a path under the folder exists.
    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory + "/" + name)
    }
}

/// A small dice scenario for command tests.
let smallDiceScenario = """
    {
      "name": "small",
      "seed": 3,
      "games": 12,
      "studies": [
        { "game": "dice", "bots": ["lockMostCommon", "fuzzer"], "parameters": { "turns": 2 }, "sweep": { "count": [6, 20] } }
      ]
    }
    """
