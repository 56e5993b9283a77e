import Foundation
import PlaytestKit

/// `run --baseline DIR`: an earlier run's figures, read from its report folder before any game is played, to mark what
/// this run changed (``ChangeAnalysis``).
struct RunBaseline {
    /// The folder as the user typed it, for messages and the report's heading.
    let shownAs: String
    /// Every figure of the earlier run: its `results.csv`, or each game folder's.
    let figures: [ResultFigure]

    /// The results tables a report folder holds: `results.csv` (one game), or `<game>/results.csv` (several), sorted.
    static func tables(in folder: String) -> [String] {
        if FileManager.default.fileExists(atPath: folder + "/results.csv") { return ["results.csv"] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.sorted().map { $0 + "/results.csv" }.filter { FileManager.default.fileExists(atPath: folder + "/" + $0) }
    }

    /// Reads `--baseline DIR`, or nil when it is not given; a usage error (exit 2, nothing played) when the folder holds
    /// no results table or one that does not read.
    static func requested(_ args: Arguments, io: CommandIO) throws(CommandError) -> RunBaseline? {
        guard let typed = args.value("--baseline") else { return nil }
        let folder = io.resolve(typed)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .usage("\(args.invocation): --baseline \(typed): no such folder; give the --out folder of an earlier run")
        }
        let found = tables(in: folder)
        guard !found.isEmpty else {
            throw .usage("\(args.invocation): --baseline \(typed): no results.csv in it or in its game folders; give the --out "
                + "folder of an earlier 'run' (a report folder, not a shard's part)")
        }
        var figures: [ResultFigure] = []
        for name in found {
            let text = try FileStore.read(folder + "/" + name, shownAs: typed + "/" + name)
            do {
                figures += try ResultFigure.read(csv: text, file: typed + "/" + name)
            } catch {
                throw .usage("\(args.invocation): --baseline: \(error.description)")
            }
        }
        return RunBaseline(shownAs: typed, figures: figures)
    }

    /// This run's figures, read from the results tables among the files it is about to write, through the same reader
    /// as the baseline's, so that two identical runs compare equal to the last digit.
    static func currentFigures(_ files: [ReportFile]) -> [ResultFigure] {
        files.filter { $0.name == "results.csv" || $0.name.hasSuffix("/results.csv") }.flatMap { file in
            (try? ResultFigure.read(csv: file.contents, file: file.name)) ?? []
        }
    }
}
