import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The processors this process may use, the default of `--jobs`: the fewest of the online processors, the CPU
/// affinity mask (`sched_getaffinity`, as `taskset`, Slurm, Kubernetes' static CPU manager and `docker --cpuset-cpus`
/// set it), and a cgroup CPU quota rounded up (`docker --cpus 1.5` gives 2).
///
/// `ProcessInfo.activeProcessorCount` counts the online processors alone, so under `taskset -c 0` on a 2-core machine
/// it says 2 where `nproc` says 1, and a default of 2 threads would share one core.
public enum AvailableProcessors {
    /// The count, computed once per process.
    public static let count: Int = compute(
        online: ProcessInfo.processInfo.activeProcessorCount, affinity: affinityCount(), quota: cgroupQuota())

    /// The fewest of what is known: `online`, the affinity mask's processors and the quota (nil: unknown); at least 1.
    public static func compute(online: Int, affinity: Int?, quota: Double?) -> Int {
        var count = max(1, online)
        if let affinity, affinity > 0 { count = min(count, affinity) }
        if let quota, quota > 0 { count = min(count, max(1, Int(quota.rounded(.up)))) }
        return count
    }

    /// The processors in this thread's affinity mask, or nil where it cannot be read (not Linux, or more than 8,192
    /// processors). `sched_getaffinity` is looked up at run time: Swift's Glibc module leaves out the GNU extensions.
    public static func affinityCount() -> Int? {
        #if os(Linux)
        typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer?) -> Int32
        guard let symbol = dlsym(nil, "sched_getaffinity") else { return nil }
        let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
        var mask = [UInt8](repeating: 0, count: 1_024)
        let status = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress) }
        guard status == 0 else { return nil }
        let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
        return count > 0 ? count : nil
        #else
        return nil
        #endif
    }

    /// The cgroup CPU quota in processors (cgroup v2 `cpu.max`, else v1 `cpu.cfs_quota_us` over `cpu.cfs_period_us`),
    /// or nil when there is none.
    public static func cgroupQuota(root: String = "/sys/fs/cgroup") -> Double? {
        func read(_ path: String) -> String? {
            (try? String(contentsOfFile: root + "/" + path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if let line = read("cpu.max") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let quota = Double(fields[0]), let period = Double(fields[1]), period > 0 else { return nil }
            return quota / period
        }
        if let quotaText = read("cpu/cpu.cfs_quota_us"), let periodText = read("cpu/cpu.cfs_period_us"),
           let quota = Double(quotaText), let period = Double(periodText), quota > 0, period > 0 {
            return quota / period
        }
        return nil
    }
}
