import PlaytestKit

/// A swarm fuzzer: presses every button on every screen (pause, resume, End Turn, undo, reroll, rematch, New Game,
/// Correct, Skip, How To, Stats) at random virtual times, from a mix of kinds drawn per game and seat.
///
/// The base mix leans on `advance` (the screen's own forward button: Start, I'm next, Next, a valid Submit,
/// Start Round, Start Turn, Correct, Resume, Continue, Next round), so games get through intake and three rounds;
/// `advance` and the short wait are always on. Whole-second waits land on the timer's ticks, so a press can come
/// at the very instant the timer reaches 0, and
/// `pauseAtZero` waits out the countdown on screen and presses Pause at that instant. `staleSubmit` presses Review &
/// Submit as a stale picks screen would (one still showing the previous player's candidates, some now cards), the
/// one way a pick duplicates a card (see docs/games/party.md). At the game's end, `advance` stops (half the time, and always after
/// three games) or presses Rematch, New Game or Stats. The simplest words mean "advance", and stop at the end.
public struct PartyFuzzer: GameBot {
    /// The kinds of press the mix weighs, in order.
    public enum Kind: Int, CaseIterable, Sendable {
        /// Press the screen's main button; let a little or the whole countdown pass; Correct; Skip; Pause; Resume; End Turn; Undo; Reroll; submit any picks; How To; Rematch; New Game; Stats; any button on screen.
        case advance, shortWait, wholeWait, correct, skip, pause, resume, endTurn, undo, reroll, submitAny, howTo, rematch, newGame, stats, anyButton
        /// Wait out the countdown and press Pause at the instant it reaches zero.
        case pauseAtZero
        /// Press Review & Submit as a stale picks screen would.
        case staleSubmit
    }

    /// The base proportions of the kinds.
    public static let baseMix = [30, 10, 8, 10, 6, 3, 3, 2, 3, 3, 2, 1, 1, 1, 1, 2, 2, 3]
    /// The most presses one seat makes in a game.
    public static let maxActions = 3_000

    private var mix: SwarmMix?
    private var taken = 0
    private var pending: PartyAction?

    /// Creates the fuzzer.
    public init(game: PartyGame, seat: Int) {}

    /// A random press or wait; nil to stop.
    ///
    /// Each press reads one accepted word of the seat's stream (and the first press one more, for the mix; see
    /// `press(in:using:)` for the words the mix rejects): its high half picks the kind by the base mix, its low half
    /// seeds the press's arguments, so that a shrinker deleting or lowering one word deletes or simplifies one
    /// press, and a word means the same press in any seat's stream. A zero word is the base mix, or `advance`
    /// with zero arguments.
    public mutating func nextAction<R: RandomNumberGenerator>(in view: PartyView, of game: PartyGame, using rng: inout R) -> PartyAction? {
        guard taken < Self.maxActions else { return nil }
        taken += 1
        if let next = pending {
            pending = nil
            return next
        }
        if mix == nil {
            let word = rng.next()
            var local = Arguments(seed: word)
            mix = word == 0 ? SwarmMix(weights: Self.baseMix)
                : SwarmMix(drawingAround: Self.baseMix, alwaysOn: [Kind.advance.rawValue, Kind.shortWait.rawValue], using: &local)
        }
        let (word, kind) = Self.press(in: mix!, using: &rng)
        var args = Arguments(seed: word & 0xffff_ffff)
        let picks = view.picksPerPlayer
        let shown = max(1, view.candidates.count)
        switch kind {
        case .advance: return advance(view, using: &args)
        case .shortWait: return .wait(milliseconds: 100 * args.draw(in: 1...29))
        case .wholeWait: return .wait(milliseconds: 1_000 * args.draw(in: 1...15))
        case .correct: return .correct
        case .skip: return .skip
        case .pause: return .pause
        case .resume: return .resume
        case .endTurn: return .endTurn
        case .undo: return .undo(args.draw(index: max(1, view.recapCards.count + 1)))
        case .reroll: return .reroll(args.draw(index: shown))
        case .submitAny:
            let count = args.draw(in: 0...(picks + 1))
            return .submit((0..<count).map { _ in args.draw(index: shown) })
        case .howTo: return args.draw(below: 2) == 0 ? .showHowTo : .closeHowTo
        case .rematch: return .rematch
        case .newGame: return .newGame
        case .stats: return args.draw(below: 2) == 0 ? .showStats : .closeStats
        case .anyButton: return Self.anyButton(shown: shown, using: &args)
        case .staleSubmit:
            let start = args.draw(index: shown)
            return .submitStale((0..<min(picks, shown)).map { (start + $0) % shown })
        case .pauseAtZero:
            guard let left = view.millisecondsToZero, left > 0 else { return .pause }
            pending = .pause
            return .wait(milliseconds: left)
        }
    }

