import PlaytestProperties

/// Plays many seeded games of one configuration with each checking bot, and shrinks every broken invariant.
///
/// The engine behind `playtest check` and the Swift Testing bridge: saved
/// regressions are replayed first, then `games` games per bot (game `i` of
/// every bot on the same chance); for each invariant that broke, the
/// lowest-numbered failing game is replayed with its streams recorded and
/// shrunk: first the parameters marked shrinkable, then every stream's words.
/// Coverage is tallied per bot and over all bots, against the requirements.
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
    /// Replays one shrink may spend; 0 keeps each failing game as played, unshrunk.
    public var shrinkBudget: Int
    /// The default ``shrinkBudget``: 5,000 replays a failure.
    public static let defaultShrinkBudget = 5_000
    /// Shares of games that labels must reach, on top of the game's own requirements.
    public var coverageRequirements: [(label: String, share: Double)]
    /// Set-ups the targeted search may evaluate, for a game that declares a target (0: no search).
    public var targetBudget: Int
    /// Parameter swarming: which parameters the last games of every bot draw, and in what share of games (nil: none).
    public var swarm: ParameterSwarm?
    /// True when the report names the documented behaviours among the requirements (``CheckReport/shownRequirements``,
    /// `playtest check`'s output). Every requirement is judged the same way either way: it fails only when its
    /// interval lies wholly below the required share, and one not yet shown is a warning.
    public var showsDocumentedShares = false
    /// The parameters the caller pinned (`--param`), by name: the report names them beside a requirement shown to
    /// be missed, since a pinned value can make a situation unreachable.
    public var pinnedParameters: Set<String> = []
    /// Labels the caller accepts as unreachable in this configuration (`--accept-unreachable`): shown to be missed,
    /// they are reported without failing.
    public var acceptedUnreachable: [String] = []
    /// True when the report keeps what every game did (``CheckReport/observedGames``): `--observations`.
    public var observesGames = false
    /// Times each observed game (see ``RunRequest/clock``); nil times nothing.
    public var clock: (@Sendable () -> Double)? = nil

    /// Creates a checker; 200 games per bot, seed 0, one job by default.
    public init(
        registration: GameRegistration, configuration: GameConfiguration, seed: UInt64 = 0, games: Int = 200,
        jobs: Int = 1, maxSteps: Int = CaseOptions.defaultMaxSteps, shrinkBudget: Int = defaultShrinkBudget, coverageRequirements: [(label: String, share: Double)] = [],
        targetBudget: Int = 200_000, swarm: ParameterSwarm? = nil
    ) {
        self.registration = registration
        self.configuration = configuration
        self.seed = seed
        self.games = games
        self.jobs = jobs
        self.maxSteps = maxSteps
        self.shrinkBudget = shrinkBudget
        self.coverageRequirements = coverageRequirements
        self.targetBudget = targetBudget
        self.swarm = swarm
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
        // The first `plain` games of each bot play the check's configuration; the rest are swarmed.
        let swarmed = swarm?.swarmedGames(of: games) ?? 0
        let plain = games - swarmed
        let swarmConfigurations = (plain..<games).map { game in
            swarm!.configuration(of: configuration, game: game, seed: seed, descriptor: registration.descriptor)
        }
        report.swarm = swarm.map { SwarmSummary(swarm: $0, gamesPerBot: games, swarmedPerBot: swarmed) }
        report.parameterRegions = swarmed > 0 ? swarm.map { regionTallies(for: $0) } ?? [] : []
        // Per invariant, per bot that broke it: its first failing plain game and its first failing swarmed game
        // (each shrunk; the shorter kept), and how many games broke it.
        var failures: [String: [(bot: Int, firsts: [(game: Int, violation: Violation)], broken: Int)]] = [:]
        func record(_ name: String, bot: Int, game: Int, violation: Violation, broken: Int) {
            if let index = failures[name]?.firstIndex(where: { $0.bot == bot }) {
                failures[name]![index].broken += broken
                if !failures[name]![index].firsts.contains(where: { ($0.game < plain) == (game < plain) }) {
                    failures[name]![index].firsts.append((game, violation))
                }
            } else {
                failures[name, default: []].append((bot, [(game, violation)], broken))
            }
        }
        report.coverage = registration.coverageLabels.map { CoverageTally(info: $0) }
        // The first bot's games at the check's own parameters: what the stated shares are tested on.
        var firstBotPlain: [CoverageTally] = []
        for (botIndex, bot) in bots.enumerated() {
            let done = botIndex * games
            var forward: (@Sendable (Int) -> Void)?
            if let progress {
                forward = { finished in progress(done + finished, total) }
            }
            var botCoverage = registration.coverageLabels.map { CoverageTally(info: $0) }
            if plain > 0 {
                var request = RunRequest(
                    configuration: configuration, bots: BotAssignment(bot.id), seed: seed,
                    games: plain, jobs: jobs, maxSteps: maxSteps, progress: forward)
                request.observesGames = observesGames
                request.clock = clock
                let result = registration.run(request)
                if observesGames { report.observedGames.append((bot.id, request, result.observedGames)) }
                report.gamesPlayed += result.games
                report.checks += result.checks
                botCoverage.merge(result.coverage)
                if botIndex == 0 { firstBotPlain = result.coverage }
                addPlainRegions(&report.parameterRegions, games: result.games, coverage: result.coverage)
                for tally in result.tallies where tally.brokenGames > 0 {
                    guard let first = tally.first else { continue }
                    record(tally.info.name, bot: botIndex, game: first.game, violation: first.violation, broken: tally.brokenGames)
                }
            }
            if swarmed > 0 {
                let results = playSwarmed(bot: bot.id, from: plain, configurations: swarmConfigurations) { finished in
                    progress?(done + plain + finished, total)
                }
                for (offset, result) in results.enumerated() {
                    if observesGames {
                        // A swarmed game is observed at its own drawn parameters (no per-game figures: the swarm plays
                        // it as a checked case, not through the game's metrics).
                        let request = RunRequest(
                            configuration: swarmConfigurations[offset], bots: BotAssignment(bot.id), seed: seed,
                            games: plain + offset + 1, maxSteps: maxSteps)
                        let observed = ObservedGame(
                            index: plain + offset, stepCount: result.stepCount, violations: result.violations,
                            coverage: result.coverage, seatOutcomes: result.seatOutcomes, figures: [], seconds: nil)
                        report.observedGames.append((bot.id, request, [observed]))
                    }
                    report.gamesPlayed += 1
                    report.checks += result.checks
                    botCoverage.add(result.coverage)
                    addSwarmedRegions(&report.parameterRegions, configuration: swarmConfigurations[offset], coverage: result.coverage)
                    for violation in result.violations {
                        record(violation.invariant, bot: botIndex, game: plain + offset, violation: violation, broken: 1)
                    }
                }
            }
            report.coverageByBot.append((bot.id, botCoverage))
            report.coverage.merge(botCoverage)
        }
        report.statedShares = registration.statedShares(configuration).map { share in
            StatedShareResult(share: share, counts: share.labels.map { label in firstBotPlain.first { $0.info.name == label }?.games ?? 0 })
        }
        let unreachable = Set(registration.unreachableCoverage(configuration))
        report.coverageRequirements = requirements.filter { !unreachable.contains($0.label) }
        report.waivedRequirements = requirements.map(\.label).filter(unreachable.contains)
        report.pinnedParameters = configuration.parameters.filter { pinnedParameters.contains($0.name) }.map { "\($0.name)=\($0.value)" }
        report.acceptedUnreachable = acceptedUnreachable
        if showsDocumentedShares {
            let overridden = Set(coverageRequirements.map(\.label))
            report.shownRequirements = registration.coverageLabels.filter { info in
                info.documentedBehaviour != nil && !overridden.contains(info.name) && !unreachable.contains(info.name)
            }.map(\.name)
        }
        for info in registration.invariants {
            guard let perBot = failures[info.name] else { continue }
            // Shrink each bot's first failures and keep the shortest reproduction (the earlier bot, then the
            // plain game, on a tie).
            var best: (bot: Int, game: Int, violation: Violation, shrunk: ShrunkCase)?
            for failure in perBot {
                for first in failure.firsts {
                    let at = first.game < plain ? nil : swarmConfigurations[first.game - plain]
                    let shrunk = shrink(invariant: info.name, bots: BotAssignment(bots[failure.bot].id), game: first.game, at: at)
                    if best == nil || shrunk.result.steps.count < best!.shrunk.result.steps.count {
                        best = (failure.bot, first.game, first.violation, shrunk)
                    }
                }
            }
            guard let chosen = best else { continue }
            var finding = CheckFinding(
                invariant: info, bot: bots[chosen.bot].id,
                brokenGames: perBot.map { (bots[$0.bot].id, $0.broken) },
                gamesPerBot: games, gamesPlayed: total,
                firstGame: chosen.game, original: chosen.violation, shrunk: chosen.shrunk)
            if chosen.game >= plain {
                finding.swarmedParameters = registration.descriptor.changed(swarmConfigurations[chosen.game - plain], from: configuration)
            }
            report.findings.append(finding)
        }
        if registration.target != nil, targetBudget > 0 { runTargeted(into: &report) }
        return report
    }

    // MARK: - Targeted mode

    /// Searches the set-up's chance toward the game's target, plays the best set-up found with each checking bot,
    /// and shrinks every invariant it breaks that random play did not.
    func runTargeted(into report: inout CheckReport) {
        guard let target = registration.target else { return }
        let seats = registration.seats(in: configuration)
        var start = ChoiceSource(seed: StreamSeed.derive(seed: seed, game: 0, stream: StreamSeed.chance))
        let startScore = registration.targetScore(configuration: configuration, source: &start)
        let search = TargetedSearch(direction: target.direction, budget: targetBudget, seed: seed ^ 0x7A46_6574_5365_6172)
        let outcome = search.run(from: start.recorded, goal: target.isReached) { words in
            var source = ChoiceSource(replaying: words)
            let score = registration.targetScore(configuration: configuration, source: &source)
            return (score, source.recorded)
        }
        let run = TargetedRun(target: target, startScore: startScore, bestScore: outcome.reachedGoal || outcome.evaluations > 0 ? outcome.bestScore : startScore,
                              evaluations: outcome.evaluations, budget: targetBudget, reachedGoal: outcome.reachedGoal)
        report.targeted = run
        let randomGames = report.gamesPlayed
        let found = "\(target.summary) \(NumberFormat.significant(run.bestScore, digits: 4)), after \(NumberFormat.grouped(run.evaluations)) evaluations"
        for bot in registration.checkBots {
            var streams = GameStreams<ChoiceSource>(recording: seed, game: 0, seatCount: seats)
            streams.chance = ChoiceSource(replaying: outcome.best)
            let result = registration.replay(configuration: configuration, bots: BotAssignment(bot.id), streams: &streams,
                                             options: CaseOptions(maxSteps: maxSteps))
            report.gamesPlayed += 1
            report.checks += result.checks
            let words = streams.recorded
            for violation in result.violations where !report.findings.contains(where: { $0.invariant.name == violation.invariant }) {
                guard let info = registration.invariants.first(where: { $0.name == violation.invariant }) else { continue }
                let shrunk = shrink(invariant: info.name, bot: bot.id, game: 0, from: words)
                var finding = CheckFinding(
                    invariant: info, bot: bot.id, brokenGames: [(bot.id, 1)], gamesPerBot: games, gamesPlayed: randomGames,
                    firstGame: 0, original: violation, shrunk: shrunk)
                finding.foundByTarget = found
                report.findings.append(finding)
            }
        }
    }

    /// The game's own coverage requirements, overridden or extended by the caller's.
    var requirements: [(label: String, share: Double)] {
        var result: [(label: String, share: Double)] = registration.coverageLabels.compactMap { info in
            info.requiredShare.map { (info.name, $0) }
        }
        for requirement in coverageRequirements {
            if let index = result.firstIndex(where: { $0.label == requirement.label }) {
                result[index].share = requirement.share
            } else {
                result.append(requirement)
            }
        }
        return result
    }

    // MARK: - Shrinking

    /// Replays game `game` of `bot` with its streams recorded, shrinks its parameters and then its choices
    /// while `invariant` still breaks, and replays the result step by step.
    /// `from` replays recorded words instead of game `game`'s own streams (a targeted search's set-up).
    public func shrink(invariant: String, bot: String, game: Int, from words: [[UInt64]]? = nil) -> ShrunkCase {
        shrink(invariant: invariant, bots: BotAssignment(bot), game: game, from: words)
    }

    /// `shrink(invariant:bot:game:from:)` for any assignment of bots to seats (a run's configuration).
    /// `at` is the game's own configuration when parameter swarming drew it: shrinking then first brings each drawn
    /// parameter back to the check's value, where the failure allows.
    public func shrink(
        invariant: String, bots: BotAssignment, game: Int, from words: [[UInt64]]? = nil, at gameConfiguration: GameConfiguration? = nil
    ) -> ShrunkCase {
        let checked = self.configuration
        let configuration = gameConfiguration ?? checked
        let seats = registration.seats(in: configuration)
        var streams = words.map { GameStreams<ChoiceSource>(replaying: $0, seatCount: seats) }
            ?? GameStreams<ChoiceSource>(recording: seed, game: UInt64(game), seatCount: seats)
        let original = registration.replay(
            configuration: configuration, bots: bots, streams: &streams, options: CaseOptions(maxSteps: maxSteps, target: invariant))
        // A candidate that has not failed within twice the original's steps (and 20 more) is taken as passing:
        // this bounds the cost of replays that no longer fail (a purposeful bot would play on to the end).
        // A failure at the start (a dealt board, say) stays one: its candidates are not played on.
        let bounded = CaseOptions(maxSteps: min(maxSteps, original.stepCount == 0 ? 0 : 2 * original.stepCount + 20), target: invariant)
        var replays = 0
        let replay = { (configuration: GameConfiguration, words: [[UInt64]]) -> [[UInt64]]? in
            replays += 1
            var candidate = GameStreams(replaying: words, seatCount: registration.seats(in: configuration))
            let result = registration.replay(configuration: configuration, bots: bots, streams: &candidate, options: bounded)
            return result.violation(of: invariant) == nil ? nil : candidate.recorded
        }
        var (shrunkConfiguration, words) = (configuration, streams.recorded)
        // A budget of 0 keeps the failing game as played (`playtest mutants` needs only which invariants broke).
        if shrinkBudget > 0 {
            if configuration != checked {
                (shrunkConfiguration, words) = resetParameters(configuration, toward: checked, words, replay: replay)
            }
            (shrunkConfiguration, words) = shrinkParameters(shrunkConfiguration, words, replay: replay)
            var shrinker = Shrinker(budget: max(0, shrinkBudget - replays))
            words = shrinker.shrink(streams: words) { replay(shrunkConfiguration, $0) }
            let beforeRealigning = shrunkConfiguration
            (shrunkConfiguration, words) = shrinkParameters(shrunkConfiguration, words, realigning: true, replay: replay)
            if shrunkConfiguration != beforeRealigning, replays < shrinkBudget {
                // Smaller parameters: the game is shorter, so its streams may shrink further.
                var again = Shrinker(budget: shrinkBudget - replays)
                words = again.shrink(streams: words) { replay(shrunkConfiguration, $0) }
            }
        }
        let token = ReplayToken(
            game: registration.descriptor.id, configuration: shrunkConfiguration, bots: bots, source: .choices(Self.trimmed(words)),
            maxSteps: maxSteps, invariant: invariant)
        let result = registration.replay(
            token, configuration: shrunkConfiguration, options: CaseOptions(maxSteps: maxSteps, recordSteps: true, target: invariant))
        return ShrunkCase(
            token: token, configuration: shrunkConfiguration, checkedConfiguration: configuration, result: result, shrinkReplays: replays)
    }

    /// Sets each parameter where `configuration` differs from `base` (a swarmed game's draws) back to `base`'s value,
    /// one at a time in the descriptor's order, wherever the failure still shows: the simplest parameters are the
    /// check's own.
    func resetParameters(
        _ configuration: GameConfiguration, toward base: GameConfiguration, _ words: [[UInt64]],
        replay: (GameConfiguration, [[UInt64]]) -> [[UInt64]]?
    ) -> (GameConfiguration, [[UInt64]]) {
        var current = configuration
        var currentWords = words
        for parameter in base.parameters where current.value(parameter.name) != parameter.value {
            let settings = current.parameters.map { (name: $0.name, value: $0.name == parameter.name ? parameter.value : $0.value) }
            guard var changed = try? registration.descriptor.configuration(rules: current.rules, settings: settings) else { continue }
            changed.attachments = current.attachments
            if let drawn = replay(changed, currentWords) { (current, currentWords) = (changed, drawn) }
        }
        return (current, currentWords)
    }

    /// Lowers each shrinkable whole-number parameter to the smallest value that still fails.
    ///
    /// Tries the minimum first, then bisects between the largest value seen to
    /// pass and the smallest seen to fail (assuming, as sizes usually are, that
    /// a failure at n also shows above n).
    ///
    /// With `realigning` (for shrunk streams, which are short), a value that passes on the same words is tried
    /// again with the first 1 to `realignLimit` words of one stream dropped: a smaller parameter often removes a
    /// stretch of the game's start (the party game's intake, say), and with it the decisions that stretch read,
    /// so the same words would otherwise be read one stretch too early.
    func shrinkParameters(
        _ configuration: GameConfiguration, _ words: [[UInt64]], realigning: Bool = false,
        replay: (GameConfiguration, [[UInt64]]) -> [[UInt64]]?
    ) -> (GameConfiguration, [[UInt64]]) {
        var current = configuration
        var currentWords = words
        let descriptor = registration.descriptor
        for spec in descriptor.parameters where spec.isShrinkable {
            guard case .integer(let range) = spec.kind, case .integer(let value)? = current.value(spec.name),
                  value > range.lowerBound else { continue }
            func attempt(_ candidate: Int) -> (GameConfiguration, [[UInt64]])? {
                let settings = current.parameters.map { (name: $0.name, value: $0.name == spec.name ? .integer(candidate) : $0.value) }
                guard var changed = try? descriptor.configuration(rules: current.rules, settings: settings) else { return nil }
                changed.attachments = current.attachments
                if let drawn = replay(changed, currentWords) { return (changed, drawn) }
                guard realigning else { return nil }
                for stream in currentWords.indices {
                    for dropped in 1...max(1, min(Self.realignLimit, currentWords[stream].count)) where !currentWords[stream].isEmpty {
                        var realigned = currentWords
                        realigned[stream].removeFirst(dropped)
                        if let drawn = replay(changed, realigned) { return (changed, drawn) }
                    }
                }
                return nil
            }
            if let found = attempt(range.lowerBound) {
                (current, currentWords) = found
                continue
            }
            // From the lower bound, known to pass, to the value, known to fail.
            _ = Bisection.search(low: range.lowerBound, high: value) { middle in
                guard let found = attempt(middle) else { return .low }
                (current, currentWords) = found
                return .high(middle)
            }
        }
        return (current, currentWords)
    }

    /// The most words `shrinkParameters` drops from the start of a stream to realign it with a smaller parameter.
    static let realignLimit = 8

    /// Streams without trailing zeros, and without trailing empty streams.
    static func trimmed(_ streams: [[UInt64]]) -> [[UInt64]] {
        var result = streams.map(Shrinker.trimmingTrailingZeros)
        while result.count > 1, result.last?.isEmpty == true { result.removeLast() }
        return result
    }

    /// Replays a saved regression of this game and rule set (under its own parameters); nil for another game or rule set.
    func replayRegression(_ token: ReplayToken) -> CaseResult? {
        guard token.game == registration.descriptor.id, token.rules == configuration.rules,
              (try? registration.validate(token.bots)) != nil,
              var configuration = try? registration.configuration(of: token)
        else { return nil }
        // A file parameter naming the same file as the check's: its text is the check's.
        configuration.attachments = self.configuration.attachments.filter { configuration.value($0.key) == self.configuration.value($0.key) }
        return registration.replay(token, configuration: configuration, options: CaseOptions(maxSteps: token.maxSteps, recordSteps: true))
    }
}
