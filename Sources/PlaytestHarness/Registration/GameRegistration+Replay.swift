import PlaytestProperties

// MARK: - Replaying

extension GameRegistration {
    /// The configuration a token names: its rule set and `name=value` parameters, validated.
    ///
    /// - Throws: `ParameterError` when a parameter is unknown, malformed or out of range.
    public func configuration(of token: ReplayToken) throws(ParameterError) -> GameConfiguration {
        var settings: [(name: String, value: ParameterValue)] = []
        for pair in token.parameters.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, let spec = descriptor.parameter(named: parts[0]) else {
                throw ParameterError(parameter: String(pair), problem: "is not a parameter of \(descriptor.id)",
                                     allowed: descriptor.parameters.map(\.name).joined(separator: ", "))
            }
            settings.append((parts[0], try spec.parse(parts[1])))
        }
        return try descriptor.configuration(rules: token.rules, settings: settings)
    }

    /// Checks that every bot a token names is a bot of this game.
    ///
    /// - Throws: `ParameterError` naming the unknown bot.
    public func validate(_ assignment: BotAssignment) throws(ParameterError) {
        for id in assignment.botIDs where bot(id) == nil {
            if let problem = familyProblem(with: id) {
                throw ParameterError(parameter: "bot", problem: "\"\(id)\": \(problem.problem)", allowed: problem.allowed)
            }
            throw ParameterError(parameter: "bot", problem: "\"\(id)\" is not a bot of \(descriptor.id)",
                                 allowed: botChoices.joined(separator: ", "))
        }
    }

    /// Replays a token step by step, checking every invariant, under the token's step limit unless `maxSteps` says.
    ///
    /// A shrunk token (recorded choices, as `check` prints) stops after the step at which its invariant broke, so
    /// the steps and the final state are the ones `check` printed; a run's token (`s=SEED.GAME`) plays its game to
    /// the end. See `replayOptions(for:maxSteps:)`.
    ///
    /// - Throws: `ParameterError` when the token names an unknown bot or an invalid configuration.
    public func replay(_ token: ReplayToken, maxSteps: Int? = nil) throws(ParameterError) -> CaseResult {
        try validate(token.bots)
        try validateInvariant(of: token)
        let configuration = try configuration(of: token)
        return replay(token, configuration: configuration, options: Self.replayOptions(for: token, maxSteps: maxSteps))
    }

    /// How a token replays: steps recorded, under the token's step limit unless `maxSteps` says. A shrunk token
    /// that names its invariant (`b=NAME`, as `check` prints them) checks that invariant only and stops where it
    /// breaks, exactly as `check` replayed it; an older shrunk token without one stops at the first break; a run's
    /// token plays its game to the end.
    public static func replayOptions(for token: ReplayToken, maxSteps: Int? = nil) -> CaseOptions {
        var shrunk = false
        if case .choices = token.source { shrunk = true }
        return CaseOptions(maxSteps: maxSteps ?? token.maxSteps, recordSteps: true, target: token.invariant,
                           stopsAtFirstBreak: shrunk)
    }

    /// Checks that the invariant a token names, if any, is one of this game's.
    ///
    /// - Throws: `ParameterError` naming the unknown invariant.
    public func validateInvariant(of token: ReplayToken) throws(ParameterError) {
        guard let name = token.invariant, !invariants.contains(where: { $0.name == name }) else { return }
        throw ParameterError(parameter: "invariant", problem: "\"\(name)\" is not an invariant of \(descriptor.id)",
                             allowed: invariants.map(\.name).joined(separator: ", "))
    }

    /// Replays a token whose file parameters name files `read` can read, checking every invariant, under the
    /// token's step limit unless `maxSteps` says; a shrunk token stops at its first break, as `check` printed it.
    ///
    /// - Throws: `ParameterError` for an unknown bot or an invalid configuration, `JSONInputError` for a file that
    ///   cannot be read or is not the file the token was printed with (its `files` fingerprint).
    public func replay(_ token: ReplayToken, maxSteps: Int? = nil, read: (String) -> String?) throws -> CaseResult {
        try validate(token.bots)
        try validateInvariant(of: token)
        let configuration = try descriptor.attachingFiles(to: configuration(of: token), read: read)
        guard configuration.filesFingerprint == token.files else {
            let named = descriptor.parameters.compactMap { spec -> String? in
                guard case .file = spec.kind, case .string(let path)? = configuration.value(spec.name), !path.isEmpty else { return nil }
                return "\(descriptor.id).\(spec.name)=\(path)"
            }
            throw JSONInputError(
                option: named.isEmpty ? "the token's files" : named.joined(separator: ", "),
                problem: token.files == nil ? "names a file, but the token carries no fingerprint of it (f=)"
                    : "is not the file the token was printed with (its fingerprint differs)",
                fix: "replay with the file the check read, or re-run the check for a fresh token")
        }
        return replay(token, configuration: configuration, options: Self.replayOptions(for: token, maxSteps: maxSteps))
    }

    /// Replays a token under a configuration already validated, with the given options.
    public func replay(_ token: ReplayToken, configuration: GameConfiguration, options: CaseOptions) -> CaseResult {
        var streams = streams(of: token.source, configuration: configuration)
        return replay(configuration: configuration, bots: token.bots, streams: &streams, options: options)
    }

    /// Replays one game from recorded streams, recording what happened.
    public func replay(
        configuration: GameConfiguration, bots: BotAssignment, streams: inout GameStreams<ChoiceSource>, options: CaseOptions
    ) -> CaseResult {
        replayCase(configuration, bots, &streams, options)
    }

    /// Sources for a token's streams: its recorded words, or its game's derived streams.
    public func streams(of source: ReplayToken.Source, configuration: GameConfiguration) -> GameStreams<ChoiceSource> {
        let seats = seats(in: configuration)
        switch source {
        case .choices(let words): return GameStreams(replaying: words, seatCount: seats)
        case .stream(let seed, let game): return GameStreams(recording: seed, game: game, seatCount: seats)
        }
    }
}
