import PlaytestKit
import Testing
@testable import PlaytestHarness
@testable import Snakesss

@Suite("Snakesss's clairvoyant ceiling")
struct SnakesssClairvoyantTests {
    /// A session played on by ownBelief players to the first vote.
    static func atFirstVote(seed: UInt64) -> (SnakesssGame, SnakesssSession) {
        let game = SnakesssGame()
        var chance = Xoshiro256StarStar(seed: seed)
        var session = game.makeInitialState(using: &chance)
        while !(session.phase == .voting(playerIndex: 0)) {
            let seat = game.seatToAct(in: session)
            var bot = SnakesssPlayer<OwnBelief, Coordinated>(game: game, seat: seat)
            let action = bot.nextAction(in: game.view(of: session, for: seat), seat: seat, of: game, using: &chance)!
            game.apply(action, to: &session, using: &chance)
        }
        return (game, session)
    }

    @Test("a player's view never carries the roles; the clairvoyant view does, and determinises to the true roles")
    func reveals() {
        let (game, session) = Self.atFirstVote(seed: 5)
        let seat = session.players.firstIndex { $0.role != .snake }!
        #expect(game.view(of: session, for: seat).revealedRoles == nil)
        let view = game.clairvoyantView(of: session, for: seat)
        #expect(view.revealedRoles == session.players.map(\.role))
        for seed: UInt64 in 0..<20 {
            var rng = Xoshiro256StarStar(seed: seed)
            #expect(game.determinise(view, seat: seat, using: &rng).players.map(\.role) == session.players.map(\.role))
        }
    }

    @Test("seesRoles votes the letter the non-snakes make most likely, and ignores what the snakes said")
    func votes() {
        let game: SnakesssGame
        var session: SnakesssSession
        (game, session) = Self.atFirstVote(seed: 11)
        let seat = session.players.firstIndex { $0.role != .snake }!
        // This seat believes B and every snake says B; every other non-snake says C. Counting everyone, B ties or
        // leads; counting the non-snakes only, C leads, so C is the most likely answer.
        for index in session.statements.indices {
            session.statements[index] = index == seat || session.snakes.contains(index) ? .b : .c
        }
        session.beliefs[seat] = .b
        let nonSnakes = session.players.indices.filter { !session.snakes.contains($0) }.count
        #expect(nonSnakes >= 3, "two other non-snakes to outvote this seat")
        #expect(SnakesssSeer.vote(game.clairvoyantView(of: session, for: seat), settings: game.settings) == .c)
        // Without the roles (an ordinary view) it votes its own belief.
        #expect(SnakesssSeer.vote(game.view(of: session, for: seat), settings: game.settings) == .b)
    }

    @Test("in a mixed seating only the ceiling's seats are shown the clairvoyant view")
    func mixedSeating() {
        let (game, session) = Self.atFirstVote(seed: 7)
        let assignment = BotAssignment(entries: [BotAssignment.Entry(selector: "0", bot: "seesRoles"),
                                                 BotAssignment.Entry(selector: BotAssignment.everySeat, bot: "ownBelief")])
        let reveal = MixedPlayers<SnakesssGame>.Reveal(bot: "seesRoles") { game, state, seat in game.clairvoyantView(of: state, for: seat) }
        let players = MixedPlayers<SnakesssGame>(assignment: assignment, seats: game.seatCount, revealing: [reveal]) { _, game, seat in
            SnakesssPlayer<OwnBelief, Coordinated>(game: game, seat: seat)
        }
        #expect(players.view(of: session, seat: 0, in: game).revealedRoles == session.players.map(\.role))
        for seat in 1..<game.seatCount { #expect(players.view(of: session, seat: seat, in: game).revealedRoles == nil) }
        let entry = BotEntry<SnakesssGame, SnakesssMetrics>(clairvoyant: SnakesssSeer.self, id: "c", summary: "c") { SnakesssSeer(game: $0, seat: $1) }
        #expect(entry.reveal != nil)
        #expect(BotEntry<SnakesssGame, SnakesssMetrics>(SnakesssSeer.self, id: "h", summary: "h", checks: false).reveal == nil)
    }

    @Test("seesRoles meets ownBelief seated by seat: every invariant holds, the same with 1 and 2 jobs, and it outscores ownBelief")
    func plays() {
        let registration = SnakesssGame.registration
        let assignment = BotAssignment(entries: [BotAssignment.Entry(selector: "0", bot: "seesRoles"), BotAssignment.Entry(selector: "1", bot: "seesRoles"),
                                                 BotAssignment.Entry(selector: BotAssignment.everySeat, bot: "ownBelief")])
        var request = RunRequest(configuration: SnakesssGame.descriptor.defaultConfiguration, bots: assignment, seed: 4, games: 200, jobs: 1)
        let one = registration.run(request)
        request.jobs = 2
        let two = registration.run(request)
        #expect(one.allHeld && one.steps == two.steps)
        let seer = (one.seats.group(SeatGroup.seat(0))?.score.ratio ?? 0) + (one.seats.group(SeatGroup.seat(1))?.score.ratio ?? 0)
        let honest = (one.seats.group(SeatGroup.seat(2))?.score.ratio ?? 0) + (one.seats.group(SeatGroup.seat(3))?.score.ratio ?? 0)
        #expect(seer > honest, "\(seer) against \(honest)")
    }
}
