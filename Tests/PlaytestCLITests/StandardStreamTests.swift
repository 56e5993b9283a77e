import Foundation
import Testing

/// Output into a pipe whose reader is gone (`playtest list | head -1` after head exits): the built `playtest`
/// ends at once with status 141 and says nothing, instead of dying of SIGPIPE or printing "Broken pipe".
@Suite("Closed pipes")
struct StandardStreamTests {
    /// Spawns `binary arguments` with stdout a pipe no process reads (its read end is closed before the spawn) and
    /// SIGPIPE at its default; returns (exited, status or signal, stderr).
    static func runIntoClosedPipe(_ binary: String, _ arguments: [String]) throws -> (exited: Bool, code: Int32, error: String) {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[0])
        let errorPath = NSTemporaryDirectory() + "playtest-pipe-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, environ)
        close(fds[1])
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let error = String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self)
        let signal = status & 0x7f
        return signal == 0 ? (true, (status >> 8) & 0xff, error) : (false, signal, error)
    }

    @Test("list, help and --version into a closed pipe: exit 141, nothing on stderr", arguments: [["list"], ["--help"], ["--version"]])
    func closedPipe(arguments: [String]) throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let ending = try Self.runIntoClosedPipe(binary, arguments)
        #expect(ending.exited, "killed by signal \(ending.code)")
        #expect(ending.code == 141)
        #expect(ending.error.isEmpty, "stderr: \(ending.error)")
    }

    @Test("into an open pipe the same command exits 0 and writes everything")
    func openPipe() throws {
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let ending = try PlaytestProcess.run(binary, ["list"], in: NSTemporaryDirectory())
        #expect(ending.status == 0 && !ending.signalled)
        #expect(ending.out.contains("dice"))
        #expect(ending.error.isEmpty)
    }
}
