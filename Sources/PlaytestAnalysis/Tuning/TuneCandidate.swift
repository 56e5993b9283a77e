import PlaytestHarness
import PlaytestProperties

/// One table the tuner tries: a value for every tuned parameter, in the spec's order.
public struct TuneCandidate: Sendable, Hashable {
    /// The values, one per tuned parameter.
    public let values: [Int]

    /// Creates a candidate.
    public init(values: [Int]) {
        self.values = values
    }

    /// The default table: every tuned parameter at the game's default.
    public static func defaults(of parameters: [TunedParameter]) -> TuneCandidate {
        TuneCandidate(values: parameters.map(\.defaultValue))
    }

    /// How many entries differ from the default table.
    public func changes(from parameters: [TunedParameter]) -> Int {
        zip(values, parameters).filter { $0.0 != $0.1.defaultValue }.count
    }

    /// How far the entries moved from the default table, in steps, summed (the second tie-break).
    public func distance(from parameters: [TunedParameter]) -> Int {
        zip(values, parameters).reduce(0) { $0 + abs($1.0 - $1.1.defaultValue) / $1.1.step }
    }

    /// The changed entries, `name=value` joined by spaces, or "default".
    public func label(_ parameters: [TunedParameter]) -> String {
        let changed = zip(values, parameters).filter { $0.0 != $0.1.defaultValue }.map { "\($0.1.name)=\($0.0)" }
        return changed.isEmpty ? "default" : changed.joined(separator: " ")
    }

    /// `configuration` with the tuned parameters set to this candidate's values (attachments kept).
    public func applied(to configuration: GameConfiguration, parameters: [TunedParameter]) -> GameConfiguration {
        var result = GameConfiguration(rules: configuration.rules, parameters: configuration.parameters.map { parameter in
            if let index = parameters.firstIndex(where: { $0.name == parameter.name }) { return (parameter.name, .integer(values[index])) }
            return (parameter.name, parameter.value)
        })
        result.attachments = configuration.attachments
        result.unlistedDefaults = configuration.unlistedDefaults
        return result
    }
}
