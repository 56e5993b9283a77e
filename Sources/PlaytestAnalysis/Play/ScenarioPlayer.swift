import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

/// The play stage: runs a plan (a ``Scenario``, plain data) and hands its results on as data.
///
/// A study's life is plan -> play (this) -> analyse (``RunAnalysis``) -> render (``BalanceReport``). The player plays
/// every configuration in the scenario's order (a configuration with a sequential gate on until its gates are decided,
/// ``play(_:request:)``), then the follow-up plays its results ask for: each first failure shrunk, each best-arm claim
/// a study asks to `confirm` played again (``FollowUpRequests``). Analysis plays nothing.
///
/// Progress and interruption are injected: a command line draws its bar and watches signals through them; a test
/// passes neither.
///
/// ```swift
/// let scenario = try ScenarioLoader(games: [HogGame.registration]).load(text, file: "hog.json")
/// let played = try #require(ScenarioPlayer(jobs: 2).play(scenario))
/// let analysis = RunAnalysis.analyse(played, scenarioFile: "hog.json", programName: "hog-playtest")
/// #expect(analysis.gateResults.allSatisfy(\.passes))
/// ```
public struct ScenarioPlayer: Sendable {
    /// Threads each configuration's games are played on; results are the same whatever `jobs`.
    public var jobs: Int
    /// Called with the games finished so far over the configurations played and their planned games in all
    /// (configurations x `games`; a sequential configuration may play past its share), from any thread; nil reports
    /// nothing.
    public var progress: (@Sendable (_ finished: Int, _ total: Int) -> Void)?
    /// Asked before each configuration and before each chunk of games; once it returns true, play stops and
    /// ``play(_:)`` returns nil. Nil never stops.
    public var shouldStop: (@Sendable () -> Bool)?

    /// A player on `jobs` threads, reporting progress to `progress` and stopping when `shouldStop` says so.
    public init(jobs: Int = 1, progress: (@Sendable (_ finished: Int, _ total: Int) -> Void)? = nil, shouldStop: (@Sendable () -> Bool)? = nil) {
        self.jobs = jobs
        self.progress = progress
        self.shouldStop = shouldStop
    }

    /// Plays every configuration of `scenario`, then the follow-ups its results ask for; nil when stopped.
    public func play(_ scenario: Scenario) -> PlayedScenario? {
        let played = playConfigurations(scenario) { _, _ in }
        guard played.complete else { return nil }
        let results = played.results.map(\.result)
        return PlayedScenario(scenario: scenario, results: results, followUps: followUps(scenario: scenario, results: results))
    }

    /// What ``playConfigurations(_:indices:restored:prepare:finished:)`` played, in order, and whether it finished.
    public struct ConfigurationsPlayed: Sendable {
        /// Each configuration's index in the scenario and its result, restored or played, in the order asked.
        public var results: [(index: Int, result: ConfigurationResult)] = []
        /// False when ``ScenarioPlayer/shouldStop`` stopped play before every configuration asked was played.
        public var complete = true
    }

    /// Plays the configurations `indices` of `scenario` (every one when nil) in order: a configuration in `restored`
    /// is taken as given (a resumed run's saved ones), every other is played (a sequential gate's configuration on
    /// until decided, ``play(_:request:)``) and handed to `finished` before the next starts (to save it). `prepare`
    /// adjusts each configuration's request before it plays (observing games, a clock). Progress counts the games of
    /// every configuration asked, restored ones included; ``shouldStop`` is asked before each configuration and chunk.
    public func playConfigurations<Failure: Error>(
        _ scenario: Scenario, indices: [Int]? = nil, restored: [Int: ConfigurationResult] = [:],
        prepare: (ScenarioConfiguration, inout RunRequest) -> Void = { _, _ in },
        finished: (Int, ConfigurationResult) throws(Failure) -> Void
    ) throws(Failure) -> ConfigurationsPlayed {
        let indices = indices ?? Array(scenario.configurations.indices)
        let total = indices.count * scenario.games
        var played = ConfigurationsPlayed()
        // A configuration that asks exactly what one played before it in this call (a skill trace's budget that is also
        // a ladder's rung) takes that result: same request, same bytes. A lookup only, never iterated.
        var playedBefore: [RepeatKey: ConfigurationResult] = [:]
        for (position, index) in indices.enumerated() {
            let configuration = scenario.configurations[index]
            if let result = restored[index] {
                played.results.append((index, result))
                continue
            }
            if shouldStop?() == true {
                played.complete = false
                return played
            }
            var request = Self.request(for: configuration, in: scenario, jobs: jobs)
            let before = position * scenario.games
            if let progress { request.progress = { finished in progress(before + finished, total) } }
            request.shouldStop = shouldStop
            prepare(configuration, &request)
            let key = RepeatKey(configuration, request: request)
            if let key, let result = playedBefore[key] {
                request.progress?(request.games)
                try finished(index, result)
                played.results.append((index, result))
                continue
            }
            guard let result = Self.play(configuration, request: request) else {
                played.complete = false
                return played
            }
            if let key { playedBefore[key] = result }
            try finished(index, result)
            played.results.append((index, result))
        }
        return played
    }

    /// The request that plays one configuration of `scenario`: its games from the scenario's seed, each game's
    /// per-seat outcomes recorded when a ladder pairs them deal by deal.
    public static func request(for configuration: ScenarioConfiguration, in scenario: Scenario, jobs: Int) -> RunRequest {
        var request = RunRequest(
            configuration: configuration.configuration, bots: configuration.bots, seed: scenario.seed,
            games: scenario.games, jobs: jobs, maxSteps: scenario.maxSteps)
        request.recordsGames = configuration.ladder != nil
        request.idealSteps = scenario.idealSteps
        request.tracksQuality = scenario.tracksQuality
        request.series = scenario.tracksQuality ? configuration.series : []
        return request
    }
}
