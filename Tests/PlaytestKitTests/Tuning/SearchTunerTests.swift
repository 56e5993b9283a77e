import PlaytestKit
@testable import PlaytestKitTestGames
import Testing

/// The treasure hunt with its search registered handicapped: widening 0.3 lets a node of n visits hold only
/// ceil(0.3 sqrt(n)) children, so at 40 iterations the search never tries the third or fourth choice and never reaches
/// the 50 and 100 under choice 3. No widening is the planted better setting.
private let handicapped = GameRegistration.make(TreasureGame.self, bots: [
    BotEntry(TreasureFirstBot.self, id: "first", summary: "always picks 0", checks: true),
    .search(settings: SearchSettings(iterations: 40, wideningScale: 0.3)),
])

@Suite("The search tuner")
struct SearchTunerTests {
    @Test("successive halving finds the planted better setting (no widening) and the confirmation shows it better than the registered one")
    func findsPlantedSetting() throws {
        let spec = SearchTuneSpec(iterations: 40, reference: "first", explorations: [0.7, 2], widenings: [0.3, nil], games: 4, confirmGames: 6)
        let tuner = try SearchTuner(registration: handicapped, configuration: TreasureGame.descriptor.defaultConfiguration, spec: spec, seed: 7)
        #expect(tuner.pool.count == 4, "the registered (0.7, 0.3) first, then (0.7, none), (2, 0.3), (2, none)")
        #expect(tuner.pool[0].settings.wideningScale == 0.3 && tuner.measure == .score)
        let search = tuner.search()
        let winner = tuner.pool[search.winner]
        #expect(winner.settings.wideningScale == nil, "picked \(winner.label)")
        #expect(search.trace.count == 4 + 2, "4 candidates, then 2 (the rung that keeps one is the last)")
        #expect(search.trace.filter { $0.rung == 1 && $0.variant.settings.wideningScale == 0.3 }.allSatisfy { !$0.kept })
        #expect(search.games == (4 * 4 + 4) + (2 * 8 + 8), "each rung: every candidate's deals and the reference's own")
        #expect(tuner.work == search.games + 6 * 3, "the budget said beforehand is what is played")
        let confirmation = tuner.confirm(search.winner)
        #expect(confirmation.seed == Tuner.confirmationSeed(for: 7))
        #expect(confirmation.registered.mean <= 10, "the handicapped search scores at most 10: \(confirmation.registered.text)")
        #expect(confirmation.isShownBetter && confirmation.gain.lower > 30, "\(confirmation.gain.text)")
        let report = SearchTuneReport(tuner: tuner, search: search, confirmation: confirmation, command: "test")
        #expect(report.recommended == winner)
        #expect(report.markdown().contains("SearchSettings(iterations: 40" + (winner.settings.exploration == 2 ? ", exploration: 2)" : ")")))
    }

    @Test("a tuning of a three-seat hidden-hand game writes the same bytes with 1 and 3 jobs")
    func sameBytesWhateverJobs() throws {
        let spec = SearchTuneSpec(iterations: 6, reference: "heuristic", explorations: [0.3], widenings: [nil, 1], games: 4, confirmGames: 4)
        func report(jobs: Int) throws -> [ReportFile] {
            let tuner = try SearchTuner(registration: TricksGame.registration, configuration: TricksGame.descriptor.defaultConfiguration,
                                        spec: spec, seed: 11, jobs: jobs)
            #expect(tuner.seats == 3 && tuner.measure == .win)
            let search = tuner.search()
            return SearchTuneReport(tuner: tuner, search: search, confirmation: tuner.confirm(search.winner), command: "test").render()
        }
        let one = try report(jobs: 1)
        #expect(one == (try report(jobs: 3)))
        #expect(one[1].contents.split(separator: "\n").count == 1 + 3 + 2, "a header, then 3 and 2 candidates")
    }

    @Test("every unusable field is refused before anything is played, naming it", arguments: [
        (SearchTuneSpec(family: "nosuch", iterations: 10, reference: "first"), "search"),
        (SearchTuneSpec(iterations: 10, reference: "nobody"), "against"),
        (SearchTuneSpec(iterations: 10, reference: "search-0"), "against"),
        (SearchTuneSpec(iterations: 10, reference: "first", explorations: [-1]), "explorations"),
        (SearchTuneSpec(iterations: 10, reference: "first", widenings: [0]), "widenings"),
        (SearchTuneSpec(iterations: 10, reference: "first", cutoffs: [-2]), "cutoffs"),
        (SearchTuneSpec(iterations: 10, reference: "first", steps: [0]), "steps"),
        (SearchTuneSpec(iterations: 10, reference: "first", games: 1), "games"),
    ])
    func refusesBadFields(spec: SearchTuneSpec, field: String) {
        #expect(throws: SearchTuneError.self) {
            _ = try SearchTuner(registration: handicapped, configuration: TreasureGame.descriptor.defaultConfiguration, spec: spec, seed: 1)
        }
        do {
            _ = try SearchTuner(registration: handicapped, configuration: TreasureGame.descriptor.defaultConfiguration, spec: spec, seed: 1)
        } catch {
            #expect(error.field == field && error.description.hasPrefix("--\(field): "), "\(error)")
        }
    }

    @Test("a variant is registered beside the family, under a free prefix only, and plays as its settings say")
    func variantBesideFamily() throws {
        #expect(handicapped.searchSettings(ofFamily: "search")?.wideningScale == 0.3)
        #expect(handicapped.searchSettings(ofFamily: "first") == nil)
        let variant = SearchVariant(settings: SearchSettings(iterations: 1))
        #expect(handicapped.addingSearchVariant(variant, of: "search", as: "search") == nil, "the prefix is taken")
        #expect(handicapped.addingSearchVariant(variant, of: "nosuch", as: "tuned") == nil)
        let added = try #require(handicapped.addingSearchVariant(variant, of: "search", as: "tuned"))
        #expect(added.bot("tuned-40") != nil && added.bot("search-40") != nil)
        #expect(variant.swiftSettings(iterations: 40) == "SearchSettings(iterations: 40)")
        func scores(_ bot: String) -> [Double?] {
            var request = RunRequest(configuration: TreasureGame.descriptor.defaultConfiguration, bots: BotAssignment(bot), seed: 3, games: 2)
            request.recordsGames = true
            return added.run(request).recordedGames.map { $0.scores[0] }
        }
        #expect(scores("tuned-300") == [100, 100], "without widening 300 iterations find the optimum")
        #expect(scores("search-40").allSatisfy { ($0 ?? 0) <= 10 }, "at 40 iterations the registered widening never reaches choice 3")
    }
}
