import Combine
import Foundation
import os
import UIKit

/// The game: the dice of the current turn, Roll / End Turn / New Turn, and the history of finished turns.
@MainActor
final class GameViewModel: ObservableObject {
    enum Screen {
        case menu
        case playing
    }

    @Published private(set) var group: DiceGroup
    /// True from the Roll tap until the last die settles: Roll and End Turn are disabled meanwhile.
    @Published private(set) var isRolling = false
    @Published private(set) var turnEnded = false
    @Published var screen: Screen = .menu

    private let store: HistoryStore
    private let animator = RollAnimator()
    private let logger = Logger(subsystem: "com.example.DiceRoll", category: "game")

    /// Dice still animating in the current roll, and the roll's task waiting for them.
    private var pendingAnimations = 0
    private var rollFinished: CheckedContinuation<Void, Never>?
    /// Positions of the locked dice: the roll loop skips them.
    private var lockedIndices: Set<Int> = []

    init(store: HistoryStore? = nil) {
        self.store = store ?? HistoryStore()
        group = DiceGroup(count: 6)
    }

    /// The finished turns, newest first.
    var history: [SavedTurn] {
        store.turns
    }

    func startGame(diceCount: Int) {
        // PLANTED BUG 1: a roll still animating is not cancelled: its dispatched face steps and settles keep
        // running, and each settle's completion (`dieSettled(at:value:)`) writes into this new game's group by
        // position and counts down this game's pending animations.
        // PLANTED BUG 2: `lockedIndices` is not cleared, so a die locked in the game left mid-turn stays in the
        // set: it shows unlocked but Roll skips it, and the first tap on it "unlocks" it with no visible change.
        group = DiceGroup(count: diceCount)
        isRolling = false
        turnEnded = false
        pendingAnimations = 0
        rollFinished?.resume()
        rollFinished = nil
        screen = .playing
        logger.info("new game with \(diceCount, privacy: .public) dice")
    }

    func roll() {
        guard !isRolling, !turnEnded else { return }
        group.rollsThisTurn += 1
        let rolling = group.dice.indices.filter { !lockedIndices.contains($0) }
        guard !rolling.isEmpty else { return }
        isRolling = true
        pendingAnimations = rolling.count
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        for index in rolling {
            let die = group.dice[index]
            // Decided now: the animation is only visual.
            let value = Int.random(in: 1...6)
            die.value = value
            animator.animate(die, to: value) { [weak self] in
                self?.dieSettled(at: index, value: value)
            }
        }
        Task {
            await withCheckedContinuation { continuation in
                if self.pendingAnimations <= 0 {
                    continuation.resume()
                } else {
                    self.rollFinished = continuation
                }
            }
            self.isRolling = false
            self.logger.debug("roll \(self.group.rollsThisTurn, privacy: .public) settled")
        }
    }

    func toggleLock(at index: Int) {
        guard group.dice.indices.contains(index) else { return }
        let die = group.dice[index]
        guard !die.isAnimating else { return }
        // `lockedIndices` is what Roll skips; the die shows the same set.
        if lockedIndices.remove(index) == nil {
            lockedIndices.insert(index)
        }
        die.isLocked = lockedIndices.contains(index)
    }

    func endTurn() {
        guard !isRolling, !turnEnded else { return }
        store.save(group)
        turnEnded = true
        objectWillChange.send()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        logger.notice("turn saved after \(self.group.rollsThisTurn, privacy: .public) rolls")
    }

    func newTurn() {
        guard !isRolling else { return }
        group = DiceGroup(count: group.dice.count)
        lockedIndices.removeAll()
        turnEnded = false
    }

    func exitToMenu() {
        screen = .menu
    }

    /// One die of the roll has settled.
    private func dieSettled(at index: Int, value: Int) {
        // Commit the result into the group (the die at that position now shows it).
        if group.dice.indices.contains(index) {
            group.dice[index].value = value
        }
        pendingAnimations -= 1
        if pendingAnimations == 0, let rollFinished {
            self.rollFinished = nil
            rollFinished.resume()
        }
    }
}
