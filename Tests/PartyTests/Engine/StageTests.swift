import Testing
@testable import Party

@Suite("Stage")
struct StageTests {
    @Test("the machine has the document's fifteen stages and its transitions (How To back to Home added)")
    func machine() {
        #expect(Stage.allCases.count == 15)
        #expect(Stage.home.successors == [.howTo, .settings] && Stage.howTo.successors == [.home])
        #expect(Stage.intakePicks.canMove(to: .roundIntro) && Stage.intakePicks.canMove(to: .intakeHandoff))
        #expect(Stage.turn.successors == [.turnPaused, .turnSkipComplete, .recap])
        #expect(Stage.gameEnd.successors == [.gameStats, .roundIntro, .home])
        #expect(!Stage.recap.canMove(to: .roundIntro) && !Stage.turnSkipComplete.canMove(to: .turn))
        let edges = Stage.allCases.reduce(0) { $0 + $1.successors.count }
        #expect(edges == 24)
    }

    @Test("a whole game with rematch, stats and new game moves only along the machine")
    func wholeGame() {
        var (store, rng) = PartyTestSupport.dealt()
        var visited: [Stage] = [store.stage]
        for _ in 0..<3 {
            PartyTestSupport.clearRound(&store, rng: &rng)
            visited.append(store.stage)
            store.proceedToNextRoundOrEnd()
        }
        #expect(store.stage == .gameEnd && store.teamScores[0] + store.teamScores[1] == 24 && store.gamesCompleted == 1)
        let statsAndRematch = store.showStats() && store.closeStats() && store.rematchSameSettings()
        #expect(statsAndRematch)
        #expect(store.stage == .roundIntro && store.teamScores == [0, 0] && store.allCards.count == 8)
        for _ in 0..<3 {
            PartyTestSupport.clearRound(&store, rng: &rng)
            store.proceedToNextRoundOrEnd()
        }
        let clearedForNewGame = store.newGame() && store.stage == .home && store.allCards.isEmpty && store.players.isEmpty
        #expect(clearedForNewGame)
        let howToAndBack = store.showHowTo() && store.closeHowTo() && store.stage == .home
        #expect(howToAndBack)
    }
}