    /// The base mix as a `SwarmMix`: what every word's kind is read by.
    static let base = SwarmMix(weights: baseMix)

    /// Reads words until one is accepted as a press under `mix`, and returns it with its kind.
    ///
    /// A word's kind is read by the base mix alone (its high half as a ticket), whatever the seat's mix, so a word
    /// means the same press in every seat's stream and under every mix: a shrinker that zeroes a seat's mix word,
    /// or moves a press from one seat's stream to another's, keeps the press. The seat's mix acts by rejection: a
    /// word of kind k is accepted with probability (k's factor in the mix) / (the mix's largest factor), read from
    /// the word's low half (which also seeds the arguments), else the next word is read. So presses follow the mix
    /// exactly, a kind switched off is never pressed, and the zero word is always accepted, as `advance`.
    static func press<R: RandomNumberGenerator>(in mix: SwarmMix, using rng: inout R) -> (word: UInt64, kind: Kind) {
        let factors = zip(mix.weights, baseMix).map { UInt64($0 / $1) }
        let largest = factors.max() ?? 1
        while true {
            let word = rng.next()
            let kind = kind(ticket: Int(((word >> 32) &* UInt64(base.total)) >> 32), in: base)
            if ((word & 0xffff_ffff) &* largest) >> 32 < factors[kind.rawValue] { return (word, kind) }
        }
    }

    /// The kind a ticket in `0..<mix.total` falls on, by the mix's weights.
    static func kind(ticket: Int, in mix: SwarmMix) -> Kind {
        var left = ticket
        for (index, weight) in mix.weights.enumerated() {
            if left < weight { return Kind(rawValue: index)! }
            left -= weight
        }
        return Kind(rawValue: mix.weights.count - 1)!
    }

    /// A press's arguments: all zeros from a zero seed (the simplest press), else SplitMix64 draws.
    struct Arguments: RandomNumberGenerator {
        var generator: SplitMix64?

        init(seed: UInt64) {
            generator = seed == 0 ? nil : SplitMix64(seed: seed)
        }

        mutating func next() -> UInt64 { generator?.next() ?? 0 }
    }

    /// The forward button of the screen shown.
    mutating func advance<R: RandomNumberGenerator>(_ view: PartyView, using rng: inout R) -> PartyAction? {
        switch view.stage {
        case .home: return .startSettings
        case .howTo: return .closeHowTo
        case .settings: return .startIntake
        case .intakeHandoff: return .intakeProceed
        case .intakeName: return .saveName
        case .intakePicks:
            let shown = max(1, view.candidates.count)
            let start = rng.draw(index: shown)
            return .submit((0..<view.picksPerPlayer).map { (start + $0) % shown })
        case .roundIntro: return .startRound
        case .turnHandoff: return .beginTurn
        case .turn: return .correct
        case .turnPaused: return .resume
        case .turnSkipComplete: return .acknowledgeSkips
        case .recap: return .nextHandoff
        case .roundEnd: return .nextRound
        case .gameStats: return .closeStats
        case .gameEnd:
            if view.gamesCompleted >= 3 || rng.draw(below: 2) == 0 { return nil }
            return [PartyAction.rematch, .newGame, .showStats][rng.draw(index: 3)]
        }
    }

    /// Any button at all, with random arguments.
    static func anyButton<R: RandomNumberGenerator>(shown: Int, using rng: inout R) -> PartyAction {
        let all: [PartyAction] = [.startSettings, .showHowTo, .closeHowTo, .startIntake, .intakeProceed, .saveName, .reroll(rng.draw(index: shown)),
                                  .submit([rng.draw(index: shown)]), .startRound, .beginTurn, .correct, .skip, .pause, .resume, .endTurn,
                                  .acknowledgeSkips, .undo(rng.draw(index: 4)), .nextHandoff, .nextRound, .showStats, .closeStats, .rematch,
                                  .newGame]
        return all[rng.draw(index: all.count)]
    }
}
