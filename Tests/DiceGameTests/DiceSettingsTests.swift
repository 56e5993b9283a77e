import PlaytestKit
import Testing
@testable import DiceGame

@Suite("DiceSettings")
struct DiceSettingsTests {
    @Test("settings read a configuration's count and turns once; the game plays by them")
    func readsConfiguration() throws {
        let configuration = try DiceRollGame.descriptor.configuration(
            rules: "documented", settings: [("count", .integer(9)), ("turns", .integer(3))])
        let game = DiceRollGame(configuration: configuration)
        #expect(game.settings == DiceSettings(count: 9, turns: 3))
        #expect(game.count == 9 && game.turns == 3)
        var rng = Xoshiro256StarStar(seed: 1)
        #expect(game.makeInitialState(using: &rng).group.dice.count == 9)
    }

    @Test("the defaults are the app's: 6 dice, 5 turns")
    func defaults() throws {
        let configuration = try DiceRollGame.descriptor.configuration(rules: "documented", settings: [])
        #expect(DiceSettings(configuration: configuration) == DiceSettings())
        #expect(DiceSettings() == DiceSettings(count: 6, turns: 5))
    }
}
