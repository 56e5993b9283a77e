import Foundation
import PlaytestKit

extension CheckCommand {
    /// `--baseline FILE`, checked before any game is played: with `--update-baseline` the file must be writable;
    /// without it, it must exist. `--update-baseline` alone is a usage error.
    static func baselineRequested(_ args: Arguments, io: CommandIO) throws(CommandError) -> OutputFile? {
        let command = args.invocation
        guard let typed = args.value("--baseline") else {
            if args.has("--update-baseline") {
                throw .usage("\(command): --update-baseline needs --baseline FILE, the file to write, e.g. --baseline ci/check-baseline.txt")
            }
            return nil
        }
        let file = try OutputFile(typed: typed, option: "--baseline", io: io, command: command, example: "ci/check-baseline.txt")
        if !args.has("--update-baseline"), !FileStore.exists(file.path) {
            throw .usage("\(command): --baseline \(typed): no such file; record the current failures first with "
                + "'\(command) ... --baseline \(typed) --update-baseline', or check the path")
        }
        return file
    }

    /// The baseline's entries (none when the file is being written for the first time).
    static func readBaseline(_ file: OutputFile, args: Arguments, io: CommandIO) throws(CommandError) -> CheckBaseline {
        guard FileStore.exists(file.path) else { return CheckBaseline(entries: []) }
        let text = try FileStore.read(file.path, shownAs: "\(args.invocation): --baseline \(file.shownAs)")
        return try CheckBaseline(parsing: text, shownAs: file.shownAs, command: args.invocation)
    }

    /// Prints what the baseline accepted, what is new and what was fixed; returns the number of new failures.
    static func printBaseline(_ baseline: CheckBaseline, failures: [CheckBaseline.Entry], report: CheckReport, file: String, io: CommandIO) -> Int {
        let accepted = baseline.entries(game: report.game, rules: report.configuration.rules)
        let new = failures.filter { !accepted.contains($0) }
        let fixed = accepted.filter { !failures.contains($0) }
        let kept = failures.filter { accepted.contains($0) }
        var line = "  baseline \(file): \(NumberFormat.counted(kept.count, "failure")) accepted"
            + (kept.isEmpty ? "" : " (\(kept.map(\.name).joined(separator: ", ")))")
            + ", \(new.count) new" + (new.isEmpty ? "" : " (\(new.map(\.name).joined(separator: ", ")))")
        if !fixed.isEmpty {
            line += "; fixed since the baseline: \(fixed.map(\.name).joined(separator: ", ")) (remove \(fixed.count == 1 ? "its line" : "their lines") from \(file))"
        }
        io.line(line)
        return new.count
    }
}
