import PlaytestHarness
import PlaytestProperties

/// Searches a scenario's scoring parameters toward an objective, then confirms the winner on fresh seeds.
///
/// Method: successive halving (Karnin, Koren and Somekh, "Almost Optimal
/// Exploration in Multi-Armed Bandits", ICML 2013; Jamieson and Talwalkar,
/// "Non-stochastic Best Arm Identification and Hyperparameter Optimization",
/// AISTATS 2016) over a pool of candidate tables, repeated for a few
/// generations around each generation's winner. Every candidate of a rung
/// plays games 0 ..< n of the scenario's seed, so game `i` deals the same chance
/// to every candidate (common random numbers): candidates are compared on the
/// same deals, and the noise between them is far smaller than each one's own.
/// Each rung keeps the better half and doubles the games, so games go to the
/// promising tables. Chosen over SPSA (the method of Fishtest's chess-engine
/// tuning) because scoring-table entries are small whole numbers, where SPSA's
/// gradient steps round to nothing, and because halving's ranking uses the
/// objective directly, so a designer can read the trace.
///
/// Ranking: by score = loss + `changePenalty` x entries changed from the
/// default table; ties go to fewer changed entries, then to the smaller total
/// move (in steps), then to the earlier candidate in the pool (the default is
/// first). An objective that needs no games (`risesWithRarity`) is exact: the
/// pool is ranked once.
public struct Tuner: Sendable {
    /// The scenario and spec.
    public let file: TuneFile
    /// Threads per run; the results do not depend on it.
    public let jobs: Int
    /// Where finished evaluations are kept and found again (`tune --resume`); nil plays everything.
    public var cache: TuneCache?
    /// Told of games as they finish: the games of the current evaluation so far (`finished` false, from any thread),
    /// or an evaluation's games once it is done (`finished` true, played or found in the cache). For a progress bar.
    public var gamesProgress: (@Sendable (_ games: Int, _ finished: Bool) -> Void)?

    /// Creates a tuner.
    public init(file: TuneFile, jobs: Int = 1) {
        self.file = file
        self.jobs = max(1, jobs)
    }

    /// The seed of the confirmation: the play stage's fresh seed (``FollowUpRequests/confirmationSeed(for:)``, SplitMix64's
    /// mix of the scenario's seed XOR the ASCII of "confirm!"), so no game of the confirmation is one the search chose on.
    public static func confirmationSeed(for seed: UInt64) -> UInt64 {
        FollowUpRequests.confirmationSeed(for: seed)
    }

    var parameters: [TunedParameter] { file.spec.parameters }

    /// Plays `games` games of every configuration with `candidate`'s table, from `seed`: one result per configuration.
    ///
    /// - Complexity: O(configurations x games x steps per game).
    public func play(_ candidate: TuneCandidate, seed: UInt64, games: Int) -> [ConfigurationResult] {
        let key = cacheKey("play", candidate, seed: seed, games: games)
        let count = file.scenario.configurations.count
        if let text = cache?.lookup(key), let results = Self.decodeResults(text, count: count) {
            gamesProgress?(games * count, true)
            return results
        }
        var played: [ConfigurationResult] = []
        for configuration in file.scenario.configurations {
            let before = played.count * games
            var request = RunRequest(
                configuration: candidate.applied(to: configuration.configuration, parameters: parameters), bots: configuration.bots,
                seed: seed, games: games, jobs: jobs, maxSteps: file.scenario.maxSteps)
            request.idealSteps = file.scenario.idealSteps
            request.tracksQuality = file.scenario.tracksQuality
            if let report = gamesProgress {
                request.progress = { @Sendable finished in report(before + finished, false) }
            }
            played.append(configuration.registration.run(request))
        }
        cache?.store(key, Self.encode(played))
        gamesProgress?(games * count, true)
        return played
    }

    /// `candidate`'s objective on `games` games per configuration from `seed` (none played when the objective needs none),
    /// plus the skill target's penalty when the spec has one.
    public func evaluate(_ candidate: TuneCandidate, seed: UInt64, games: Int) -> TuneEstimate {
        let configurations = file.scenario.configurations.map { candidate.applied(to: $0.configuration, parameters: parameters) }
        let results = file.spec.objective.needsGames ? play(candidate, seed: seed, games: games) : []
        return withSkill(file.spec.objective.estimate(results: results, configurations: configurations, studied: file.scenario.configurations), candidate, seed: seed, games: games)
    }

    /// `estimate` with the skill target's penalty added (the rungs played on the same games), or unchanged without one.
    public func withSkill(_ estimate: TuneEstimate, _ candidate: TuneCandidate, seed: UInt64, games: Int) -> TuneEstimate {
        guard let target = file.spec.skill, let skill = skillEstimate(candidate, seed: seed, games: games) else { return estimate }
        return estimate.adding(skill: skill, target: target)
    }

    /// The ranking score: the loss plus the change penalty (a missing figure ranks last).
    public func score(_ candidate: TuneCandidate, _ estimate: TuneEstimate) -> Double {
        let loss = estimate.loss.isNaN ? Double.infinity : estimate.loss
        return loss + file.spec.changePenalty * Double(candidate.changes(from: parameters))
    }

    /// True when `a` (at pool position `i`) ranks before `b` (at `j`).
    func ranksBefore(_ a: (TuneCandidate, TuneEstimate, Int), _ b: (TuneCandidate, TuneEstimate, Int)) -> Bool {
        let keyA = (score(a.0, a.1), a.0.changes(from: parameters), a.0.distance(from: parameters), a.2)
        let keyB = (score(b.0, b.1), b.0.changes(from: parameters), b.0.distance(from: parameters), b.2)
        return keyA < keyB
    }
}
