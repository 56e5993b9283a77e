import PlaytestStatistics
import PlaytestProperties
import PlaytestHarness

// MARK: - Labels that name every key in which arms differ

extension ScenarioConfiguration {
    /// The configurations with ``distinguishingParameters`` set: among the configurations of one game whose labels
    /// (game, bots, swept values, rules) read the same but whose parameters differ, each names the parameters, in the
    /// descriptor's order, in which they differ. Arms that differ in nothing keep the same label.
    ///
    /// - Complexity: O(n² x parameters) for n configurations.
    public static func distinguishingLabels(_ configurations: [ScenarioConfiguration]) -> [ScenarioConfiguration] {
        var result = configurations
        for position in configurations.indices {
            let own = configurations[position]
            let twins = configurations.filter { $0.game == own.game && $0.label == own.label && $0.configuration.rules == own.configuration.rules }
            let swept = Set(own.sweptParameters.map { String($0.prefix { $0 != "=" }) })
            let differing = own.configuration.parameters.filter { parameter in
                !swept.contains(parameter.name) && twins.contains { $0.configuration.value(parameter.name) != parameter.value }
            }
            result[position].distinguishingParameters = differing.map { "\($0.name)=\($0.value)" }
        }
        return result
    }
}
