import PlaytestKit

/// The situations the dice invariants need to see, and how often a check must reach some of them.
///
/// A check reports, per label, the share of games that reached it: Property 1
/// means little unless Rolls happen with dice locked, Property 5 unless dice
/// are tapped while they animate, Property 6 unless the store saves mid-roll.
public enum DiceCoverage: Int, CoverageLabel {
    /// An accepted Roll with at least one die locked (Property 1).
    case rollWithLocks
    /// An accepted Roll with every die locked: nothing animates.
    case rollAllLocked
    /// A tap on a die that is animating (Property 5).
    case tapWhileAnimating
    /// A tap on a die within 0.25 s of an accepted Roll, while dice are still scheduled: a start delay (shipped Property 4 and 5).
    case tapDuringStartDelay
    /// A save while a die animates (Property 6).
    case saveMidAnimation
    /// A Roll tap while the buttons are disabled (Error Handling).
    case rollWhileAnimating
    /// An End Turn tap while the buttons are disabled (Property 4).
    case endTurnWhileAnimating
    /// Two dice settling at the same virtual microsecond (Property 3's "all done" at a shared instant).
    case simultaneousSettle
    /// A fifth accepted Roll in one turn (Property 1 over many rolls with locks carried across them).
    case longTurn
    /// A third save at one virtual instant while dice animate: saves with no time between (Property 6).
    case saveBurst
    /// The game's first Roll gives its first unlocked die 1 (2, ... 6): the categories of the stated share `firstRollFace`.
    case firstRollFace1, firstRollFace2, firstRollFace3, firstRollFace4, firstRollFace5, firstRollFace6

    /// The face labels, 1 first.
    static let faces: [DiceCoverage] = [.firstRollFace1, .firstRollFace2, .firstRollFace3, .firstRollFace4, .firstRollFace5, .firstRollFace6]

    /// The situation, in a few words.
    public var summary: String {
        switch self {
        case .rollWithLocks: "a Roll with some dice locked"
        case .rollAllLocked: "a Roll with every die locked"
        case .tapWhileAnimating: "a die tapped while it animates"
        case .tapDuringStartDelay: "a die tapped within 0.25 s of a Roll"
        case .saveMidAnimation: "a save while dice animate"
        case .rollWhileAnimating: "Roll tapped while dice animate"
        case .endTurnWhileAnimating: "End Turn tapped while dice animate"
        case .simultaneousSettle: "two dice settling at the same instant"
        case .longTurn: "five or more Rolls in one turn"
        case .saveBurst: "three saves at one instant mid-roll"
        case .firstRollFace1, .firstRollFace2, .firstRollFace3, .firstRollFace4, .firstRollFace5, .firstRollFace6:
            "the first Roll's first unlocked die shows \(Self.faces.firstIndex(of: self)! + 1)"
        }
    }

    /// The document's passage, for the labels that name a documented behaviour (check requires each).
    /// `rollAllLocked` is reached by the `lockSweep` bot (every turn) and the fuzzer at one or two dice,
    /// `simultaneousSettle` at the swarmed crowds of 500 to 1,500 dice; `saveBurst` is the model's own stress,
    /// reported, not required.
    public var documentedBehaviour: String? {
        switch self {
        case .rollWithLocks: "RULES.md, Dice roll animation, Dice: locked dice keep theirs"
        case .tapWhileAnimating: "dice-roll-animation.md, Property 5"
        case .tapDuringStartDelay: "RULES.md, Dice roll animation, Animation: start delay uniform in [0, 0.25] s"
        case .saveMidAnimation: "dice-roll-animation.md, Property 6"
        case .rollWhileAnimating: "RULES.md, Dice roll animation: Roll while animating does nothing"
        case .endTurnWhileAnimating: "dice-roll-animation.md, Property 4 (End Turn disabled while dice animate)"
        case .longTurn: "RULES.md, Dice roll animation, Dice: no limit on rolls"
        case .rollAllLocked: "RULES.md, Dice roll animation, Animation: locked dice do not animate (a Roll with every die locked animates none)"
        case .simultaneousSettle: "dice-roll-animation.md, Property 3: when all animations are done, no die animates (the last two settling at one instant)"
        case .saveBurst, .firstRollFace1, .firstRollFace2, .firstRollFace3, .firstRollFace4, .firstRollFace5, .firstRollFace6: nil
        }
    }

