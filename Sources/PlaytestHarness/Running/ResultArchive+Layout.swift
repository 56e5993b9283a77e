import PlaytestProperties
import PlaytestStatistics

// The archived layout of a ConfigurationResult, field for field (format version 2: seat groups as ratios over games).

/// A `ConfigurationResult` as archived.
struct ArchivedResult: Codable {
    let games: Int
    let measurements: [ArchivedMeasurement]
    let steps: IntegerHistogram
    let tallies: [ArchivedTally]
    let checks: Int
    let coverage: [ArchivedCoverage]
    let seats: [ArchivedSeatGroup]
    /// Recorded games (a ladder study's), absent when none were recorded, so other results archive as before.
    let recorded: [ArchivedRecordedGame]?
    /// The seats' final margins, in points and relative (``SeatSummary/margin``), absent when no game had two
    /// scored seats (and in archives written before margins were kept, which then restore with none).
    let margins: [ArchivedRatio]?
    /// The series recorded (``ConfigurationResult/series``), absent when none was asked for.
    let series: [SeriesTally]?

    init(_ result: ConfigurationResult) {
        games = result.games
        measurements = result.measurements.map(ArchivedMeasurement.init)
        steps = result.steps
        tallies = result.tallies.map(ArchivedTally.init)
        checks = result.checks
        coverage = result.coverage.map(ArchivedCoverage.init)
        seats = result.seats.groups.map(ArchivedSeatGroup.init)
        recorded = result.recordedGames.isEmpty ? nil : result.recordedGames.map(ArchivedRecordedGame.init)
        margins = result.seats.hasMargin ? [ArchivedRatio(result.seats.margin), ArchivedRatio(result.seats.relativeMargin)] : nil
        series = result.series.isEmpty ? nil : result.series
    }

    func restored() -> ConfigurationResult {
        ConfigurationResult(
            games: games, measurements: measurements.map { $0.restored() }, steps: steps, tallies: tallies.map { $0.restored() },
            checks: checks, coverage: coverage.map { $0.restored() }, seats: SeatSummary(
                restoring: seats.map { $0.restored() }, margin: margins?.first?.restored() ?? ClusteredRatio(),
                relativeMargin: margins?.dropFirst().first?.restored() ?? ClusteredRatio()),
            recordedGames: recorded?.map { $0.restored() } ?? [], series: series ?? [])
    }
}

/// A `RecordedGame`: per seat its score (exact), win and side.
struct ArchivedRecordedGame: Codable {
    let scores: [ExactDouble?]
    let wins: [Bool?]
    let sides: [String?]

    init(_ game: RecordedGame) {
        scores = game.scores.map { $0.map(ExactDouble.init) }
        wins = game.wins
        sides = game.sides
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scores = try container.decode([ExactDouble?].self, forKey: .scores)
        wins = try container.decode([Bool?].self, forKey: .wins)
        sides = try container.decode([String?].self, forKey: .sides)
        guard scores.count == wins.count, wins.count == sides.count else {
            throw ResultArchive.Failure(reason: "a recorded game lists \(scores.count) scores, \(wins.count) wins and \(sides.count) sides; it needs one of each per seat")
        }
    }

    func restored() -> RecordedGame {
        RecordedGame(scores: scores.map { $0?.value }, wins: wins, sides: sides)
    }
}

/// `RunningStatistics`, every stored field.
struct ArchivedStatistics: Codable {
    let count: Int
    let mean: ExactDouble
    let m2: ExactDouble
    let sum: ExactDouble
    let minimum: ExactDouble?
    let maximum: ExactDouble?

    init(_ statistics: RunningStatistics) {
        count = statistics.count
        mean = ExactDouble(statistics.mean)
        m2 = ExactDouble(statistics.sumOfSquaredDeviations)
        sum = ExactDouble(statistics.sum)
        minimum = statistics.minimum.map(ExactDouble.init)
        maximum = statistics.maximum.map(ExactDouble.init)
    }

    func restored() -> RunningStatistics {
        RunningStatistics(
            restoringCount: count, mean: mean.value, sumOfSquaredDeviations: m2.value, sum: sum.value,
            minimum: minimum?.value, maximum: maximum?.value)
    }
}

