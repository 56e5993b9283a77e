import PlaytestKit

extension LiveGame {
    /// Builds the app in a fresh world, its set-up chance drawn from `rng`.
    public func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> LiveState<Self> {
        let world = LiveWorld(game: self)
        withUnsafeMutablePointer(to: &rng) { pointer in
            var recorder = TapeRecorder(base: pointer, world: world)
            world.build(drawingFrom: &recorder)
        }
        world.setUpTapeEnd = world.tape.count
        return LiveState(world: world)
    }

    /// Applies one action to the app's world (forking the world first if another copy of the state moved it),
    /// reporting every firing as an event.
    public func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: LiveAction<Tap>, to state: inout LiveState<Self>, using rng: inout R, observer: inout O
    ) where O.Game == Self {
        if state.world.step != state.step {
            state.world = state.world.fork(at: state.step)
        }
        let world = state.world
        withUnsafeMutablePointer(to: &rng) { pointer in
            var recorder = TapeRecorder(base: pointer, world: world)
            play(action, on: &state, drawingFrom: &recorder, observer: &observer)
        }
        world.log.append((action, world.tape.count))
    }

    /// Plays one action on the state's world with `generator` as the app's chance.
    func play<G: RandomNumberGenerator, O: GameObserver>(
        _ action: LiveAction<Tap>, on state: inout LiveState<Self>, drawingFrom generator: inout G, observer: inout O
    ) where O.Game == Self {
        let world = state.world
        let appWorld = world.appWorld
        nonisolated(unsafe) let root = world.builtRoot
        appWorld.bind(drawingFrom: &generator) {
            func fired(_ firing: AppFiring) {
                let before = state.snapshot
                state.refresh()
                observer.observe(LiveEvent(firing: firing, before: before, after: state.snapshot, game: self), in: state)
            }
            switch action {
            case .tap(let tap):
                appWorld.timingApp { appWorld.main { perform(tap, on: root) } }
                appWorld.runJobs()
            case .advance(let microseconds):
                appWorld.advance(by: microseconds, onEvent: fired)
            case .settle:
                appWorld.settle(maximumEvents: Self.settleLimit, onEvent: fired)
            }
            state.refresh()
        }
        state.step += 1
        world.step += 1
    }

    /// The adapter's seat to act.
    public func seatToAct(in state: LiveState<Self>) -> Int { actingSeat(in: state.snapshot) }

    /// The adapter's outcome.
    public func outcome(ofSeat seat: Int, in state: LiveState<Self>) -> SeatOutcome { seatOutcome(seat, in: state.snapshot) }

    /// Over when the adapter says so.
    public func isTerminal(_ state: LiveState<Self>) -> Bool { isOver(state.snapshot) }

    /// True when nothing was scheduled after the last action or event.
    public func isSettled(_ state: LiveState<Self>) -> Bool { state.isSettled }

    /// The adapter's description, the virtual time and whether the app had settled.
    public func summary(of state: LiveState<Self>) -> String {
        describe(state.snapshot) + " | t=\(VirtualClock.format(microseconds: state.time))" + (state.isSettled ? ", settled" : ", busy")
    }

    /// `settle`, `advance 1s` (also `0.40 s`, `250ms`), or one of the adapter's taps.
    public func parseAction(_ text: String) -> LiveAction<Tap>? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "settle" { return .settle }
        if trimmed.hasPrefix("advance"), let microseconds = LiveDuration.microseconds(String(trimmed.dropFirst("advance".count))) {
            return .advance(microseconds: microseconds)
        }
        return parseTap(trimmed).map { .tap($0) }
    }
}

extension BotEntry where Game: LiveGame {
    /// Refused: the core's search bot determinises a full state from a seat's view, and a live app's world cannot be
    /// rebuilt from a snapshot, only by replaying its actions from the start. Register hand-written bots instead.
    @available(*, unavailable, message: "a live game cannot take the core's search bot: it rebuilds a state from a seat's view, and an app's world can only be rebuilt by replaying its actions")
    public static func search(summary: String = "", suggested: [Int] = [], settings: SearchSettings = SearchSettings(iterations: 100)) -> BotEntry<Game, Metrics> {
        fatalError("unavailable")
    }
}
