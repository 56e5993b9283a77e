/// The rule set a game plays by: `documented` (DESIGN.md) or `shipped`, a build with a planted bug.
public struct HogRules: Sendable, Hashable {
    /// Snake eyes empties the roller's bank (DESIGN.md 2.4). The shipped build forgets to.
    public var snakeEyesEmptiesBank: Bool

    /// The rules of DESIGN.md.
    public static let documented = HogRules(snakeEyesEmptiesBank: true)
    /// The shipped build: snake eyes loses the turn total only (`snakeEyesEmptiesBank` invariant breaks).
    public static let shipped = HogRules(snakeEyesEmptiesBank: false)

    /// Creates rules with explicit faults.
    public init(snakeEyesEmptiesBank: Bool) {
        self.snakeEyesEmptiesBank = snakeEyesEmptiesBank
    }

    /// The rules of a rule set's name (`documented` for any other name).
    public init(ruleSet: String) {
        self = ruleSet == "shipped" ? .shipped : .documented
    }
}
