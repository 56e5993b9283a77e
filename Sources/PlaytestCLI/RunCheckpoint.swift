import Foundation
import PlaytestKit

/// The hidden folder under `--out` where `playtest run` saves each finished configuration, so that
/// `run --resume` after an interrupted or killed run plays only what is missing.
///
/// One file per configuration, `configuration-<index>.playtest-part`: a `RunPart` holding that configuration
/// alone, written to a temporary name and renamed, so a file is either whole or absent. The folder is
/// removed once the run's files are written.
struct RunCheckpoint {
    /// The folder's name under `--out`.
    static let folderName = ".playtest-checkpoint"

    /// The folder, absolute.
    let path: String
    /// The folder as the user would type it, for messages.
    let shownAs: String
    /// The executable's name, for messages.
    let program: String

    /// The checkpoint of the report folder `out`; `program` names the executable in messages.
    init(out: OutputFolder, program: String) {
        self.program = program
        path = out.path + "/" + Self.folderName
        shownAs = (out.shownAs.hasSuffix("/") ? out.shownAs : out.shownAs + "/") + Self.folderName
    }

    /// The saved results that belong to `run` (a part with no result, naming the run), by configuration index.
    /// - Throws: a usage error when a saved file is damaged or belongs to another run (other scenario, overrides,
    ///   seed, games, shard or version), saying to run without `--resume`.
    func load(matching run: RunPart) throws(CommandError) -> [Int: ConfigurationResult] {
        var results: [Int: ConfigurationResult] = [:]
        for name in FileStore.files(in: path, endingWith: RunPart.fileExtension) {
            let shown = shownAs + "/" + name
            let text = try FileStore.read(path + "/" + name, shownAs: shown)
            let saved: RunPart
            do {
                saved = try RunPart.read(text, shownAs: shown, command: "\(program) run", program: program)
            } catch {
                throw .usage(error.message + " (or run without --resume to start over)")
            }
            if let difference = saved.difference(from: run) ?? (saved.shard == run.shard ? nil : "shard \(saved.selection.description) vs \(run.selection.description)") {
                throw .usage("\(program) run --resume: \(shown) was saved by a different run (\(difference), saved vs now); "
                    + "resume with the same scenario, options and playtest, or run without --resume to start over")
            }
            let whole = Set(run.selection.work(configurations: run.configurations, games: run.games).filter { $0.blocks == nil }.map(\.configuration))
            for entry in saved.results {
                guard whole.contains(entry.configuration) else {
                    throw .usage("\(program) run --resume: \(shown) holds configuration \(entry.configuration), which this run does not play; "
                        + "run without --resume to start over")
                }
                results[entry.configuration] = entry.result.result
            }
        }
        return results
    }

    /// Saves one finished configuration atomically.
    func save(_ result: ConfigurationResult, configuration index: Int, label: String, run: RunPart) throws(CommandError) {
        var part = run
        part.results = [RunPart.Entry(configuration: index, label: label, result: ResultArchive.Coded(result))]
        try FileStore.createDirectory(path)
        try FileStore.writeAtomically(part.text, to: path + "/configuration-\(index)\(RunPart.fileExtension)")
    }

    /// Removes the saved files and the folder (a folder holding anything else is left in place).
    func remove() {
        for name in FileStore.files(in: path, endingWith: RunPart.fileExtension) { _ = unlink(path + "/" + name) }
        _ = rmdir(path)
    }
}
