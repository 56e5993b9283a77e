import Foundation

/// Times a whole `run` of this executable in a child process, for `playtest bench`: start-up, the catalog, planning,
/// playing, the analysis, rendering and writing every file, as a user's `playtest run` pays them.
///
/// The child is the program `bench` runs in, so the figure is only taken when that program is the one named (a
/// test runner hosting `bench` would be asked to play a scenario it does not understand). The scenario and the
/// output go to a fresh folder under the temporary directory, removed afterwards.
public enum WholeRunTiming {
    /// Seconds, by the monotonic clock from spawn to exit, of `<this program> run <scenario> --out <folder> --jobs 1
    /// --quiet`, where `scenario` is a scenario file's JSON text; nil when this program is not `programName`, or the
    /// run did not exit 0.
    public static func seconds(scenario: String, programName: String) -> Double? {
        guard let program = Bundle.main.executableURL, program.lastPathComponent == programName else { return nil }
        let fileManager = FileManager.default
        let folder = fileManager.temporaryDirectory
            .appendingPathComponent("playtest-bench-run-\(ProcessInfo.processInfo.processIdentifier)")
        try? fileManager.removeItem(at: folder)
        defer { try? fileManager.removeItem(at: folder) }
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("scenario.json")
            try Data(scenario.utf8).write(to: file)
            let child = Process()
            child.executableURL = program
            child.arguments = ["run", file.path, "--out", folder.appendingPathComponent("out").path, "--jobs", "1", "--quiet"]
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            let clock = ContinuousClock()
            let start = clock.now
            try child.run()
            child.waitUntilExit()
            let elapsed = start.duration(to: clock.now)
            guard child.terminationStatus == 0 else { return nil }
            return BenchClock.seconds(of: elapsed)
        } catch {
            return nil
        }
    }
}
