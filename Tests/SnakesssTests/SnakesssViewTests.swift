import PlaytestKit
import Testing
@testable import Snakesss

@Suite("SnakesssView")
struct SnakesssViewTests {
    /// A session played to the middle of round 1's discussion.
    static func discussion(seed: UInt64) -> SnakesssSession {
        var rng = Xoshiro256StarStar(seed: seed)
        var session = SnakesssSession(settings: SnakesssGame(players: 6).settings, using: &rng)
        while session.phase != .discussion { session.next(using: &rng) }
        session.say(.a)
        return session
    }

    @Test("a human's view holds no role but its own and the mongoose's, and no answer (seeds 0..<40)")
    func humanView() {
        for seed: UInt64 in 0..<40 {
            let session = Self.discussion(seed: seed)
            for seat in session.players.indices where session.players[seat].role != .snake {
                let view = SnakesssView(session, seat: seat)
                #expect(view.role == session.players[seat].role, "seed \(seed)")
                #expect(view.mongoose == session.mongoose, "seed \(seed): everyone knows the mongoose")
                #expect(view.answer == nil && view.fellowSnakes.isEmpty, "seed \(seed): a non-snake sees no answer and no snake")
                // Every field of the view, by name: none carries another seat's role or the question's answer (the
                // ceiling's `revealedRoles` is nil in every view a player gets).
                let fields = Mirror(reflecting: view).children.compactMap(\.label)
                #expect(fields == ["seat", "phase", "round", "players", "role", "mongoose", "questionText", "questionID", "questionDifficulty", "belief", "answer",
                                   "fellowSnakes", "statements", "totals", "bankLetterShares", "revealedRoles"])
                #expect(view.revealedRoles == nil, "seed \(seed): no player is shown the roles")
            }
        }
    }

    @Test("a snake sees the answer and the other snakes")
    func snakeView() throws {
        let session = Self.discussion(seed: 3)
        let snakes = session.snakes
        let seat = try #require(snakes.first)
        let view = SnakesssView(session, seat: seat)
        #expect(view.answer == session.question?.answer)
        #expect(view.fellowSnakes == Array(snakes.dropFirst()))
        #expect(view.belief == nil)
    }

    @Test("before the announcement no one knows the mongoose")
    func beforeAnnouncement() {
        var rng = Xoshiro256StarStar(seed: 1)
        let session = SnakesssSession(settings: SnakesssGame(players: 5).settings, using: &rng)
        #expect(SnakesssView(session, seat: 0).mongoose == nil && SnakesssView(session, seat: 0).questionText == nil)
    }
}
