import Testing
import PlaytestKit

@Suite("SeatGroup and per-bot outcomes")
struct SeatGroupTests {
    @Test("typed keys write and read the reports' keys, and order as the reports list them")
    func keys() {
        let groups: [SeatGroup] = [.role("spy"), .bot("low"), .team("red"), .seat(10), .team("blue"), .seat(2), .role("agent")]
        #expect(groups.map(\.description) == ["role spy", "bot low", "team red", "seat 10", "team blue", "seat 2", "role agent"])
        #expect(groups.map { SeatGroup(key: $0.description) } == groups)
        #expect(groups.sorted().map(\.description) == ["seat 2", "seat 10", "team blue", "team red", "role agent", "role spy", "bot low"])
        #expect(SeatGroup(key: "seat x") == nil && SeatGroup(key: "seat") == nil && SeatGroup(key: "table 1") == nil)
    }
}

/// In the serialized seats suite: the peeking bot's log is shared.
extension SeatViewTests {
    @Test("a run's seat groups are found by typed key; a seat-numbered table gives each bot's seat-games")
    func byBot() throws {
        let bots = BotAssignment(entries: [.init(selector: "0", bot: "low"), .init(selector: "*", bot: "peek")])
        let result = SecretGame.registration.run(RunRequest(
            configuration: SecretGame.descriptor.defaultConfiguration, bots: bots, seed: 5, games: 60))
        let seat0 = try #require(result.seats.group(.seat(0)))
        let seat1 = try #require(result.seats.group(.seat(1)))
        #expect(seat0.group == .seat(0) && seat0.decidedGames == 60)
        #expect(result.seats.group(.team("red"))?.decidedGames == 60)
        let perBot = try #require(result.seats.byBot(bots))
        #expect(perBot.map(\.key) == ["bot low", "bot peek"])
        #expect(perBot[0].gamesWon == seat0.gamesWon && perBot[1].gamesWon == seat1.gamesWon && perBot[1].decidedGames == 60)
        let uniform = try #require(result.seats.byBot(BotAssignment("peek")))
        #expect(uniform.count == 1 && uniform[0].decidedSeatGames == 120 && uniform[0].seatGamesWon == seat0.gamesWon + seat1.gamesWon)
        #expect(result.seats.byBot(BotAssignment(entries: [.init(selector: "spy", bot: "peek"), .init(selector: "*", bot: "low")])) == nil)
    }
}
