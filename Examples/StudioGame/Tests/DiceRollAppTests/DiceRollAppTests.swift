@testable import DiceRollApp
import PlaytestAppRuntime
import Testing

/// The app's own view model, run headless on a Playtest world's virtual clock: nothing sleeps, time moves only when
/// the test advances the world.
@Suite("DiceRollApp runs headless")
struct DiceRollAppTests {
    @Test("a roll animates on the virtual clock and settles on the decided values")
    func rollSettlesOnTheVirtualClock() {
        let world = AppWorld()
        let viewModel = world.main { GameViewModel() }
        world.main {
            viewModel.startGame(diceCount: 6)
            viewModel.roll()
        }
        world.main {
            #expect(viewModel.isRolling)
            #expect(viewModel.group.rollsThisTurn == 1)
            // PLANTED BUG 3 shows here: at the tap no die counts as animating yet (each starts after its delay).
            #expect(!viewModel.group.anyAnimating)
        }
        // Every start delay is at most 0.25 s and every duration at least 0.5 s: now every die animates.
        world.advance(by: 250_000) { _ in }
        world.main {
            #expect(viewModel.isRolling)
            let everyDieAnimates = viewModel.group.dice.allSatisfy { $0.isAnimating }
            #expect(everyDieAnimates)
        }
        #expect(world.settle { _ in })
        world.main {
            #expect(!viewModel.isRolling)
            #expect(!viewModel.group.anyAnimating)
            let settledOnDecidedValues = viewModel.group.dice.allSatisfy { $0.displayedValue == $0.value && (1...6).contains($0.value) }
            #expect(settledOnDecidedValues)
        }
        #expect(world.now >= 500_000 && world.now <= 1_250_000)
        world.tearDown()
    }

    @Test("End Turn saves the turn to the world's defaults; New Turn starts over")
    func endTurnSavesHistory() {
        let world = AppWorld()
        let viewModel = world.main { GameViewModel() }
        world.main {
            viewModel.startGame(diceCount: 6)
            viewModel.toggleLock(at: 2)
            viewModel.roll()
        }
        world.settle { _ in }
        world.main {
            viewModel.endTurn()
            #expect(viewModel.turnEnded)
            #expect(viewModel.history.count == 1)
            #expect(viewModel.history.first?.values == viewModel.group.dice.map(\.value))
            #expect(viewModel.history.first?.locks == [2])
            viewModel.newTurn()
            #expect(!viewModel.turnEnded)
            #expect(viewModel.group.rollsThisTurn == 0)
            let noneLocked = viewModel.group.dice.allSatisfy { !$0.isLocked }
            #expect(noneLocked)
            #expect(HistoryStore().turns.count == 1)
        }
        #expect(world.defaults.keys == ["diceRoll.history"])
        world.tearDown()
    }

    @Test("lock the most common face and roll until all match: every turn ends matched, as documented")
    func lockMostCommonFaceUntilAllMatch() {
        let world = AppWorld()
        let viewModel = world.main { GameViewModel() }
        world.main { viewModel.startGame(diceCount: 6) }
        var rollsPerTurn: [Int] = []
        for _ in 0..<40 {
            var matched = false
            while !matched {
                world.main {
                    let values = viewModel.group.dice.map(\.value)
                    let counts = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
                    let best = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? 1
                    for (index, die) in viewModel.group.dice.enumerated() where die.isLocked != (die.value == best) {
                        viewModel.toggleLock(at: index)
                    }
                    viewModel.roll()
                }
                world.settle { _ in }
                matched = world.main { Set(viewModel.group.dice.map(\.value)).count == 1 }
            }
            world.main {
                let shown = viewModel.group.dice.allSatisfy { $0.displayedValue == $0.value && !$0.isAnimating }
                #expect(shown)
                rollsPerTurn.append(viewModel.group.rollsThisTurn)
                viewModel.endTurn()
                viewModel.newTurn()
            }
        }
        #expect(rollsPerTurn.allSatisfy { $0 >= 1 })
        #expect(world.main { viewModel.history.count } == 40)
        world.tearDown()
    }
}
