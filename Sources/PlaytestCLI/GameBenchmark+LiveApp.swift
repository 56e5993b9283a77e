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
            let closures = Double(AppProfiling.closures) / Double(count), resumes = Double(AppProfiling.taskResumes) / Double(count)
            figures.append(("\(id)CheckedGamesPerSecond", Double(count) / seconds, "games/s"))
            figures.append(("\(id)AppShare", appShare, "share"))
            log("\(id), \(botID), every invariant checked: \(NumberFormat.si(Double(count) / seconds, digits: 3))games/s; "
                + "the app's own code \(NumberFormat.fixed(appShare * 100, digits: 1))% of the time, the runtime, runner, invariants and "
                + "adapter \(NumberFormat.fixed((1 - appShare) * 100, digits: 1))% (\(NumberFormat.fixed(closures, digits: 1)) closures and "
                + "\(NumberFormat.fixed(resumes, digits: 1)) task resumes a game)")
            AppRuntimeCosts.measure(scale: scale, figures: &figures, log: log)
        }
    }

    /// The runtime's own costs, on empty work: the `appruntime` section of `playtest bench`.
    public static let appRuntime = GameBenchmark(section: "appruntime") { scale, figures, log in
        AppRuntimeCosts.measure(scale: scale, figures: &figures, log: log)
    }
}

/// The app runtime's cost per scheduled closure and per task resume, timed on empty work.
enum AppRuntimeCosts {
    static func measure(scale: Int, figures: inout [GameBenchmark.Figure], log: (String) -> Void) {
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
        let perClosure = closureSeconds / Double(count) * 1e9, perResume = resumeSeconds / Double(count) * 1e9
        figures.append(("appRuntimeNanosecondsPerClosure", perClosure, "ns"))
        figures.append(("appRuntimeNanosecondsPerTaskResume", perResume, "ns"))
        log("app runtime: \(NumberFormat.fixed(perClosure, digits: 0)) ns per scheduled closure (schedule and fire), "
            + "\(NumberFormat.fixed(perResume, digits: 0)) ns per task resume (sleep, wake, run the job)")
    }

    /// The monotonic clock in nanoseconds.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
