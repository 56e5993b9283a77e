import Testing
@testable import Snakesss

@Suite("ScoringService")
struct ScoringServiceTests {
    @Test("kw: each right non-snake scores K, a wrong one 0, each snake W")
    func kw() {
        let roles: [Role] = [.human, .human, .snake, .mongoose, .snake, .human]
        let votes: [Vote] = [.b, .a, .snake, .b, .snake, .c]
        #expect(ScoringService.calculateRoundScores(roles: roles, votes: votes, answer: .b, table: .kw) == [2, 0, 2, 2, 2, 0])
    }

    @Test("rulesScreen: +4 per right vote, +1 per round per snake, +2 for a right mongoose")
    func rulesScreen() {
        let roles: [Role] = [.human, .human, .snake, .mongoose]
        let votes: [Vote] = [.b, .a, .snake, .b]
        #expect(ScoringService.calculateRoundScores(roles: roles, votes: votes, answer: .b, table: .rulesScreen) == [4, 0, 1, 6])
    }

    @Test("a numeric table: a right non-snake scores a + bK, a right mongoose m more, each snake c + dW")
    func numeric() {
        let table = ScoringTable.numeric(rightBase: 2, rightPerRight: 3, snakeBase: 1, snakePerWrong: 2, mongooseBonus: 5)
        let roles: [Role] = [.human, .human, .snake, .mongoose, .snake, .human]
        let votes: [Vote] = [.b, .a, .snake, .b, .snake, .c]
        // K = 2 right (seats 0 and 3), W = 2 wrong: right non-snakes 2 + 3 x 2 = 8, the mongoose 8 + 5, snakes 1 + 2 x 2 = 5.
        #expect(ScoringService.calculateRoundScores(roles: roles, votes: votes, answer: .b, table: table) == [8, 0, 5, 13, 5, 0])
        #expect(table.name == "right 2+3K, snake 1+2W, mongoose +5")
    }

    @Test("the numeric parameters' defaults are the kw table exactly, and rulesScreen stays a named table")
    func defaultsAreKW() throws {
        #expect(SnakesssGame(players: 6).settings.table == .kw)
        #expect(SnakesssGame(players: 6, scoring: "rulesScreen").settings.table == .rulesScreen)
        let configuration = try SnakesssGame.descriptor.configuration(
            rules: "documented", settings: [("rightBase", .integer(1)), ("snakePerWrong", .integer(2))])
        let table = SnakesssSettings(configuration: configuration).table
        #expect(table == .numeric(rightBase: 1, rightPerRight: 1, snakeBase: 0, snakePerWrong: 2, mongooseBonus: 0))
        #expect(table != .kw)
    }
}
