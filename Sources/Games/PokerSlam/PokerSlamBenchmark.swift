import PlaytestKit

/// Whole PokerSlam games in a tight loop, for `playtest bench`: a bot plays each game to its end, with every
/// invariant checked after the deal and after every move, or with none.
public enum PokerSlamBenchmark {
    /// Plays `games` games (game i on the streams of (seed, i)) with `Bot`; returns the total score (a checksum)
    /// and the number of broken invariants (0 unless the engine is broken). Inlinable, so that the caller's
    /// concrete bot type is compiled into the loop. The bot is `Bot(game:seat:)` and is asked as the runner asks it,
    /// with its seat, so any `GameBot` may be timed here (`SearchBot` with its default settings, not a registered
    /// `search-N` rung's).
    @inlinable
    public static func play<Bot: GameBot>(
        _ bot: Bot.Type, games: Int, seed: UInt64, checked: Bool, game: PokerSlamGame = PokerSlamGame()
    ) -> (score: Int, broken: Int) where Bot.Game == PokerSlamGame {
        var total = 0
        var broken = 0
        for index in 0..<games {
            var streams = GameStreams(seed: seed, game: UInt64(index), seatCount: 1)
            var state = game.makeInitialState(using: &streams.chance)
            var player = Bot(game: game, seat: 0)
            if checked { broken += violations(.start, state, game) }
            while !game.isTerminal(state) {
                // With the seat, as the runner asks: every bot answers this one (a bot that implements only it, as
                // SearchBot once did, stops the program when asked without it).
                guard let action = player.nextAction(in: game.view(of: state, for: 0), seat: 0, of: game, using: &streams.seats[0])
                else { break }
                if checked {
                    let before = state
                    game.apply(action, to: &state)
                    broken += violations(.action(action, before: before), state, game)
                } else {
                    game.apply(action, to: &state)
                }
            }
            total += state.score
        }
        return (total, broken)
    }

    /// Plays `games` games with the search bot at `iterations` per decision and the registered rungs' settings
    /// (`PokerSlamGame.searchSettings`), invariants off; returns the total score and the number of decisions it
    /// searched (those with two or more choices), so that iterations per second are searched decisions x iterations
    /// over the time.
    public static func playSearch(iterations: Int, games: Int, seed: UInt64, game: PokerSlamGame = PokerSlamGame()) -> (score: Int, searched: Int) {
        var total = 0
        var searched = 0
        var choices: [PokerSlamAction] = []
        let settings = PokerSlamGame.searchSettings.with(iterations: iterations)
        for index in 0..<games {
            var streams = GameStreams(seed: seed, game: UInt64(index), seatCount: 1)
            var state = game.makeInitialState(using: &streams.chance)
            var player = SearchBot(game: game, seat: 0, settings: settings)
            while !game.isTerminal(state) {
                let view = game.view(of: state, for: 0)
                choices.removeAll(keepingCapacity: true)
                game.decisions(in: view, seat: 0, into: &choices)
                if choices.count > 1 { searched += 1 }
                guard let action = player.nextAction(in: view, seat: 0, of: game, using: &streams.seats[0]) else { break }
                game.apply(action, to: &state)
            }
            total += state.score
        }
        return (total, searched)
    }

    @usableFromInline
    static func violations(_ moment: Moment<PokerSlamGame>, _ state: PokerSlamSession, _ game: PokerSlamGame) -> Int {
        var count = 0
        for invariant in PokerSlamInvariant.allCases where invariant.facts.moments.contains(moment.kind) {
            if invariant.check(moment, in: state, of: game) != nil { count += 1 }
        }
        return count
    }
}
