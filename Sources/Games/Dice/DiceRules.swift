import PlaytestKit

/// How the dice engine behaves: the documented behaviour, the shipped app's, or a deliberately broken one.
///
/// `documented` is the design document; `shipped` is the built app where it
/// departs from it (RULES.md, Dice roll animation). The `faults` exist so that tests can
/// inject each bug an invariant guards against and see the runner catch it.
public struct DiceRules: Sendable, Hashable {
    /// True: a die is `isAnimating` from the Roll tap. False (shipped): only after its start delay.
    public var animatesFromRollTap: Bool
    /// True: `toggleLock()` is ignored while a die animates. False (shipped): no guard.
    public var guardsLockWhileAnimating: Bool
    /// True: the settled value is the one `roll()` decided. False (shipped): drawn again when the animation ends,
    /// and a die locked during its delay keeps a random in-between face.
    public var settlesOnDecidedValue: Bool
    /// Bugs to inject, for testing the invariants: one bit per `DiceFault`.
    public var faultMask: UInt32

    /// Creates a rule set.
    public init(animatesFromRollTap: Bool, guardsLockWhileAnimating: Bool, settlesOnDecidedValue: Bool, faults: [DiceFault] = []) {
        self.animatesFromRollTap = animatesFromRollTap
        self.guardsLockWhileAnimating = guardsLockWhileAnimating
        self.settlesOnDecidedValue = settlesOnDecidedValue
        self.faultMask = faults.reduce(0) { $0 | $1.bit }
    }

    /// True when `fault` is injected.
    @inlinable
    public func has(_ fault: DiceFault) -> Bool {
        faultMask & fault.bit != 0
    }

    /// The design document's behaviour.
    public static let documented = DiceRules(animatesFromRollTap: true, guardsLockWhileAnimating: true, settlesOnDecidedValue: true)

    /// The built app's behaviour.
    public static let shipped = DiceRules(animatesFromRollTap: false, guardsLockWhileAnimating: false, settlesOnDecidedValue: false)

    /// The rule set named `documented` or `shipped`.
    /// The planted faults a rule-set name switches on are added (`documented+newTurnKeepsLocks`).
    public static func named(_ name: String) -> DiceRules {
        let parsed = RuleSetName(name)
        var rules: DiceRules = parsed.base == "shipped" ? .shipped : .documented
        for fault in parsed.faults.compactMap(DiceFault.init(name:)) { rules.faultMask |= fault.bit }
        return rules
    }

    /// The documented rules with one fault injected.
    public static func documented(with fault: DiceFault) -> DiceRules {
        var rules = DiceRules.documented
        rules.faultMask = fault.bit
        return rules
    }
}