    /// The shares `check` requires by default (over all checking bots): the situations without which
    /// Properties 1, 5 and 6 would hold vacuously.
    public var minimumShare: Double? {
        switch self {
        case .rollWithLocks: 0.05
        case .tapWhileAnimating, .saveMidAnimation: 0.02
        default: nil
        }
    }
}

extension DiceRollGame {
    /// Marks the labels an action or event reaches.
    public func coverage(at moment: Moment<DiceRollGame>, in state: DiceSession, into seen: inout CoverageSet<DiceCoverage>) {
        switch moment {
        case .start:
            return
        case .event(let event, _):
            if case .settled = event, state.group.settledWithPrevious { seen.insert(.simultaneousSettle) }
        case .action(let action, let before):
            let group = before.group
            switch action {
            case .roll:
                if group.areButtonsDisabled {
                    seen.insert(.rollWhileAnimating)
                } else if state.group.rollsThisTurn == group.rollsThisTurn + 1 {
                    let locked = group.dice.reduce(0) { $0 + ($1.isLocked ? 1 : 0) }
                    if locked > 0 { seen.insert(.rollWithLocks) }
                    if locked == group.dice.count { seen.insert(.rollAllLocked) }
                    if state.group.rollsThisTurn >= 5 { seen.insert(.longTurn) }
                    if state.turnsCompleted == 0, state.group.rollsThisTurn == 1, let first = group.dice.firstIndex(where: { !$0.isLocked }),
                       let value = state.group.dice[first].decidedValue, (1...6).contains(value) {
                        seen.insert(DiceCoverage.faces[value - 1])
                    }
                }
            case .toggleLock(let index):
                guard group.dice.indices.contains(index) else { return }
                if group.dice[index].isAnimating { seen.insert(.tapWhileAnimating) }
                if group.scheduledCount > 0, before.clock.now - group.rollTime <= Int64(DiceGroup.delayRange.upperBound) {
                    seen.insert(.tapDuringStartDelay)
                }
            case .save:
                guard group.isAnyDieAnimating else { return }
                seen.insert(.saveMidAnimation)
                let now = state.clock.now
                if state.store.count >= 3, state.store.history.prefix(3).allSatisfy({ $0.date == now }) { seen.insert(.saveBurst) }
            case .endTurn:
                if group.areButtonsDisabled { seen.insert(.endTurnWhileAnimating) }
            case .advance, .newTurn:
                return
            }
        }
    }
}

extension DiceGroup {
    /// True when the event just processed is a settle at the same instant as the settle before it.
    @usableFromInline
    var settledWithPrevious: Bool {
        guard cursor >= 2 else { return false }
        let current = schedule[cursor - 1]
        let previous = schedule[cursor - 2]
        return current & 1 == 1 && previous & 1 == 1 && current >> 40 == previous >> 40
    }
}

extension DiceRollGame {
    /// One die cannot settle at the same instant as another: `simultaneousSettle` needs two dice.
    public func unreachableCoverage() -> [DiceCoverage] {
        settings.count < 2 ? [.simultaneousSettle] : []
    }
}

extension DiceRollGame {
    /// The share the rules state: a rolled die shows each face with chance 1/6 ("6 sides"; `roll()` decides a value).
    public func statedShares() -> [StatedShare] {
        [StatedShare(name: "firstRollFace", citation: "RULES.md, Dice roll animation, Dice: 6 sides; Roll: every unlocked die gets a new value",
                     shares: DiceCoverage.faces.map { ($0, 1.0 / 6) })]
    }
}
