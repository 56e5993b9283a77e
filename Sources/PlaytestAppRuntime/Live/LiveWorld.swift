import PlaytestKit

/// One world of a live game: the app's object graph in its `AppWorld`, with the actions played on it and every
/// word of chance they drew, so that the world can be rebuilt at any earlier step.
///
/// Owned by the `LiveState` copies that stand at its step; a copy left behind forks (`fork(at:)`): a fresh world,
/// the app built again and the first `step` actions replayed with the same draws. Forking replaces sharing, at the
/// cost of a replay, and is counted (`forkCount`) so that a test can see it happen.
final class LiveWorld<Game: LiveGame>: @unchecked Sendable {
    let game: Game
    let appWorld = AppWorld()
    var root: Game.Root?
    /// Actions applied to this world.
    var step = 0
    /// Every word drawn, in order: set-up first, then each action's.
    var tape: [UInt64] = []
    /// The tape's length after set-up.
    var setUpTapeEnd = 0
    /// The actions applied, each with the tape's length after it.
    var log: [(action: LiveAction<Game.Tap>, tapeEnd: Int)] = []
    /// Worlds rebuilt by replay in this line (this one included, if it is a fork).
    let forkCount: Int

    init(game: Game, forkCount: Int = 0) {
        self.game = game
        self.forkCount = forkCount
    }

    deinit {
        appWorld.tearDown()
    }

    /// Builds the app, drawing from `generator`.
    func build<G: RandomNumberGenerator>(drawingFrom generator: inout G) {
        let game = self.game
        appWorld.bind(drawingFrom: &generator) {
            root = appWorld.timingApp { appWorld.main { game.makeRoot() } }
            appWorld.runJobs()
        }
    }

    /// The root; the world is always built before it is read.
    var builtRoot: Game.Root {
        guard let root else { preconditionFailure("a live world was read before its app was built") }
        return root
    }

    /// A fresh world standing at `step` of this one: the app built again and the first `step` actions replayed from
    /// the tape.
    func fork(at step: Int) -> LiveWorld {
        precondition(step <= log.count, "a live game's state stands at step \(step), past its world's \(log.count) actions")
        let fresh = LiveWorld(game: game, forkCount: forkCount + 1)
        fresh.tape = Array(tape[0..<(step == 0 ? setUpTapeEnd : log[step - 1].tapeEnd)])
        fresh.setUpTapeEnd = setUpTapeEnd
        var player = TapePlayer(tape: fresh.tape)
        fresh.build(drawingFrom: &player)
        var state = LiveState(world: fresh)
        var ignoring = IgnoringObserver<Game>()
        for entry in log[0..<step] {
            game.play(entry.action, on: &state, drawingFrom: &player, observer: &ignoring)
            fresh.log.append(entry)
        }
        precondition(player.position == fresh.tape.count,
                     "the app drew \(player.position) words of chance replaying \(step) actions, where it drew \(fresh.tape.count) "
                     + "playing them: something in it is not on the world (a clock, a random source or a thread of its own)")
        return fresh
    }
}

/// The caller's generator, every word it gives written to the world's tape.
struct TapeRecorder<Base: RandomNumberGenerator, Game: LiveGame>: RandomNumberGenerator {
    let base: UnsafeMutablePointer<Base>
    unowned let world: LiveWorld<Game>

    mutating func next() -> UInt64 {
        let word = base.pointee.next()
        world.tape.append(word)
        return word
    }
}

/// The words of a tape, in order: a replay's chance.
struct TapePlayer: RandomNumberGenerator {
    let tape: [UInt64]
    var position = 0

    init(tape: [UInt64]) {
        self.tape = tape
    }

    mutating func next() -> UInt64 {
        precondition(position < tape.count,
                     "the app drew more chance replaying than playing: something in it is not on the world (a clock, a random source or a thread of its own)")
        position += 1
        return tape[position - 1]
    }
}
