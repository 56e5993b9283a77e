import PlaytestKit

/// The rule set a game plays by: `documented` (DESIGN.md) or `shipped`, a build with a planted bug.
public struct HogRules: Sendable, Hashable {
    /// Snake eyes empties the roller's bank (DESIGN.md 2.4). The shipped build forgets to.
    public var snakeEyesEmptiesBank: Bool
    /// Planted faults switched on (`documented+seatSkipsOne`), for the mutation check.
    public var faults: Set<HogFault> = []

    /// The rules of DESIGN.md.
    public static let documented = HogRules(snakeEyesEmptiesBank: true)
    /// The shipped build: snake eyes loses the turn total only (`snakeEyesEmptiesBank` invariant breaks).
    public static let shipped = HogRules(snakeEyesEmptiesBank: false)

    /// Creates rules with explicit faults.
    public init(snakeEyesEmptiesBank: Bool) {
        self.snakeEyesEmptiesBank = snakeEyesEmptiesBank
    }

    /// The rules of a rule set's name (`documented` for any other name), with the planted faults it names.
    public init(ruleSet: String) {
        let parsed = RuleSetName(ruleSet)
        self = parsed.base == "shipped" ? .shipped : .documented
        faults = Set(parsed.faults.compactMap(HogFault.init(rawValue:)))
    }

    /// True when `fault` is switched on.
    public func has(_ fault: HogFault) -> Bool { faults.contains(fault) }
}
