import Foundation
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestStatistics

/// Series step by step (docs/series.md), on games solved by hand.
///
/// The scripted duel (``DuelGame``) scores (A, B) after the set-up and each step: (0,0) (1,0) (1,2) (2,2) (3,2) (3,4)
/// (5,4) (6,4) (6,5). So `seat0` is 0 1 1 2 3 3 5 6 6 and `lead` (best minus next) is 0 1 1 0 1 1 1 2 1; B's score
/// after B's turns (steps 2, 5, 8) is 2 4 5.
@Suite("Series")
struct SeriesTallyTests {
    static func run(games: Int, series: [String], maxSteps: Int = 100, jobs: Int = 1) -> ConfigurationResult {
        var request = RunRequest(
            configuration: DuelGame.descriptor.defaultConfiguration, bots: BotAssignment("first"), seed: 1, games: games, jobs: jobs,
            maxSteps: maxSteps)
        request.series = series
        return DuelGame.registration.run(request)
    }

    /// Each point's p50 estimate of `figure`.
    static func medians(_ figure: SeriesFigure) -> [Double] {
        figure.points.map { $0.quantiles[1].estimate }
    }

    @Test("The runner records lead, a seat and a declared series per point; every game the same, each quantile is the value")
    func duelSeries() throws {
        let result = Self.run(games: 3, series: ["lead", "seat0", "bAfterTurn"])
        #expect(result.series.map(\.name) == ["lead", "seat0", "bAfterTurn"])
        let figures = result.series.map { SeriesFigure($0, configurationIndex: 0) }
        #expect(Self.medians(figures[0]) == [0, 1, 1, 0, 1, 1, 1, 2, 1])
        #expect(Self.medians(figures[1]) == [0, 1, 1, 2, 3, 3, 5, 6, 6])
        #expect(Self.medians(figures[2]) == [2, 4, 5])
        #expect(figures[2].axis == "B's turn" && figures[0].axis == "step")
        for figure in figures {
            for point in figure.points {
                #expect(point.games == 3 && point.running == 3)
                #expect(point.quantiles.map(\.estimate) == Array(repeating: point.quantiles[1].estimate, count: 3))
                // Three games: the median is unbounded both ways (P(B = 0) = 0.125 > 0.025); p10 only above (P(B >= 3)
                // = 0.001 for q = 0.1) and p90 only below, each at the one value.
                let value = point.quantiles[1].estimate
                #expect(point.quantiles.map(\.lower) == [nil, nil, value] && point.quantiles.map(\.upper) == [value, nil, nil])
            }
            #expect(!figure.isCapped)
        }
    }

    @Test("A capped game stops its series at the cap; jobs change nothing")
    func capped() {
        let one = Self.run(games: 130, series: ["seat0"], maxSteps: 4)
        let two = Self.run(games: 130, series: ["seat0"], maxSteps: 4, jobs: 2)
        #expect(one.series == two.series)
        let figure = SeriesFigure(one.series[0], configurationIndex: 0)
        #expect(Self.medians(figure) == [0, 1, 1, 2, 3])
        #expect(figure.points.last?.running == 130)
    }

    /// Ten games: point 0 holds 1...10; games 1-5 end there, games 6-10 go on to 16...20 at point 1. At point 1 the
    /// sample is 1 2 3 4 5 (carried) 16 17 18 19 20: p10 x(1) = 1, p50 x(5) = 5, p90 x(9) = 19; for n = 10 the median's
    /// interval is [x(2), x(9)], p10's upper end x(4), p90's lower end x(7) (QuantileIntervalTests).
    @Test("Carried forward: the quantiles and intervals of a hand-made tally")
    func carriedForward() {
        var tally = SeriesTally(SeriesDeclaration(name: "hand", label: "hand"))
        for value in 1...5 { tally.add(game: [Double(value)][...], reachedCap: false) }
        for value in 6...10 { tally.add(game: [Double(value), Double(value + 10)][...], reachedCap: false) }
        let figure = SeriesFigure(tally, configurationIndex: 4)
        #expect(figure.points.map(\.games) == [10, 10] && figure.points.map(\.running) == [10, 5])
        let first = figure.points[0].quantiles, second = figure.points[1].quantiles
        #expect(first.map(\.estimate) == [1, 5, 9])
        #expect(first.map(\.lower) == [nil, 2, 7] && first.map(\.upper) == [4, 9, nil])
        #expect(second.map(\.estimate) == [1, 5, 19])
        #expect(second.map(\.lower) == [nil, 2, 17] && second.map(\.upper) == [4, 19, nil])
        #expect(tally.games == 10)
    }

    @Test("Blocks played apart (as shards play them), archived as JSON and folded back give the whole run's series")
    func blocksFoldBack() throws {
        var request = RunRequest(
            configuration: DuelGame.descriptor.defaultConfiguration, bots: BotAssignment("first"), seed: 1, games: 300, maxSteps: 6)
        request.series = ["lead", "bAfterTurn"]
        // The duel with an empty Codable accumulator, so that its blocks can be archived as a shard's are.
        let registration = GameRegistration.make(DuelGame.self, metrics: ArchivableDuelMetrics.self, bots: [
            BotEntry(FirstPickBot.self, id: "first", summary: "Picks the first choice", checks: true),
        ])
        let whole = registration.run(request)
        let count = GameBlocks.count(games: 300)
        let halves = [0..<(count / 2), (count / 2)..<count].map { registration.runBlocks(request, blocks: $0) }
        let blocks = try halves.flatMap { try #require($0) }.map { block in
            try JSONDecoder().decode(ArchivedBlock.self, from: JSONEncoder().encode(block))
        }
        let folded = try registration.result(folding: blocks, configuration: request.configuration, games: 300)
        #expect(folded.series == whole.series && !whole.series.isEmpty)
    }

    @Test("A tally survives its archive bit for bit")
    func archive() throws {
        let tally = Self.run(games: 5, series: ["lead", "bAfterTurn"], maxSteps: 6).series
        let data = try JSONEncoder().encode(tally)
        #expect(try JSONDecoder().decode([SeriesTally].self, from: data) == tally)
    }
}

/// No figures, but `Codable`: the duel's blocks can then be archived.
struct ArchivableDuelMetrics: GameMetrics, Codable {
    init(game: DuelGame) {}
    mutating func record(_ moment: Moment<DuelGame>, state: DuelGame.State, game: DuelGame) {}
    mutating func finishGame(_ state: DuelGame.State, game: DuelGame) {}
    mutating func merge(_ other: ArchivableDuelMetrics) {}
    func measurements(game: DuelGame) -> [PlaytestHarness.Measurement] { [] }
}
