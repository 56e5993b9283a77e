import Foundation

/// The chance that the seat to play wins a two-player game of Hog, by both banks and its turn total, when both seats
/// play hold-at-20 from then on: the evaluation of the one-move search (`tsearch-N`).
///
/// Estimator: for each bank a, the outcomes of one hold-at-20 turn (hold at a turn total of 20 or at the target,
/// each roll adding 4 to 12 with chance 25/36, losing the turn total with chance 10/36 and, under the documented
/// rules, the bank too with chance 1/36) are computed exactly over the turn totals; then
/// W(a, b) = sum over outcomes a' of p(a') x (1 if a' reaches the target, else 1 - W(b, a')), solved by Gauss-Seidel
/// sweeps until no entry moves by 1e-9 (snake eyes sends a bank back to 0, so the equations have cycles). Within a
/// turn, V(a, b, t) = 10/36 x (1 - W(b, a)) + 1/36 x (1 - W(b, 0)) + sum over the 25 rolls without a 1 of
/// 1/36 x V(a, b, t + roll), holding (1 - W(b, a + t), or 1 at the target) from a turn total of 20, computed
/// downwards from 19. The round limit and planted faults are not modelled: an evaluation only steers the search;
/// the game's own rules score it.
public struct HogWinTable: Sendable {
    /// The bank that wins.
    public let target: Int
    /// W(a, b) at index a x target + b, for banks below the target.
    let chances: [Double]
    /// V(a, b, t) at index (a x target + b) x 20 + t, for turn totals below 20 (and below the target - a).
    let turnChances: [Double]

    /// The table for `target`, snake eyes emptying the bank when `snakeEyesEmptiesBank`.
    ///
    /// - Complexity: O(target² x 30) per sweep, a few hundred sweeps at the target 100, then
    ///   O(target² x 20 x 25) for the turn totals.
    public init(target: Int, snakeEyesEmptiesBank: Bool) {
        self.target = target
        let outcomes = (0..<target).map { Self.turnOutcomes(bank: $0, target: target, snakeEyesEmptiesBank: snakeEyesEmptiesBank) }
        var chances = [Double](repeating: 0.5, count: target * target)
        for _ in 0..<10_000 {
            var largest = 0.0
            for a in stride(from: target - 1, through: 0, by: -1) {
                for b in stride(from: target - 1, through: 0, by: -1) {
                    var value = 0.0
                    for (bank, chance) in outcomes[a] {
                        value += chance * (bank >= target ? 1 : 1 - chances[b * target + bank])
                    }
                    largest = max(largest, abs(value - chances[a * target + b]))
                    chances[a * target + b] = value
                }
            }
            if largest < 1e-9 { break }
        }
        self.chances = chances
        var turnChances = [Double](repeating: 0, count: target * target * 20)
        let lose = { (a: Int, b: Int) -> Double in 1 - chances[b * target + a] }
        for a in 0..<target {
            let rollingBelow = min(20, target - a)
            for b in 0..<target {
                let base = (a * target + b) * 20
                let after = { (total: Int) -> Double in
                    total < rollingBelow ? turnChances[base + total] : a + total >= target ? 1 : lose(a + total, b)
                }
                for total in stride(from: rollingBelow - 1, through: 1, by: -1) {
                    var value = 10.0 / 36 * lose(a, b) + 1.0 / 36 * lose(snakeEyesEmptiesBank ? 0 : a, b)
                    for first in 2...6 {
                        for second in 2...6 { value += after(total + first + second) / 36 }
                    }
                    turnChances[base + total] = value
                }
                turnChances[base] = chances[a * target + b]
            }
        }
        self.turnChances = turnChances
    }

    /// The chance that the seat to play, with bank `bank` and `turnTotal` in play, wins against a seat with bank
    /// `other`, when both hold at 20 from here.
    public func chance(toPlay bank: Int, other: Int, turnTotal: Int) -> Double {
        if bank + turnTotal >= target { return 1 }
        if other >= target { return 0 }
        if turnTotal >= 20 { return 1 - chance(toPlay: other, other: bank + turnTotal) }
        return turnChances[(max(0, bank) * target + max(0, other)) * 20 + turnTotal]
    }

    /// The chance that the seat about to play, with bank `bank`, wins against a seat with bank `other`.
    public func chance(toPlay bank: Int, other: Int) -> Double {
        if bank >= target { return 1 }
        if other >= target { return 0 }
        return chances[max(0, bank) * target + max(0, other)]
    }

    /// The banks one hold-at-20 turn from `bank` ends on, with their chances (summing to 1).
    public static func turnOutcomes(bank: Int, target: Int, snakeEyesEmptiesBank: Bool) -> [(bank: Int, chance: Double)] {
        let rollingBelow = min(20, target - bank)
        var reach = [Double](repeating: 0, count: rollingBelow + 13)
        reach[0] = 1
        var ends = [Double](repeating: 0, count: target + 13)
        for total in reach.indices where reach[total] > 0 {
            if total >= rollingBelow {
                ends[bank + total] += reach[total]
                continue
            }
            ends[bank] += reach[total] * 10 / 36
            ends[snakeEyesEmptiesBank ? 0 : bank] += reach[total] / 36
            for first in 2...6 {
                for second in 2...6 { reach[total + first + second] += reach[total] / 36 }
            }
        }
        return ends.indices.filter { ends[$0] > 0 }.map { ($0, ends[$0]) }
    }

    /// The table for `target` and the rule, computed once per process.
    public static func shared(target: Int, snakeEyesEmptiesBank: Bool) -> HogWinTable {
        cache.table(target: target, snakeEyesEmptiesBank: snakeEyesEmptiesBank)
    }

    private static let cache = Cache()

    /// Tables by target and rule, behind a lock (the search asks from every job's thread).
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var tables: [Int: HogWinTable] = [:]

        func table(target: Int, snakeEyesEmptiesBank: Bool) -> HogWinTable {
            let key = 2 * target + (snakeEyesEmptiesBank ? 1 : 0)
            lock.lock()
            defer { lock.unlock() }
            if let table = tables[key] { return table }
            let table = HogWinTable(target: target, snakeEyesEmptiesBank: snakeEyesEmptiesBank)
            tables[key] = table
            return table
        }
    }
}
