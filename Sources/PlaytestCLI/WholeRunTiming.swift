import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times a whole `run` of this executable in a child process, for `playtest bench`: start-up, the catalog, planning,
/// playing, the analysis, rendering and writing every file, as a user's `playtest run` pays them.
///
/// The child is the program `bench` runs in, so the figure is only taken when that program is the one named (a
/// test runner hosting `bench` would be asked to play a scenario it does not understand). The scenario and the
/// output go to a fresh folder under the temporary directory, removed afterwards.
///
/// The child is started with `posix_spawn` and reaped with `waitpid`, as a shell runs a command. Foundation's
/// `Process` is not used: on Linux its `waitUntilExit` notices the exit on a run-loop tick, which added about 40 ms
/// to every run (`playtest --help` took 51 ms through it against 12 ms spawned directly, on the 2-core machine).
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
            let arguments = ["run", file.path, "--out", folder.appendingPathComponent("out").path, "--jobs", "1", "--quiet"]
            return timedExit(program: program.path, arguments: arguments).map { BenchClock.seconds(of: $0) }
        } catch {
            return nil
        }
    }

    /// Spawns `program` with `arguments` (its output and errors to /dev/null, this process's environment) and waits
    /// for it; the time from spawn to exit, or nil when it could not start or did not exit 0.
    static func timedExit(program: String, arguments: [String]) -> Duration? {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The environment in name order (the order reaches nothing but the child's table).
        let environment = ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var child: pid_t = 0
        guard posix_spawn(&child, program, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        let elapsed = start.duration(to: clock.now)
        // Exited normally (no signal: the low seven bits are 0) with status 0.
        return status == 0 ? elapsed : nil
    }
}
