import PlaytestKit
@testable import Party

/// A store moved through intake and into round `round`'s first turn with the engine's own calls.
enum PartyTestSupport {
    /// A store with `players` players of `picks` picks each, at round 1's intro.
    static func dealt(players: Int = 4, picks: Int = 2, timer: Int = 60, rules: PartyRules = .documented, seed: UInt64 = 1) -> (GameStore, Xoshiro256StarStar) {
        var rng = Xoshiro256StarStar(seed: seed)
        var store = GameStore(settings: Settings(players: players, timerSeconds: timer, picksPerPlayer: picks), rules: rules)
        store.dealWithoutIntake(using: &rng)
        return (store, rng)
    }

    /// Lets `seconds` of virtual time pass.
    static func wait(_ store: inout GameStore, seconds: Int, rng: inout Xoshiro256StarStar) {
        var observer = IgnoringObserver<PartyGame>()
        store.advance(by: Int64(seconds) * GameStore.second, using: &rng, observer: &observer)
    }

    /// Plays the round to its end: every turn taps Correct until the deck is empty.
    static func clearRound(_ store: inout GameStore, rng: inout Xoshiro256StarStar) {
        if store.stage == .roundIntro { store.startRound(using: &rng) }
        while store.stage != .roundEnd {
            switch store.stage {
            case .turnHandoff: store.beginTurn()
            case .turn: store.markCorrect()
            case .recap: store.recapDoneNextHandoff()
            default: return
            }
        }
    }
}
