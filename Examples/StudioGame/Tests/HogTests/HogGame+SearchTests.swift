import Hog
import PlaytestKit
import Testing

@Suite("Hog's search bot")
struct HogSearchTests {
    @Test("search-N plays two-player games under every invariant, the same with 1 and 2 jobs, and beats the random fuzzer")
    func plays() {
        let registration = HogGame.registration
        let assignment = BotAssignment(entries: [BotAssignment.Entry(selector: "0", bot: "search-30"),
                                                 BotAssignment.Entry(selector: BotAssignment.everySeat, bot: "fuzzer")])
        let configuration = try! HogGame.descriptor.configuration(rules: "documented", settings: [("players", .integer(2))])
        var request = RunRequest(configuration: configuration, bots: assignment, seed: 6, games: 70, jobs: 1)
        let one = registration.run(request)
        request.jobs = 2
        let two = registration.run(request)
        #expect(one.allHeld && one.steps == two.steps)
        // Seat 0's wins, counted once per game (a ratio over games: its numerator is the games won).
        let wins = Int(one.seats.group(SeatGroup.seat(0))?.wins.numeratorSum ?? 0)
        #expect(wins > 35, "search-30 won \(wins) of 70 against the fuzzer")
    }
}
