/// Parameter settings from the command line: `count=50` for every game that has `count`, `dice.count=50` for one game.
///
/// An unscoped name applies to each game of a run that has it and must
/// belong to at least one of them; a scoped one must name a game of the run
/// and one of its parameters. Values are validated against each game's spec.
public struct ParameterOverrides: Sendable {
    /// One `[game.]name=value` setting, as written.
    public struct Setting: Sendable, Hashable {
        /// The game it is scoped to, or nil for every game that has the parameter.
        public let game: String?
        /// The parameter's name.
        public let name: String
        /// The value as written.
        public let text: String
    }

    /// The settings, in the order given.
    public let settings: [Setting]

    /// No overrides.
    public static let none = ParameterOverrides(settings: [])

    init(settings: [Setting]) {
        self.settings = settings
    }

    /// Reads `name=value` and `game.name=value` settings.
    ///
    /// - Throws: `ParameterError` for a setting without `=` or without a name.
    public init(parsing texts: [String]) throws(ParameterError) {
        var settings: [Setting] = []
        for text in texts {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                throw ParameterError(parameter: text, problem: "is not name=value", allowed: "name=value or game.name=value, e.g. count=50 or dice.count=50")
            }
            let key = text[..<equals]
            let value = String(text[text.index(after: equals)...])
            if let dot = key.firstIndex(of: ".") {
                let game = String(key[..<dot])
                let name = String(key[key.index(after: dot)...])
                guard !game.isEmpty, !name.isEmpty else {
                    throw ParameterError(parameter: text, problem: "has an empty game or parameter name", allowed: "game.name=value, e.g. dice.count=50")
                }
                settings.append(Setting(game: game, name: name, text: value))
            } else {
                settings.append(Setting(game: nil, name: String(key), text: value))
            }
        }
        self.settings = settings
    }

    /// Checks every setting against the games of a run: scoped games and names exist, unscoped names belong to some game.
    ///
    /// - Throws: `ParameterError` listing the games and their parameters.
    public func validate(against games: [GameDescriptor]) throws(ParameterError) {
        let listing = games.map { "\($0.id): \($0.parameters.map(\.name).joined(separator: ", "))" }.joined(separator: "; ")
        for setting in settings {
            if let id = setting.game {
                guard let game = games.first(where: { $0.id == id }) else {
                    throw ParameterError(parameter: "\(id).\(setting.name)", problem: "names no game of this run"
                                            + (JSONSuggestion.didYouMean(id, among: games.map(\.id)).map { "; \($0)" } ?? ""),
                                         allowed: "a game of the run: \(games.map(\.id).joined(separator: ", "))")
                }
                guard game.parameter(named: setting.name) != nil else {
                    throw ParameterError(parameter: "\(id).\(setting.name)", problem: "is not a parameter of \(id)"
                                            + (JSONSuggestion.didYouMean(setting.name, among: game.parameters.map(\.name)).map { "; \($0)" } ?? ""),
                                         allowed: listing)
                }
            } else if !games.contains(where: { $0.parameter(named: setting.name) != nil }) {
                throw ParameterError(parameter: setting.name, problem: "is a parameter of no game in this run"
                                        + (JSONSuggestion.didYouMean(setting.name, among: games.flatMap { $0.parameters.map(\.name) }).map { "; \($0)" } ?? ""),
                                     allowed: listing)
            }
        }
    }

    /// The names of `descriptor`'s parameters that these settings fix (parameter swarming leaves them alone).
    public func names(for descriptor: GameDescriptor) -> Set<String> {
        Set(settings.filter { ($0.game == nil || $0.game == descriptor.id) && descriptor.parameter(named: $0.name) != nil }.map(\.name))
    }

    /// The settings that apply to `descriptor`, parsed and validated against its specs.
    ///
    /// - Throws: `ParameterError` when a value is malformed or out of range.
    public func values(for descriptor: GameDescriptor) throws(ParameterError) -> [(name: String, value: ParameterValue)] {
        var values: [(name: String, value: ParameterValue)] = []
        for setting in settings where setting.game == nil || setting.game == descriptor.id {
            guard let spec = descriptor.parameter(named: setting.name) else { continue }
            values.append((setting.name, try spec.parse(setting.text)))
        }
        return values
    }
}
