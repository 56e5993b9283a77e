import Hog
import PlaytestKit
import Testing

/// Hog gets Playtest's game-quality measures (docs/quality.md) with no code of its own: two or more seats give the
/// standings measures, and its search decisions give decision moves and branching.
@Suite struct HogQualityTests {
    @Test func qualityMeasuresComeWithNoGameCode() throws {
        let configuration = try HogGame.descriptor.configuration(rules: "documented", settings: [("players", .integer(2))])
        let bot = try #require(HogGame.registration.bots.first).id
        let result = HogGame.registration.run(RunRequest(configuration: configuration, bots: BotAssignment(bot), seed: 3, games: 200))
        func ratio(_ name: String) -> Double? {
            guard case .ratio(let ratio)? = result.measurements.first(where: { $0.name == "quality." + name })?.value else { return nil }
            return ratio.ratio
        }
        for name in ["leadChange", "drama", "decisiveness", "stability", "decisionMoves"] {
            let value = try #require(ratio(name), "quality.\(name)")
            #expect((0...1).contains(value), "quality.\(name) is a share: \(value)")
        }
        #expect((ratio("branching") ?? 0) >= 1, "a seat to act has at least one choice")
        #expect((ratio("leadChange") ?? 0) > 0, "a dice race changes leader sometimes")
    }
}
