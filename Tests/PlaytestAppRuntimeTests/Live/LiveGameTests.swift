import PlaytestAppRuntime
import PlaytestKit
import PlaytestTesting
import Testing

/// The live game kind on a small app: the runner plays it, checks it, shrinks and replays its bug, never shares a
/// world between two copies of a state, and checks settled-only promises only at rest.
@Suite struct LiveGameTests {
    let game = Blinker(configuration: Blinker.descriptor.defaultConfiguration)

    @Test func conformsToThePlaytestContract() {
        expectGameConformance(Blinker.registration)
    }

    @Test func theAppAsItIsKeepsItsPromises() {
        let report = expectInvariantsHold(Blinker.registration, games: 40)
        #expect(report?.allHeld == true)
    }

    @Test func thePlantedBugIsFoundShrunkAndReplayed() throws {
        let configuration = try Blinker.descriptor.configuration(rules: "buggy", settings: [])
        let report = InvariantChecker(registration: Blinker.registration, configuration: configuration, seed: 3, games: 60).run()
        let finding = try #require(report.findings.first { $0.invariant.name == "restsAtItsEnd" })
        let steps = finding.shrunk.result.steps
        #expect(steps.filter { $0 == "press" }.count == 2, "two presses, the second during the first fade: \(steps)")
        #expect(steps.count <= 4, "\(steps)")
        let replayed = try Blinker.registration.replay(finding.shrunk.token)
        #expect(replayed.violations.contains { $0.invariant == "restsAtItsEnd" })
    }

    @Test func twoCopiesOfAStateNeverShareOneWorld() {
        var rng = SplitMix64(seed: 1)
        var first = game.makeInitialState(using: &rng)
        game.apply(.tap(.press), to: &first, using: &rng)
        var second = first
        var firstLine = SplitMix64(seed: 2), secondLine = SplitMix64(seed: 3)
        game.apply(.advance(microseconds: 200_000), to: &first, using: &firstLine)
        game.apply(.settle, to: &first, using: &firstLine)
        game.apply(.tap(.press), to: &first, using: &firstLine)
        #expect(first.forks == 0, "the copy at the world's step plays on it")
        game.apply(.settle, to: &second, using: &secondLine)
        game.apply(.tap(.press), to: &second, using: &secondLine)
        game.apply(.tap(.press), to: &second, using: &secondLine)
        #expect(second.forks == 1, "the copy left behind forked a world of its own")
        #expect(first.snapshot == play([.tap(.press), .advance(microseconds: 200_000), .settle, .tap(.press)], lines: [1, 2, 2, 2]))
        #expect(second.snapshot == play([.tap(.press), .settle, .tap(.press), .tap(.press)], lines: [1, 3, 3, 3]))
        #expect(first.snapshot.presses == 2 && second.snapshot.presses == 2, "the third press came during a fade and was ignored")
    }

    @Test func settledOnlyPromisesWaitForRest() {
        var rng = SplitMix64(seed: 5)
        var state = game.makeInitialState(using: &rng)
        var monitor = InvariantMonitor(game: game, only: ["settledIsNotFading"])
        let before = state
        game.apply(.tap(.press), to: &state, using: &rng)
        #expect(!state.isSettled && state.snapshot.isFading)
        monitor.check(.action(.tap(.press), before: before), state: state)
        #expect(monitor.checks == 0, "the lamp is fading by design while its fade is scheduled")
        let pressed = state
        game.apply(.settle, to: &state, using: &rng)
        monitor.check(.action(.settle, before: pressed), state: state)
        #expect(monitor.checks == 1)
        #expect(monitor.violations.isEmpty)
        #expect(Blinker.invariantInfos.first { $0.name == "settledIsNotFading" }?.momentsDescription.contains("when settled") == true)
    }

    @Test func eventsAreTheFiringsOfTheAppsWorld() {
        var rng = SplitMix64(seed: 5)
        var state = game.makeInitialState(using: &rng)
        game.apply(.tap(.press), to: &state, using: &rng)
        var events = EventLog()
        game.apply(.settle, to: &state, using: &rng, observer: &events)
        #expect(events.labels == ["dispatch at 0.10 s", "dispatch at 0.20 s", "dispatch at 0.30 s", "taskResume at 0.35 s"])
        #expect(state.isSettled && state.time == 350_000)
    }

    @Test func actionsAreReadFromText() {
        #expect(game.parseAction("press") == .tap(.press))
        #expect(game.parseAction("settle") == .settle)
        #expect(game.parseAction("advance 1s") == .advance(microseconds: 1_000_000))
        #expect(game.parseAction("advance 0.40 s") == .advance(microseconds: 400_000))
        #expect(game.parseAction("advance 250ms") == .advance(microseconds: 250_000))
        #expect(game.parseAction("jump") == nil)
    }

    /// Plays `actions` from a fresh world, the set-up and each action's chance from the seeds in `lines`.
    func play(_ actions: [LiveAction<Blinker.Tap>], lines: [UInt64]) -> Blinker.Snapshot {
        var generators = [UInt64: SplitMix64]()
        for seed in lines where generators[seed] == nil { generators[seed] = SplitMix64(seed: seed) }
        var setUp = generators[lines[0]]!
        var state = game.makeInitialState(using: &setUp)
        generators[lines[0]] = setUp
        for (action, seed) in zip(actions, lines) {
            var generator = generators[seed]!
            game.apply(action, to: &state, using: &generator)
            generators[seed] = generator
        }
        return state.snapshot
    }
}

/// Records the labels of the events it observes.
struct EventLog: GameObserver {
    typealias Game = Blinker
    var labels: [String] = []
    mutating func observe(_ event: LiveEvent<Blinker>, in state: LiveState<Blinker>) {
        labels.append(event.description)
    }
}