/// A `Measurement`: its facts, and exactly one of its value kinds.
struct ArchivedMeasurement: Codable {
    let name: String
    let label: String
    let unit: String
    let expected: ExactDouble?
    let digits: Int
    let isDetail: Bool
    var summary: ArchivedStatistics?
    var histogram: IntegerHistogram?
    var rate: [Int]?
    var scalar: ExactDouble?
    var chiSquare: [ExactDouble]?
    var chiSquareDegreesOfFreedom: Int?
    /// A sub-game ratio: its five sums, its games, and its two flags (numerators non-negative, a share).
    var ratio: [ExactDouble]?
    var ratioClusters: Int?
    var ratioFlags: [Bool]?
    /// The unit of observation when it is not the game.
    var observation: String?

    init(_ measurement: Measurement) {
        name = measurement.name
        label = measurement.label
        unit = measurement.unit
        expected = measurement.expected.map(ExactDouble.init)
        digits = measurement.digits
        isDetail = measurement.isDetail
        observation = measurement.observation == .game ? nil : measurement.observation.rawValue
        switch measurement.value {
        case .summary(let statistics): summary = ArchivedStatistics(statistics)
        case .histogram(let histogram): self.histogram = histogram
        case .rate(let successes, let trials): rate = [successes, trials]
        case .scalar(let value): scalar = ExactDouble(value)
        case .chiSquare(let result):
            chiSquare = [ExactDouble(result.statistic), ExactDouble(result.pValue)]
            chiSquareDegreesOfFreedom = result.degreesOfFreedom
        case .ratio(let clustered):
            ratio = clustered.sums.map(ExactDouble.init)
            ratioClusters = clustered.clusters
            ratioFlags = [clustered.numeratorsNonNegative, clustered.isShare]
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        label = try container.decode(String.self, forKey: .label)
        unit = try container.decode(String.self, forKey: .unit)
        expected = try container.decodeIfPresent(ExactDouble.self, forKey: .expected)
        digits = try container.decode(Int.self, forKey: .digits)
        isDetail = try container.decode(Bool.self, forKey: .isDetail)
        summary = try container.decodeIfPresent(ArchivedStatistics.self, forKey: .summary)
        histogram = try container.decodeIfPresent(IntegerHistogram.self, forKey: .histogram)
        rate = try container.decodeIfPresent([Int].self, forKey: .rate)
        scalar = try container.decodeIfPresent(ExactDouble.self, forKey: .scalar)
        chiSquare = try container.decodeIfPresent([ExactDouble].self, forKey: .chiSquare)
        chiSquareDegreesOfFreedom = try container.decodeIfPresent(Int.self, forKey: .chiSquareDegreesOfFreedom)
        ratio = try container.decodeIfPresent([ExactDouble].self, forKey: .ratio)
        ratioClusters = try container.decodeIfPresent(Int.self, forKey: .ratioClusters)
        ratioFlags = try container.decodeIfPresent([Bool].self, forKey: .ratioFlags)
        observation = try container.decodeIfPresent(String.self, forKey: .observation)
        if let observation, Measurement.Observation(rawValue: observation) == nil {
            throw ResultArchive.Failure(reason: "the measurement \"\(name)\" has an unknown unit of observation \"\(observation)\"")
        }
        let kinds = [summary != nil, histogram != nil, rate?.count == 2, scalar != nil,
                     chiSquare?.count == 2 && chiSquareDegreesOfFreedom != nil,
                     ratio?.count == 5 && ratioClusters != nil && ratioFlags?.count == 2].filter { $0 }.count
        guard kinds == 1 else {
            throw ResultArchive.Failure(reason: "the measurement \"\(name)\" has \(kinds) values; it must have exactly one")
        }
    }

    func restored() -> Measurement {
        let value: Measurement.Value
        if let summary { value = .summary(summary.restored()) }
        else if let histogram { value = .histogram(histogram) }
        else if let rate { value = .rate(successes: rate[0], trials: rate[1]) }
        else if let scalar { value = .scalar(scalar.value) }
        else if let chiSquare, let chiSquareDegreesOfFreedom {
            value = .chiSquare(ChiSquareTest.Result(
                statistic: chiSquare[0].value, degreesOfFreedom: chiSquareDegreesOfFreedom, pValue: chiSquare[1].value))
        } else if let ratio, let ratioClusters, let ratioFlags {
            value = .ratio(ClusteredRatio(
                restoringClusters: ratioClusters, sums: ratio.map(\.value), numeratorsNonNegative: ratioFlags[0], isShare: ratioFlags[1]))
        } else {
            preconditionFailure("checked when decoded")
        }
        return Measurement(
            name: name, label: label, unit: unit, value: value, expected: expected?.value, digits: digits, isDetail: isDetail,
            observation: observation.flatMap(Measurement.Observation.init(rawValue:)) ?? .game)
    }
}

/// An `InvariantTally` with its facts and its first breach.
struct ArchivedTally: Codable {
    let name: String
    let title: String
    let citation: String
    let brokenGames: Int
    let firstGame: Int?
    let firstViolation: ArchivedViolation?

