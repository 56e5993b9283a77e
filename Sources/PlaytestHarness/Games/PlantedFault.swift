/// A planted fault: a bug compiled into a game's engine, off by default, that a rule set switches on by name
/// (`documented+twoMongooses`), with the class of bug it stands for.
public struct PlantedFault: Sendable, Hashable {
    /// The fault's name, as a rule set names it.
    public let name: String
    /// The class of bug it stands for.
    public let faultClass: PlantedFaultClass

    /// A fault named `name` of class `faultClass`.
    public init(_ name: String, _ faultClass: PlantedFaultClass) {
        self.name = name
        self.faultClass = faultClass
    }
}

/// The classes of bug a planted fault stands for: a rule an invariant states, and the classes of bug that `check`
/// once let through (issue 34, item 7). `playtest mutants` prints each fault's class and a tally per class, and a test
/// holds every game to one fault of each class, or a stated reason why the class does not apply to it.
public enum PlantedFaultClass: String, CaseIterable, Sendable, Hashable {
    /// A rule an invariant stated from the start (the first planted faults).
    case statedRule
    /// A rule the rules state that no invariant stated, until one was written for it.
    case unstatedRule
    /// An invariant that trusted the engine's own record of what happened (its ledger, its verdict on an input)
    /// instead of working the answer out again.
    case engineRecord
    /// A rule stated as shares or a distribution, which only a test of shares over many games sees.
    case statedShare
    /// An input or count whose documented limit is reached exactly and crossed by one.
    case limitPlusOne
    /// A state compared only in part at some moments (a set where an order matters, one field of several).
    case partialState
    /// A fault shown only under parameters away from the defaults, which the check's parameter swarming plays.
    case swarmOnly

    /// The class as `playtest mutants` prints it: `stated rule`, `limit + 1`.
    public var label: String {
        switch self {
        case .statedRule: "stated rule"
        case .unstatedRule: "unstated rule"
        case .engineRecord: "engine's record"
        case .statedShare: "stated share"
        case .limitPlusOne: "limit + 1"
        case .partialState: "partial state"
        case .swarmOnly: "swarm only"
        }
    }
}
