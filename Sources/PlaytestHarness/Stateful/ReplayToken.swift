import PlaytestProperties

/// One line that replays one recorded game: format version, game, rules, bots, parameters, streams, options and
/// a check field.
///
/// Written `pt3:dice:shipped:fuzzer:count=6,turns=5:c=1f-z3-9a+5-0:m=100000:k63.64089f94` (each
/// stream's words in hex, a run of k zeros as `zk`, the engine's chance
/// first and then each seat's decisions, separated by `+`), or with
/// `s=SEED.GAME` for an unshrunk game of a run, replayed from its derived
/// streams. The bots are one id for every seat or `selector=bot` pairs (`_`
/// for every other seat). The options are every setting outside the
/// configuration that changes the outcome: `m=N`, the step limit the game was
/// played under, and `f=HASH` when a file parameter named a file (the
/// fingerprint of the files' text, `GameConfiguration.filesFingerprint`), and `b=NAME` on a shrunk failure, the
/// invariant it was shrunk for, so that its replay stops where the check's did. The last field, `kLENGTH.CHECKSUM`, seals the rest (see
/// `ReplayToken+Check.swift`): a token cut short or with any character changed is
/// refused as damaged instead of replaying another game. Only letters, digits
/// and `:,=.-+_` appear, so a shell needs no quoting.
public struct ReplayToken: Sendable, Hashable, CustomStringConvertible {
    /// Where the game's random choices come from.
    public enum Source: Sendable, Hashable {
        /// Explicit words per stream (a shrunk case): the chance, then each seat; past a stream's end every choice is 0.
        case choices([[UInt64]])
        /// Game `game` of a run seeded `seed`.
        case stream(seed: UInt64, game: UInt64)
    }

    /// The format version this code writes and reads.
    public static let version = "pt3"

    /// Earlier formats, and why their tokens cannot replay here.
    static let retired: [String: String] = [
        "pt1": "it was printed by Playtest 0.1, which drew a game's chance and its bot's choices from one stream; "
            + "since 0.2 they are separate streams, so it would replay a different game",
        "pt2": "it carries neither a checksum (a cut or changed pt2 token replays a different game without a word) "
            + "nor the step limit the game was played under",
    ]

    /// The fields of a token before its check field: version, game, rules, bots, parameters, choices, options.
    static let fieldNames = "version:game:rules:bots:parameters:choices:options"

    /// The game id.
    public var game: String
    /// The rule set.
    public var rules: String
    /// The bot of each seat.
    public var bots: BotAssignment
    /// The parameters, `name=value` joined by commas, in the descriptor's order.
    public var parameters: String
    /// The random choices.
    public var source: Source
    /// Actions after which the game was a `stepLimit` failure when it was played (written `m=N`).
    public var maxSteps: Int
    /// The fingerprint of the files the game's file parameters named, when any did (written `f=HASH`).
    public var files: UInt32?
    /// For a shrunk failure, the invariant it was shrunk for (written `b=NAME`): a replay checks that invariant and
    /// stops after the step at which it breaks, showing the steps and the state `check` printed.
    public var invariant: String?

    /// Creates a token; `maxSteps` is the step limit the game was played under, so that a replay plays it the same,
    /// and `files` the configuration's `filesFingerprint`, so that a replay refuses files that changed since.
    /// `invariant` names the invariant a shrunk failure broke, so that its replay stops where `check` printed it.
    public init(game: String, rules: String, bots: BotAssignment, parameters: String, source: Source, maxSteps: Int,
                files: UInt32? = nil, invariant: String? = nil) {
        self.invariant = invariant
        self.game = game
        self.rules = rules
        self.bots = bots
        self.parameters = parameters
        self.source = source
        self.maxSteps = maxSteps
        self.files = files
    }

    /// The token of a game played in `configuration`: its rule set, parameters and files' fingerprint, and for a
    /// shrunk failure the invariant it broke. The one way a token of a game played is built: a request's games
    /// (``RunRequest/token(game:gameID:)``, which a run's first failures use too) and `check`'s shrunk cases.
    public init(game: String, configuration: GameConfiguration, bots: BotAssignment, source: Source, maxSteps: Int, invariant: String? = nil) {
        self.init(
            game: game, rules: configuration.rules, bots: bots, parameters: configuration.parameterList, source: source,
            maxSteps: maxSteps, files: configuration.filesFingerprint, invariant: invariant)
    }

    /// The token without its check field.
    public var body: String {
        let payload: String
        switch source {
        case .choices(let streams): payload = "c=" + streams.map(ChoiceWords.encode).joined(separator: "+")
        case .stream(let seed, let game): payload = "s=\(seed).\(game)"
        }
        let options = "m=\(maxSteps)" + (files.map { ",f=" + Self.hex8($0) } ?? "") + (invariant.map { ",b=" + $0 } ?? "")
        return [Self.version, game, rules, bots.tokenText, parameters, payload, options].joined(separator: ":")
    }

    /// The token as one shell-safe line, sealed by its check field.
    public var description: String { Self.seal(body) }