    init(_ tally: InvariantTally) {
        name = tally.info.name
        title = tally.info.title
        citation = tally.info.citation
        brokenGames = tally.brokenGames
        firstGame = tally.first?.game
        firstViolation = tally.first.map { ArchivedViolation($0.violation) }
    }

    func restored() -> InvariantTally {
        var first: (game: Int, violation: Violation)?
        if let firstGame, let firstViolation { first = (firstGame, firstViolation.restored()) }
        return InvariantTally(info: InvariantInfo(name: name, title: title, citation: citation), brokenGames: brokenGames, first: first)
    }
}

/// A `Violation`.
struct ArchivedViolation: Codable {
    let invariant: String
    let message: String
    let step: Int
    let moment: String

    init(_ violation: Violation) {
        invariant = violation.invariant
        message = violation.message
        step = violation.step
        moment = violation.moment
    }

    func restored() -> Violation {
        Violation(invariant: invariant, message: message, step: step, moment: moment)
    }
}

/// A `CoverageTally` with its label's facts.
struct ArchivedCoverage: Codable {
    let name: String
    let summary: String
    let minimumShare: ExactDouble?
    let games: Int
    let trials: Int

    init(_ tally: CoverageTally) {
        name = tally.info.name
        summary = tally.info.summary
        minimumShare = tally.info.minimumShare.map(ExactDouble.init)
        games = tally.games
        trials = tally.trials
    }

    func restored() -> CoverageTally {
        CoverageTally(info: CoverageInfo(name: name, summary: summary, minimumShare: minimumShare?.value), games: games, trials: trials)
    }
}

/// A `SeatSummary.Group`: its two ratios over games and its whole-game win counts.
struct ArchivedSeatGroup: Codable {
    let key: String
    let score: ArchivedRatio
    let wins: ArchivedRatio
    let gamesWon: Int
    let gamesSplit: Int

    init(_ group: SeatSummary.Group) {
        key = group.key
        score = ArchivedRatio(group.score)
        wins = ArchivedRatio(group.wins)
        gamesWon = group.gamesWon
        gamesSplit = group.gamesSplit
    }

    func restored() -> SeatSummary.Group {
        SeatSummary.Group(key: key, score: score.restored(), wins: wins.restored(), gamesWon: gamesWon, gamesSplit: gamesSplit)
    }
}

/// A `ClusteredRatio`: its games, its five sums (y, x, y², x², xy) and its two flags (numerators non-negative, a share).
struct ArchivedRatio: Codable {
    let clusters: Int
    let sums: [ExactDouble]
    let flags: [Bool]

    init(_ ratio: ClusteredRatio) {
        clusters = ratio.clusters
        sums = ratio.sums.map(ExactDouble.init)
        flags = [ratio.numeratorsNonNegative, ratio.isShare]
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        clusters = try container.decode(Int.self, forKey: .clusters)
        sums = try container.decode([ExactDouble].self, forKey: .sums)
        flags = try container.decode([Bool].self, forKey: .flags)
        guard clusters >= 0, sums.count == 5, flags.count == 2 else {
            throw ResultArchive.Failure(reason: "a seat group's ratio needs games >= 0, five sums and two flags")
        }
    }

    func restored() -> ClusteredRatio {
        ClusteredRatio(restoringClusters: clusters, sums: sums.map(\.value), numeratorsNonNegative: flags[0], isShare: flags[1])
    }
}
