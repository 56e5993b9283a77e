// MARK: - Replaying tokens

extension GameRegistration {
    /// The configuration a token names: its rule set and `name=value` parameters, validated.
    ///
    /// - Throws: `ParameterError` when a parameter is unknown, malformed or out of range.
    public func configuration(of token: ReplayToken) throws(ParameterError) -> GameConfiguration {
        var settings: [(name: String, value: ParameterValue)] = []
        for pair in token.parameters.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let spec = descriptor.parameter(named: parts[0]) else {
                throw ParameterError(parameter: String(pair), problem: "is not a parameter of \(descriptor.id)",
                                     allowed: descriptor.parameters.map(\.name).joined(separator: ", "))
            }
            settings.append((parts[0], try spec.parse(parts[1])))
        }
        return try descriptor.configuration(rules: token.rules, settings: settings)
    }

    /// Replays a token step by step, checking every invariant.
    ///
    /// - Throws: `ParameterError` when the token names an unknown bot or an invalid configuration.
    public func replay(_ token: ReplayToken, maxSteps: Int = 100_000) throws(ParameterError) -> CaseResult {
        guard bot(token.bot) != nil else {
            throw ParameterError(parameter: "bot", problem: "\"\(token.bot)\" is not a bot of \(descriptor.id)",
                                 allowed: bots.map(\.id).joined(separator: ", "))
        }
        let configuration = try configuration(of: token)
        var source = ChoiceSource(token.source)
        return replay(configuration: configuration, bot: token.bot, source: &source,
                      options: CaseOptions(maxSteps: maxSteps, recordSteps: true))
    }
}

extension ChoiceSource {
    /// A source that replays a token's choices, or regenerates its game's stream.
    public init(_ source: ReplayToken.Source) {
        switch source {
        case .choices(let words): self.init(replaying: words)
        case .stream(let seed, let configuration, let game):
            self.init(seed: StreamSeed.derive(seed: seed, configuration: configuration, game: game))
        }
    }
}
