import PlaytestAppRuntime
import PlaytestKit

/// A swarm fuzzer for the app: each game draws a mix of taps (Roll, a die, End Turn, New Turn, Menu, Start) and
/// waits (a random 0-400 ms, or until the app settles), so some games tap dice mid-roll, some leave for the menu
/// and come back mid-animation, some tap dice after End Turn.
struct DiceAppFuzzer: GameBot {
    enum Kind: Int, CaseIterable { case roll, die, endTurn, newTurn, menu, start, wait, settle }
    static let baseMix = [6, 8, 3, 3, 2, 3, 6, 4]
    /// Taps and waits per game; then the fuzzer lets the app settle and stops (a session need not reach its end).
    static let budget = 300
    private var mix: SwarmMix?
    private var actions = 0

    init(game: DiceApp, seat: Int) {}

    mutating func nextAction<R: RandomNumberGenerator>(in state: LiveState<DiceApp>, of game: DiceApp, using rng: inout R) -> LiveAction<DiceTap>? {
        actions += 1
        if actions > Self.budget { return state.isSettled ? nil : .settle }
        if mix == nil { mix = SwarmMix(drawingAround: Self.baseMix, alwaysOn: [Kind.roll.rawValue, Kind.endTurn.rawValue, Kind.newTurn.rawValue], using: &rng) }
        switch Kind(rawValue: mix!.pick(using: &rng))! {
        case .roll: return .tap(.roll)
        case .die: return .tap(.toggleLock(rng.draw(index: max(1, state.snapshot.dice.count))))
        case .endTurn: return .tap(.endTurn)
        case .newTurn: return .tap(.newTurn)
        case .menu: return .tap(.exitToMenu)
        case .start: return .tap(.startGame)
        case .wait: return .advance(microseconds: Int64(rng.draw(in: 0...400)) * 1_000)
        case .settle: return .settle
        }
    }
}
