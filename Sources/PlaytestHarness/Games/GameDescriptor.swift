/// A game's facts: its id, its design document, its rule sets and its parameters.
public struct GameDescriptor: Sendable {
    /// The id used on the command line and in scenarios, e.g. `dice`.
    public let id: String
    /// The game's name as its document gives it.
    public let title: String
    /// The design document's name, as invariants cite it (`dice-roll-animation.md`, `pig.md`).
    public let document: String
    /// Where a reader finds the design document, or the page that presents the game and cites it: a path relative
    /// to the root of the package that declares the game (`docs/pig.md`; the built-in games give their page,
    /// `docs/games/dice.md`, since their design documents are not published with the repository), or a URL. By
    /// default the document's name itself: a file at the package root.
    public let documentLocation: String
    /// The rule sets, by any names; the first is the default: the rules `check`, `mutants` and the conformance suite
    /// play unless told otherwise, under which every invariant must hold. The built-in games declare `documented`
    /// (the design document's rules) and `shipped` (the app as built, bugs included); a studio wrapping the code it
    /// ships may declare just `["app"]`.
    public let ruleSets: [String]
    /// The parameters a scenario may set, in a fixed order.
    public let parameters: [ParameterSpec]
    /// The planted faults with their classes: bugs compiled into the engine, off by default, that a rule set switches
    /// on by name (`documented+twoMongooses`); `playtest mutants` checks that `check` catches each.
    public let plantedFaults: [PlantedFault]
    /// Why a class of planted fault does not apply to this game (a game with no stated shares has no fault of the
    /// class `statedShare`): every class has a fault of the game or a reason here.
    public let faultClassesNotApplicable: [PlantedFaultClass: String]
    /// The planted faults' names, in the declared order.
    public var faults: [String] { plantedFaults.map(\.name) }
    /// The teams and roles a scenario may assign bots to (besides `*` and seat numbers).
    public let seatGroups: [String]
    /// How the game maps onto seats and what each seat sees, in a sentence (for `playtest list` and the docs).
    public let seating: String

    /// Creates a game's facts; `documentLocation` says where `document` lives (nil: at the package root); `ruleSets`
    /// lists at least one rule set, the default first; `faults` names the planted faults a rule set may switch on, each
    /// with its class, and `faultClassesNotApplicable` says why a class has no fault in this game.
    public init(
        id: String, title: String, document: String, documentLocation: String? = nil, ruleSets: [String] = ["documented", "shipped"],
        parameters: [ParameterSpec], seatGroups: [String] = [], seating: String = "one seat, which sees the whole state",
        faults: [PlantedFault] = [], faultClassesNotApplicable: [PlantedFaultClass: String] = [:]
    ) {
        self.id = id
        self.title = title
        self.document = document
        self.documentLocation = documentLocation ?? document
        precondition(!ruleSets.isEmpty, "GameDescriptor \(id): declare at least one rule set (the first is the default)")
        self.ruleSets = ruleSets
        self.parameters = parameters
        self.seatGroups = seatGroups
        self.seating = seating
        self.plantedFaults = faults
        self.faultClassesNotApplicable = faultClassesNotApplicable
    }

    /// The configuration with the default rule set and every parameter at its default.
    public var defaultConfiguration: GameConfiguration {
        var configuration = GameConfiguration(rules: ruleSets[0], parameters: parameters.map { ($0.name, $0.defaultValue) })
        configuration.unlistedDefaults = unlistedDefaults
        return configuration
    }

    /// The situational parameters' defaults, which a configuration's `parameterList` leaves out.
    public var unlistedDefaults: [String: ParameterValue] {
        Dictionary(uniqueKeysWithValues: parameters.filter(\.isSituational).map { ($0.name, $0.defaultValue) })
    }

    /// The parameters of `configuration` that differ from their defaults, `name=value` joined by commas, or `defaults`.
    public func changedParameters(_ configuration: GameConfiguration) -> String {
        let changed = configuration.parameters.filter { parameter in
            self.parameter(named: parameter.name).map { $0.defaultValue != parameter.value } ?? true
        }
        return changed.isEmpty ? "default parameters" : changed.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
    }

    /// `players=5,timerSeconds=35`: the parameters where `configuration` differs from `base`.
    public func changed(_ configuration: GameConfiguration, from base: GameConfiguration) -> String {
        configuration.parameters.filter { base.value($0.name) != $0.value }.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
    }

    /// The spec of a parameter, by name.
    public func parameter(named name: String) -> ParameterSpec? {
        parameters.first { $0.name == name }
    }

    /// Validates and applies parameter settings over the defaults, in the descriptor's order.
    ///
    /// - Throws: `ParameterError` naming the parameter, what was wrong and what is allowed.
    public func configuration(rules: String, settings: [(name: String, value: ParameterValue)]) throws(ParameterError) -> GameConfiguration {
        let name = RuleSetName(rules)
        guard ruleSets.contains(name.base) else {
            throw ParameterError(parameter: "rules", problem: "\"\(name.base)\" is not a rule set of \(id)"
                                 + (JSONSuggestion.didYouMean(name.base, among: ruleSets).map { "; \($0)" } ?? ""), allowed: ruleSets.joined(separator: ", "))
        }
        for fault in name.faults where !faults.contains(fault) {
            throw ParameterError(
                parameter: "rules", problem: "\"\(fault)\" is not a planted fault of \(id)"
                    + (JSONSuggestion.didYouMean(fault, among: faults).map { "; \($0)" } ?? ""),
                allowed: faults.isEmpty ? ruleSets.joined(separator: ", ") : "\(name.base)+ one of \(faults.joined(separator: ", "))")
        }
        var values = parameters.map { (name: $0.name, value: $0.defaultValue) }
        for setting in settings {
            guard let index = parameters.firstIndex(where: { $0.name == setting.name }) else {
                throw ParameterError(
                    parameter: setting.name, problem: "is not a parameter of \(id)"
                        + (JSONSuggestion.didYouMean(setting.name, among: parameters.map(\.name)).map { "; \($0)" } ?? ""),
                    allowed: parameters.map(\.name).joined(separator: ", "))
            }
            values[index].value = try parameters[index].validate(setting.value)
        }
        var configuration = GameConfiguration(rules: rules, parameters: values.map { ($0.name, $0.value) })
        configuration.unlistedDefaults = unlistedDefaults
        return configuration
    }
}

/// A parameter value that is out of range, of the wrong kind, or unknown.
public struct ParameterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The parameter's name.
    public let parameter: String
    /// What was wrong.
    public let problem: String
    /// What is allowed.
    public let allowed: String

    /// Creates the error.
    public init(parameter: String, problem: String, allowed: String) {
        self.parameter = parameter
        self.problem = problem
        self.allowed = allowed
    }

    /// "count: is 0, below the minimum 1 (allowed: a whole number from 1 to 10000)".
    public var description: String { "\(parameter): \(problem) (allowed: \(allowed))" }
}
