/// Plays many seeded games of one configuration with each checking bot, and shrinks every broken invariant.
///
/// The engine behind `playtest check` and the Swift Testing bridge: saved
/// regressions are replayed first, then `games` games per bot; for each
/// invariant that broke, the lowest-numbered failing game is replayed with
/// its choices recorded and shrunk to the fewest steps and simplest draws.
public struct InvariantChecker: Sendable {
    /// The game, its bots and invariants.
    public let registration: GameRegistration
    /// The rule set and parameters.
    public var configuration: GameConfiguration
    /// The run's seed.
    public var seed: UInt64
    /// Games per checking bot.
    public var games: Int
    /// Threads to use.
    public var jobs: Int
    /// Actions after which a game is a `stepLimit` failure.
    public var maxSteps: Int
    /// Replays one shrink may spend.
    public var shrinkBudget: Int

    /// Creates a checker; 200 games per bot, seed 0, one job by default.
    public init(
        registration: GameRegistration, configuration: GameConfiguration, seed: UInt64 = 0, games: Int = 200,
        jobs: Int = 1, maxSteps: Int = 10_000, shrinkBudget: Int = 5_000
    ) {
        self.registration = registration
        self.configuration = configuration
        self.seed = seed
        self.games = games
        self.jobs = jobs
        self.maxSteps = maxSteps
        self.shrinkBudget = shrinkBudget
    }

    /// Runs the check. `progress` receives (games finished, games in all), from any thread.
    public func run(regressions: [ReplayToken] = [], progress: (@Sendable (Int, Int) -> Void)? = nil) -> CheckReport {
        var report = CheckReport(game: registration.descriptor.id, configuration: configuration, seed: seed)
        for token in regressions {
            guard let result = replayRegression(token) else { continue }
            report.regressionsReplayed += 1
            if !result.passed { report.regressions.append(RegressionFailure(token: token, result: result)) }
        }
        let bots = registration.checkBots
        let total = games * bots.count
        // Per invariant, per bot that broke it: the first failing game and how many broke.
        var failures: [String: [(bot: Int, game: Int, violation: Violation, broken: Int)]] = [:]
        for (botIndex, bot) in bots.enumerated() {
            let done = botIndex * games
            var forward: (@Sendable (Int) -> Void)?
            if let progress {
                forward = { finished in progress(done + finished, total) }
            }
            let request = RunRequest(
                configuration: configuration, bot: bot.id, seed: seed, configurationIndex: UInt64(botIndex),
                games: games, jobs: jobs, maxSteps: maxSteps, progress: forward)
            let result = registration.run(request)
            report.gamesPlayed += result.games
            report.checks += result.checks
            for tally in result.tallies where tally.brokenGames > 0 {
                guard let first = tally.first else { continue }
                failures[tally.info.name, default: []].append((botIndex, first.game, first.violation, tally.brokenGames))
            }
        }
        for info in registration.invariants {
            guard let perBot = failures[info.name] else { continue }
            // Shrink each bot's first failure and keep the shortest reproduction (the earlier bot on a tie).
            var best: (bot: Int, game: Int, violation: Violation, shrunk: ShrunkCase)?
            for failure in perBot {
                let shrunk = shrink(invariant: info.name, bot: bots[failure.bot].id,
                                    configurationIndex: UInt64(failure.bot), game: failure.game)
                if best == nil || shrunk.result.steps.count < best!.shrunk.result.steps.count {
                    best = (failure.bot, failure.game, failure.violation, shrunk)
                }
            }
            guard let chosen = best else { continue }
            report.findings.append(CheckFinding(
                invariant: info, bot: bots[chosen.bot].id,
                brokenGames: perBot.map { (bots[$0.bot].id, $0.broken) },
                gamesPerBot: games, gamesPlayed: total,
                firstGame: chosen.game, original: chosen.violation, shrunk: chosen.shrunk))
        }
        return report
    }

    // MARK: - Shrinking

    /// Replays game `game` of bot `configurationIndex` with its choices recorded, shrinks them while `invariant` still breaks, and replays the result step by step.
    public func shrink(invariant: String, bot: String, configurationIndex: UInt64, game: Int) -> ShrunkCase {
        var source = ChoiceSource(seed: StreamSeed.derive(seed: seed, configuration: configurationIndex, game: UInt64(game)))
        let original = registration.replay(
            configuration: configuration, bot: bot, source: &source, options: CaseOptions(maxSteps: maxSteps, target: invariant))
        // A candidate that has not failed within twice the original's steps is taken as passing:
        // this bounds the cost of replays that no longer fail (a purposeful bot would play on to the end).
        let bounded = CaseOptions(maxSteps: min(maxSteps, 2 * original.stepCount + 20), target: invariant)
        var shrinker = Shrinker(budget: shrinkBudget)
        let choices = shrinker.shrink(Shrinker.trimmingTrailingZeros(source.recorded)) { candidate in
            var replay = ChoiceSource(replaying: candidate)
            let result = registration.replay(configuration: configuration, bot: bot, source: &replay, options: bounded)
            return result.violation(of: invariant) == nil ? nil : replay.recorded
        }
        let token = ReplayToken(
            game: registration.descriptor.id, rules: configuration.rules, bot: bot,
            parameters: configuration.parameterList, source: .choices(choices))
        return ShrunkCase(token: token, result: replayCase(token, target: invariant), shrinkReplays: shrinker.replays)
    }

    /// Replays a token step by step, checking only `target` if given.
    func replayCase(_ token: ReplayToken, target: String?) -> CaseResult {
        var source = ChoiceSource(token.source)
        return registration.replay(
            configuration: configuration, bot: token.bot, source: &source,
            options: CaseOptions(maxSteps: maxSteps, recordSteps: true, target: target))
    }

    /// Replays a saved regression of this game, rule set and parameters; nil for one of another configuration.
    func replayRegression(_ token: ReplayToken) -> CaseResult? {
        guard token.game == registration.descriptor.id, token.rules == configuration.rules,
              token.parameters == configuration.parameterList, registration.bot(token.bot) != nil
        else { return nil }
        return replayCase(token, target: nil)
    }
}