    /// Parses a token; the error says what is malformed, or that the token is damaged.
    public static func parse(_ text: String) -> Result<ReplayToken, ReplayTokenError> {
        let trimmed = text.trimmingWhitespace()
        let version = String(trimmed.prefix { $0 != ":" })
        let body: String
        switch unseal(trimmed) {
        case .success(let unsealed): body = unsealed
        case .failure(let error):
            // A token of a retired format has no check field: refuse it by name.
            if let reason = retired[version] { return .failure(retiredError(version, reason)) }
            return .failure(error)
        }
        let fields = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if let reason = retired[fields[0]] { return .failure(retiredError(fields[0], reason)) }
        guard fields[0] == Self.version else {
            return .failure(ReplayTokenError("format \"\(fields[0])\" is not \(Self.version); re-run the check that wrote it to get a fresh token"))
        }
        guard fields.count == 7 else {
            return .failure(ReplayTokenError("expected 7 fields separated by ':' before the check field (\(fieldNames)), found \(fields.count)"))
        }
        guard let bots = BotAssignment(tokenText: fields[3]) else {
            return .failure(ReplayTokenError("the bots \"\(fields[3])\" should be one bot id or selector=bot pairs including _=bot"))
        }
        let source: Source
        switch parseSource(fields[5]) {
        case .success(let parsed): source = parsed
        case .failure(let error): return .failure(error)
        }
        let options: (maxSteps: Int, files: UInt32?, invariant: String?)
        switch parseOptions(fields[6]) {
        case .success(let parsed): options = parsed
        case .failure(let error): return .failure(error)
        }
        return .success(ReplayToken(game: fields[1], rules: fields[2], bots: bots, parameters: fields[4], source: source,
                                    maxSteps: options.maxSteps, files: options.files, invariant: options.invariant))
    }

    static func retiredError(_ version: String, _ reason: String) -> ReplayTokenError {
        ReplayTokenError(
            "this is a \(version) token: \(reason). Re-run the check (or run) that printed it to get a \(Self.version) token",
            retiredFormat: version)
    }

    /// The choices field: `c=` words or `s=SEED.GAME`.
    static func parseSource(_ payload: String) -> Result<Source, ReplayTokenError> {
        if payload.hasPrefix("c=") {
            var streams: [[UInt64]] = []
            for part in payload.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false) {
                guard let words = ChoiceWords.decode(String(part)) else {
                    return .failure(ReplayTokenError("the choices \"\(payload)\" are not hex words or zk zero runs separated by '-', streams by '+'"))
                }
                streams.append(words)
            }
            return .success(.choices(streams))
        }
        if payload.hasPrefix("s=") {
            let fields = payload.dropFirst(2).split(separator: ".", omittingEmptySubsequences: false)
            let parts = fields.compactMap { UInt64($0) }
            guard fields.count == 2, parts.count == 2 else {
                return .failure(ReplayTokenError("the stream \"\(payload)\" should be s=SEED.GAME"))
            }
            return .success(.stream(seed: parts[0], game: parts[1]))
        }
        return .failure(ReplayTokenError("the choices field should start with c= or s="))
    }

    /// The options field: `m=N`, the step limit (1 to 100000000), then optionally `,f=HASH` (eight hex digits) and
    /// `,b=NAME` (the invariant a shrunk failure broke: letters and digits), in that order.
    static func parseOptions(_ text: String) -> Result<(maxSteps: Int, files: UInt32?, invariant: String?), ReplayTokenError> {
        var options = text.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...3).contains(options.count), options[0].hasPrefix("m=") else {
            return .failure(ReplayTokenError("the options \"\(text)\" should be the step limit m=N, then f=HASH when files were read"))
        }
        guard let maxSteps = Int(options[0].dropFirst(2)), (1...100_000_000).contains(maxSteps) else {
            return .failure(ReplayTokenError("the step limit \"\(options[0])\" should be m=N with N from 1 to 100000000"))
        }
        var invariant: String?
        if let last = options.last, options.count > 1, last.hasPrefix("b=") {
            let name = last.dropFirst(2)
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else {
                return .failure(ReplayTokenError("the option \"\(last)\" should be b=NAME, the invariant's name in letters and digits"))
            }
            invariant = String(name)
            options.removeLast()
        }
        guard options.count <= 2 else {
            return .failure(ReplayTokenError("the options \"\(text)\" should be m=N, then f=HASH when files were read, then b=NAME for a shrunk failure"))
        }
        guard options.count == 2 else { return .success((maxSteps, nil, invariant)) }
        let hash = options[1].dropFirst(2)
        guard options[1].hasPrefix("f="), hash.count == 8, hash.allSatisfy(\.isLowerHexDigit), let files = UInt32(hash, radix: 16) else {
            return .failure(ReplayTokenError("the option \"\(options[1])\" should be f=HASH, eight hex digits (the files' fingerprint)"))
        }
        return .success((maxSteps, files, invariant))
    }

    /// Reads a file of tokens, one per line; blank lines and lines starting with # are skipped.
    ///
    /// Returns each line's number and its token or the reason it could not be read.
    public static func parseLines(_ text: String) -> [(line: Int, token: Result<ReplayToken, ReplayTokenError>)] {
        var tokens: [(line: Int, token: Result<ReplayToken, ReplayTokenError>)] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = String(line).trimmingWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            tokens.append((number + 1, parse(trimmed)))
        }
        return tokens
    }
}

/// Why a replay token could not be read.
public struct ReplayTokenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong with the token.
    public let description: String
    /// The format's version when the token is of a retired format (`pt1`, `pt2`), else nil.
    public let retiredFormat: String?
    /// True when the token's check field is missing or does not match: it was cut short or changed.
    public let isDamaged: Bool

    init(_ description: String, retiredFormat: String? = nil, isDamaged: Bool = false) {
        self.description = description
        self.retiredFormat = retiredFormat
        self.isDamaged = isDamaged
    }
}
