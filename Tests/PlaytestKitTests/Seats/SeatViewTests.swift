import PlaytestTesting
import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("Seats and views", .serialized)
struct SeatViewTests {
    static let game = SecretGame(configuration: SecretGame.descriptor.defaultConfiguration)

    @Test("each bot receives only its own seat's view: its own secret, never the other's")
    func botsSeeOnlyTheirView() {
        PeekingBot.log.removeAll()
        let result = SecretGame.registration.run(RunRequest(
            configuration: SecretGame.descriptor.defaultConfiguration, bots: BotAssignment("peek"), seed: 4, games: 40))
        #expect(result.allHeld)
        let log = PeekingBot.log.current
        #expect(log.count == 40 * 6, "three guesses per seat per game")
        for entry in log {
            #expect(entry.view.seat == entry.seat, "a bot is asked only on its own seat's turns")
            let ownRange = entry.seat == 0 ? 1...50 : 51...100
            #expect(ownRange.contains(entry.view.mySecret))
            // Everything in the view that is not a guess said aloud: nothing from the other seat's range.
            let otherRange = entry.seat == 0 ? 51...100 : 1...50
            #expect(!otherRange.contains(entry.view.mySecret), "seat \(entry.seat) saw a number of the other's range")
        }
        #expect(Set(log.map(\.seat)) == [0, 1], "both seats played")
    }

    @Test("a bot per seat: bots are chosen by seat number, then role, then team, then *")
    func assignmentPrecedence() {
        let bots = BotAssignment(entries: [
            .init(selector: "blue", bot: "teamBot"), .init(selector: "spy", bot: "roleBot"),
            .init(selector: "1", bot: "seatBot"), .init(selector: "*", bot: "anyBot"),
        ])
        #expect(bots.bot(forSeat: 1, labels: SeatLabels(team: "blue", role: "spy")) == "seatBot")
        #expect(bots.bot(forSeat: 0, labels: SeatLabels(team: "blue", role: "spy")) == "roleBot")
        #expect(bots.bot(forSeat: 0, labels: SeatLabels(team: "blue", role: "agent")) == "teamBot")
        #expect(bots.bot(forSeat: 0, labels: SeatLabels(team: "red", role: "agent")) == "anyBot")
        #expect(bots.uniformBot == nil && BotAssignment("x").uniformBot == "x")
        #expect(bots.description == "blue=teamBot,spy=roleBot,1=seatBot,*=anyBot")
    }

    @Test("a mixed table seats the bot of each seat's role, dealt by chance, and replays the same")
    func mixedTable() throws {
        PeekingBot.log.removeAll()
        let bots = BotAssignment(entries: [.init(selector: "spy", bot: "peek"), .init(selector: "*", bot: "low")])
        let configuration = SecretGame.descriptor.defaultConfiguration
        let request = RunRequest(configuration: configuration, bots: bots, seed: 11, games: 30)
        let result = SecretGame.registration.run(request)
        #expect(result.games == 30 && result.allHeld)
        // Only the spy's seat is played by the peeking bot: it is asked three times per game.
        #expect(PeekingBot.log.current.count == 30 * 3)
        let token = request.token(game: 3, gameID: "secret")
        #expect(token.description.hasPrefix("pt3:secret:documented:spy=peek,_=low:"))
        let once = try SecretGame.registration.replay(try ReplayToken.parse(token.description).get())
        let twice = try SecretGame.registration.replay(token)
        #expect(once.steps == twice.steps && once.steps.count == 6)
    }

    @Test("per-seat, per-team and per-role outcomes are summarised in key order")
    func seatOutcomes() throws {
        let result = SecretGame.registration.run(RunRequest(
            configuration: SecretGame.descriptor.defaultConfiguration, bots: BotAssignment("peek"), seed: 2, games: 100))
        let keys = result.seats.groups.map(\.key)
        #expect(keys == ["seat 0", "seat 1", "team blue", "team red", "role agent", "role spy"])
        for group in result.seats.groups {
            #expect(group.decidedGames == 100, "\(group.key): one decided seat-game per game")
            #expect(group.games == 100 && group.seatGames == 100)
        }
        // Three guesses in a range of 50: about 6% of seat-games find the secret.
        let wins = result.seats.groups[0].gamesWon
        #expect(wins < 30, "seat 0 won \(wins) of 100")
    }

    @Test("the conformance of a two-seat game: both seats play, any bot per seat, with 1 or 2 jobs alike")
    func jobsDoNotMatter() {
        let bots = BotAssignment(entries: [.init(selector: "0", bot: "low"), .init(selector: "*", bot: "peek")])
        let request = RunRequest(configuration: SecretGame.descriptor.defaultConfiguration, bots: bots, seed: 5, games: 130, jobs: 1)
        var parallel = request
        parallel.jobs = 2
        let one = SecretGame.registration.run(request)
        let two = SecretGame.registration.run(parallel)
        #expect(one.steps == two.steps && one.checks == two.checks)
        #expect(one.seats.groups == two.seats.groups)
    }
}

extension SeatViewTests {
    @Test("the shared conformance suite passes for a two-seat game with a secret")
    func conformance() {
        expectGameConformance(SecretGame.registration, games: 10, seed: 3)
    }
}
