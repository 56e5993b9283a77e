import Foundation
import PlaytestKit
import Testing

/// `--jobs auto` (the default) counts the processors the process may use: CPU affinity and cgroup quota included.
@Suite("--jobs auto")
struct JobsAutoTests {
    @Test("the fewest of online processors, affinity and quota (rounded up), at least 1")
    func compute() {
        #expect(AvailableProcessors.compute(online: 8, affinity: nil, quota: nil) == 8)
        #expect(AvailableProcessors.compute(online: 8, affinity: 2, quota: nil) == 2)
        #expect(AvailableProcessors.compute(online: 8, affinity: 4, quota: 1.5) == 2)
        #expect(AvailableProcessors.compute(online: 2, affinity: 2, quota: 0.2) == 1)
        #expect(AvailableProcessors.compute(online: 0, affinity: 0, quota: nil) == 1)
    }

    @Test("a cgroup quota is read from cpu.max (v2) or cpu.cfs_quota_us (v1); 'max' and -1 are no quota")
    func quota() throws {
        let root = NSTemporaryDirectory() + "playtest-cgroup-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/cpu", withIntermediateDirectories: true)
        #expect(AvailableProcessors.cgroupQuota(root: root) == nil)
        try "-1\n".write(toFile: root + "/cpu/cpu.cfs_quota_us", atomically: true, encoding: .utf8)
        try "100000\n".write(toFile: root + "/cpu/cpu.cfs_period_us", atomically: true, encoding: .utf8)
        #expect(AvailableProcessors.cgroupQuota(root: root) == nil)
        try "150000\n".write(toFile: root + "/cpu/cpu.cfs_quota_us", atomically: true, encoding: .utf8)
        #expect(AvailableProcessors.cgroupQuota(root: root) == 1.5)
        try "max 100000\n".write(toFile: root + "/cpu.max", atomically: true, encoding: .utf8)
        #expect(AvailableProcessors.cgroupQuota(root: root) == nil)
        try "200000 100000\n".write(toFile: root + "/cpu.max", atomically: true, encoding: .utf8)
        #expect(AvailableProcessors.cgroupQuota(root: root) == 2)
    }

    @Test("under taskset -c 0 the binary's --jobs auto is 1 (ProcessInfo.activeProcessorCount would say every core)")
    func tasksetOneCore() throws {
        let taskset = "/usr/bin/taskset"
        guard FileManager.default.isExecutableFile(atPath: taskset) else { return }
        let binary = try #require(PlaytestProcess.executable, "build the playtest product first (swift build --build-tests)")
        let pinned = try PlaytestProcess.run(taskset, ["-c", "0", binary, "--version"], in: NSTemporaryDirectory())
        #expect(pinned.status == 0, "\(pinned.error)")
        #expect(pinned.out.contains("--jobs auto: 1 "), "\(pinned.out)")
        let free = try PlaytestProcess.run(binary, ["--version"], in: NSTemporaryDirectory())
        #expect(free.out.contains("--jobs auto: \(AvailableProcessors.count) "), "\(free.out)")
        // A pinned check with --jobs auto plays, and prints what --jobs 1 prints.
        let auto = try PlaytestProcess.run(taskset, ["-c", "0", binary, "check", "dice", "--games", "3", "--jobs", "auto", "--no-regressions", "--quiet"],
                                           in: NSTemporaryDirectory())
        let one = try PlaytestProcess.run(binary, ["check", "dice", "--games", "3", "--jobs", "1", "--no-regressions", "--quiet"], in: NSTemporaryDirectory())
        #expect(auto.status == one.status && auto.out == one.out, "\(auto.error)")
    }
}
