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
}
