import PlaytestAppRuntime
import PlaytestKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GameBenchmark {
    /// The section a studio's live app brings (`bench --only ID`): checked games per second with `bot`, the share of
    /// that time spent in the app's own code (the rest is the runtime, the runner, the invariants and the adapter),
    /// and the runtime's own cost per scheduled closure and per task resume.
    ///
    /// The app's share counts what runs inside its taps, its scheduled blocks and timers and its task jobs, calls it
    /// makes into the runtime from there included; the runtime's costs below it are measured apart, on empty work.
    public static func liveApp(_ registration: GameRegistration, bot: String? = nil, games: Int = 2_000) -> GameBenchmark {
        let id = registration.descriptor.id
        return GameBenchmark(section: id) { scale, figures, log in
            let botID = bot ?? registration.bots.first(where: \.checks)?.id ?? registration.bots[0].id
            let count = max(20, games / scale)
            let request = RunRequest(configuration: registration.descriptor.defaultConfiguration, bots: BotAssignment(botID), seed: 11, games: count)
            AppProfiling.reset()
            AppProfiling.clock = { AppRuntimeCosts.nanoseconds() }
            let seconds = BenchClock.seconds { _ = registration.run(request) }
            AppProfiling.clock = nil
            let appShare = Double(AppProfiling.appNanoseconds) / 1e9 / seconds
            let readShare = Double(AppProfiling.snapshotNanoseconds) / 1e9 / seconds
            let closures = Double(AppProfiling.closures) / Double(count), jobs = Double(AppProfiling.jobs) / Double(count)
            let costs = AppRuntimeCosts.measure(scale: scale, figures: &figures, log: { _ in })
            let runtimeShare = min(1, (closures * costs.closure + jobs * costs.job) * 1e-9 * Double(count) / seconds)
            let restShare = max(0, 1 - appShare - readShare - runtimeShare)
            figures.append(("\(id)CheckedGamesPerSecond", Double(count) / seconds, "games/s"))
            figures.append(("\(id)AppShare", appShare, "share"))
            figures.append(("\(id)SnapshotShare", readShare, "share"))
            figures.append(("\(id)RuntimeShare", runtimeShare, "share"))
            log("\(id), \(botID), every invariant checked: \(NumberFormat.si(Double(count) / seconds, digits: 3))games/s, "
                + "\(NumberFormat.fixed(closures, digits: 1)) scheduled closures and \(NumberFormat.fixed(jobs, digits: 1)) task jobs a game")
            log("  where the time goes: the app's own code (taps, timers, tasks) \(AppRuntimeCosts.percent(appShare)); reading the app for the checks "
                + "(snapshots through its getters) \(AppRuntimeCosts.percent(readShare)); the runtime (scheduling, firing, jobs; from its costs below) "
                + "\(AppRuntimeCosts.percent(runtimeShare)); the runner, invariants, metrics and bot \(AppRuntimeCosts.percent(restShare))")
            log("app runtime: \(NumberFormat.fixed(costs.closure, digits: 0)) ns per scheduled closure (schedule and fire), "
                + "\(NumberFormat.fixed(costs.resume, digits: 0)) ns per task resume (sleep, wake, run the job), "
                + "\(NumberFormat.fixed(costs.job, digits: 0)) ns per task job")
        }
    }

    /// The runtime's own costs, on empty work: the `appruntime` section of `playtest bench`.
    public static let appRuntime = GameBenchmark(section: "appruntime") { scale, figures, log in
        AppRuntimeCosts.measure(scale: scale, figures: &figures, log: log)
    }
}

/// The app runtime's cost per scheduled closure and per task resume, timed on empty work.
enum AppRuntimeCosts {
    /// `12.3%`.
    static func percent(_ share: Double) -> String { NumberFormat.fixed(share * 100, digits: 1) + "%" }

    /// Nanoseconds per scheduled closure, per task resume (sleep, wake, job) and per task job (a yield).
    @discardableResult
    static func measure(scale: Int, figures: inout [GameBenchmark.Figure], log: (String) -> Void) -> (closure: Double, resume: Double, job: Double) {
        let count = 200_000 / scale
        let closureSeconds = BenchClock.seconds {
            let world = AppWorld()
            world.bind {
                for index in 0..<count {
                    world.schedule(afterMicroseconds: Int64(index % 997) * 1_000, kind: .dispatch) {}
                }
                world.settle(maximumEvents: count) { _ in }
            }
        }
        let resumeSeconds = BenchClock.seconds {
            let world = AppWorld()
            world.bind {
                _ = AppTask<Void, Never> {
                    for _ in 0..<count { try? await AppTask<Never, Never>.sleep(nanoseconds: 1_000_000) }
                }
                world.settle(maximumEvents: count + 1) { _ in }
            }
        }
        let jobSeconds = BenchClock.seconds {
            let world = AppWorld()
            world.bind {
                _ = AppTask<Void, Never> {
                    for _ in 0..<count { await AppTask<Never, Never>.yield() }
                }
                world.runJobs()
            }
        }
        let perClosure = closureSeconds / Double(count) * 1e9, perResume = resumeSeconds / Double(count) * 1e9
        let perJob = jobSeconds / Double(count) * 1e9
        figures.append(("appRuntimeNanosecondsPerClosure", perClosure, "ns"))
        figures.append(("appRuntimeNanosecondsPerTaskResume", perResume, "ns"))
        figures.append(("appRuntimeNanosecondsPerTaskJob", perJob, "ns"))
        log("app runtime: \(NumberFormat.fixed(perClosure, digits: 0)) ns per scheduled closure (schedule and fire), "
            + "\(NumberFormat.fixed(perResume, digits: 0)) ns per task resume (sleep, wake, run the job), "
            + "\(NumberFormat.fixed(perJob, digits: 0)) ns per task job (a yield)")
        return (perClosure, perResume, perJob)
    }

    /// The monotonic clock in nanoseconds.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
