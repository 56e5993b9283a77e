/// One line that replays one recorded game: format version, game, rules, bot, parameters, choices.
///
/// Written `pt1:dice:shipped:fuzzer:count=6,turns=5:c=1f-z3-9a` (the game's
/// choices as hex words, a run of k zeros as `zk`), or with
/// `s=SEED.CONFIGURATION.GAME` for an unshrunk game of a run, replayed from its
/// derived stream. Only letters, digits and `:,=.-` appear, so a shell needs no quoting.
public struct ReplayToken: Sendable, Hashable, CustomStringConvertible {
    /// Where the game's random choices come from.
    public enum Source: Sendable, Hashable {
        /// An explicit list of choices (a shrunk case); past its end every choice is 0.
        case choices([UInt64])
        /// Game `game` of configuration `configuration` in a run seeded `seed`.
        case stream(seed: UInt64, configuration: UInt64, game: UInt64)
    }

    /// The format version this code writes and reads.
    public static let version = "pt1"

    /// The game id.
    public var game: String
    /// The rule set.
    public var rules: String
    /// The bot id.
    public var bot: String
    /// The parameters, `name=value` joined by commas, in the descriptor's order.
    public var parameters: String
    /// The random choices.
    public var source: Source

    /// Creates a token.
    public init(game: String, rules: String, bot: String, parameters: String, source: Source) {
        self.game = game
        self.rules = rules
        self.bot = bot
        self.parameters = parameters
        self.source = source
    }

    /// The token as one shell-safe line.
    public var description: String {
        let payload: String
        switch source {
        case .choices(let words): payload = "c=" + Self.encode(words)
        case .stream(let seed, let configuration, let game): payload = "s=\(seed).\(configuration).\(game)"
        }
        return [Self.version, game, rules, bot, parameters, payload].joined(separator: ":")
    }

    /// Parses a token; nil with a reason on the error side when it is malformed.
    public static func parse(_ text: String) -> Result<ReplayToken, ReplayTokenError> {
        let fields = text.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 6 else {
            return .failure(ReplayTokenError("expected 6 fields separated by ':' (version:game:rules:bot:parameters:choices), found \(fields.count)"))
        }
        guard fields[0] == version else {
            return .failure(ReplayTokenError("format \"\(fields[0])\" is not \(version); re-run the check that wrote it to get a fresh token"))
        }
        let payload = fields[5]
        let source: Source
        if payload.hasPrefix("c=") {
            guard let words = decode(String(payload.dropFirst(2))) else {
                return .failure(ReplayTokenError("the choices \"\(payload)\" are not hex words or zk zero runs separated by '-'"))
            }
            source = .choices(words)
        } else if payload.hasPrefix("s=") {
            let fields = payload.dropFirst(2).split(separator: ".", omittingEmptySubsequences: false)
            let parts = fields.compactMap { UInt64($0) }
            guard fields.count == 3, parts.count == 3 else {
                return .failure(ReplayTokenError("the stream \"\(payload)\" should be s=SEED.CONFIGURATION.GAME"))
            }
            source = .stream(seed: parts[0], configuration: parts[1], game: parts[2])
        } else {
            return .failure(ReplayTokenError("the last field should start with c= or s="))
        }
        return .success(ReplayToken(game: fields[1], rules: fields[2], bot: fields[3], parameters: fields[4], source: source))
    }

    // MARK: - Choice encoding

    /// Hex words joined by '-', with runs of two or more zeros written `zk`.
    static func encode(_ words: [UInt64]) -> String {
        var parts: [String] = []
        var index = 0
        while index < words.count {
            if words[index] == 0 {
                var end = index
                while end < words.count, words[end] == 0 { end += 1 }
                parts.append(end - index == 1 ? "0" : "z\(end - index)")
                index = end
            } else {
                parts.append(String(words[index], radix: 16))
                index += 1
            }
        }
        return parts.joined(separator: "-")
    }

    /// The inverse of `encode`; nil on malformed text.
    static func decode(_ text: String) -> [UInt64]? {
        if text.isEmpty { return [] }
        var words: [UInt64] = []
        for part in text.split(separator: "-", omittingEmptySubsequences: false) {
            if part.hasPrefix("z") {
                guard let run = Int(part.dropFirst()), run > 0, run <= 1 << 22 else { return nil }
                words.append(contentsOf: repeatElement(0, count: run))
            } else {
                guard let word = UInt64(part, radix: 16) else { return nil }
                words.append(word)
            }
        }
        return words
    }
}

/// Why a replay token could not be read.
public struct ReplayTokenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong with the token.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
