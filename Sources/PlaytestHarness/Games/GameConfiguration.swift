/// A game's rule set and parameter values: everything but the seed that decides a game.
public struct GameConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The rule set: `documented` or `shipped`.
    public let rules: String
    /// Every parameter with its value, in the descriptor's order.
    public let parameters: [Parameter]
    /// The text of each file parameter's file, by parameter name, read by the command line (engines read no files).
    public var attachments: [String: String] = [:]
    /// The situational parameters (``ParameterSpec/isSituational``) with their defaults: `parameterList` leaves such a
    /// parameter out while it holds its default, so that reports and tokens of uniform games read as they did before
    /// the game declared it.
    public var unlistedDefaults: [String: ParameterValue] = [:]

    /// One named value.
    public struct Parameter: Sendable, Hashable {
        /// The parameter's name.
        public let name: String
        /// Its value.
        public let value: ParameterValue
    }

    /// Creates a configuration; `parameters` should list every parameter in the descriptor's order.
    public init(rules: String, parameters: [(String, ParameterValue)]) {
        self.rules = rules
        self.parameters = parameters.map { Parameter(name: $0.0, value: $0.1) }
    }

    /// The value of a parameter, by name.
    public func value(_ name: String) -> ParameterValue? {
        parameters.first { $0.name == name }?.value
    }

    /// A whole-number parameter; a missing or mistyped one is a programmer error.
    public func integer(_ name: String) -> Int {
        guard case .integer(let number) = value(name) else { preconditionFailure("no integer parameter \(name)") }
        return number
    }

    /// A real-number parameter; a missing or mistyped one is a programmer error.
    public func double(_ name: String) -> Double {
        switch value(name) {
        case .double(let number): return number
        case .integer(let number): return Double(number)
        default: preconditionFailure("no number parameter \(name)")
        }
    }

    /// The text of a file parameter's file, if one was named and read.
    public func attachment(_ name: String) -> String? {
        attachments[name]
    }

    /// A flag parameter; a missing or mistyped one is a programmer error.
    public func bool(_ name: String) -> Bool {
        guard case .bool(let flag) = value(name) else { preconditionFailure("no flag parameter \(name)") }
        return flag
    }

    /// The parameters as `name=value` joined by commas: `count=6,turns=5` (a situational parameter only when set).
    public var parameterList: String {
        parameters.filter { unlistedDefaults[$0.name] != $0.value }.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
    }

    /// `documented count=6,turns=5`.
    public var description: String { "\(rules) \(parameterList)" }
}
