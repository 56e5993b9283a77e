import PlaytestHarness

// MARK: - A study's `series`: figures followed step by step

extension ScenarioLoader {
    /// The most series a study may ask for.
    static let maxSeries = 16

    /// Reads a study's optional `series`: a list of 1 to ``maxSeries`` distinct names, each checked against the game
    /// when its configurations are built (``checkSeries(_:registration:configuration:)``); empty when absent.
    /// - Throws: `JSONInputError` naming the field and the fix, for a list that is empty, too long or repeats a name,
    ///   an entry that is not a string, or a scenario that turns the quality measures off (the series ride with them).
    func readSeries(_ study: inout JSONObjectReader, at path: JSONPath) throws(JSONInputError) -> [(path: JSONPath, name: String)] {
        guard let items = try study.optionalArray("series") else { return [] }
        let field = path.appending(key: "series")
        guard (1...Self.maxSeries).contains(items.count) else {
            throw JSONInputError(path: field, problem: items.isEmpty ? "is empty" : "names \(items.count) series",
                                 fix: "name 1 to \(Self.maxSeries) series, e.g. [\"lead\", \"seat0\"], or remove the key")
        }
        guard tracksQuality else {
            throw JSONInputError(path: field, problem: "asks for series in a scenario with \"quality\": false",
                                 fix: "remove \"quality\": false (the series are read with the quality measures), or remove \"series\"")
        }
        var names: [(path: JSONPath, name: String)] = []
        for item in items {
            let name = try JSONObjectReader.string(item.value, at: item.path)
            if let earlier = names.firstIndex(where: { $0.name == name }) {
                throw JSONInputError(path: item.path, problem: "repeats \"\(name)\" (already \(field.appending(index: earlier)))",
                                     fix: "name each series once")
            }
            names.append((item.path, name))
        }
        return names
    }

    /// Checks that every name in `series` is a series `registration` offers in `configuration` (its seats may depend on
    /// a swept parameter).
    /// - Throws: `JSONInputError` at the entry, listing the names offered and the closest one.
    func checkSeries(
        _ series: [(path: JSONPath, name: String)], registration: GameRegistration, configuration: GameConfiguration
    ) throws(JSONInputError) {
        guard !series.isEmpty else { return }
        let offered = registration.series(in: configuration).map(\.name)
        for entry in series where !offered.contains(entry.name) {
            let seats = registration.seats(in: configuration)
            throw JSONInputError(
                path: entry.path,
                problem: "is not a series of \(registration.descriptor.id) (\(NumberFormat.counted(seats, "seat")) in this configuration)",
                fix: "use one of: \(offered.joined(separator: ", "))"
                    + (JSONSuggestion.closest(to: entry.name, among: offered).map { "; did you mean \"\($0)\"?" } ?? ""))
        }
    }
}
