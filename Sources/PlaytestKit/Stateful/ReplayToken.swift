/// One line that replays one recorded game: format version, game, rules, bots, parameters, streams.
///
/// Written `pt2:dice:shipped:fuzzer:count=6,turns=5:c=1f-z3-9a+5-0` (each
/// stream's words in hex, a run of k zeros as `zk`, the engine's chance
/// first and then each seat's decisions, separated by `+`), or with
/// `s=SEED.GAME` for an unshrunk game of a run, replayed from its derived
/// streams. The bots are one id for every seat or `selector=bot` pairs (`_`
/// for every other seat). Only letters, digits and `:,=.-+_` appear, so a
/// shell needs no quoting.
public struct ReplayToken: Sendable, Hashable, CustomStringConvertible {
    /// Where the game's random choices come from.
    public enum Source: Sendable, Hashable {
        /// Explicit words per stream (a shrunk case): the chance, then each seat; past a stream's end every choice is 0.
        case choices([[UInt64]])
        /// Game `game` of a run seeded `seed`.
        case stream(seed: UInt64, game: UInt64)
    }

    /// The format version this code writes and reads.
    public static let version = "pt2"

    /// Earlier formats, and why their tokens cannot replay here.
    static let retired: [String: String] = [
        "pt1": "it was printed by Playtest 0.1, which drew a game's chance and its bot's choices from one stream; "
            + "since 0.2 they are separate streams, so it would replay a different game",
    ]

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

    /// Creates a token.
    public init(game: String, rules: String, bots: BotAssignment, parameters: String, source: Source) {
        self.game = game
        self.rules = rules
        self.bots = bots
        self.parameters = parameters
        self.source = source
    }

    /// The token as one shell-safe line.
    public var description: String {
        let payload: String
        switch source {
        case .choices(let streams): payload = "c=" + streams.map(Self.encode).joined(separator: "+")
        case .stream(let seed, let game): payload = "s=\(seed).\(game)"
        }
        return [Self.version, game, rules, bots.tokenText, parameters, payload].joined(separator: ":")
    }

    /// Parses a token; the error says what is malformed.
    public static func parse(_ text: String) -> Result<ReplayToken, ReplayTokenError> {
        let fields = text.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if let reason = retired[fields[0]] {
            return .failure(ReplayTokenError(
                "this is a \(fields[0]) token: \(reason). Re-run the check (or run) that printed it to get a \(version) token",
                retiredFormat: fields[0]))
        }
        guard fields.count == 6 else {
            return .failure(ReplayTokenError("expected 6 fields separated by ':' (version:game:rules:bots:parameters:choices), found \(fields.count)"))
        }
        guard fields[0] == version else {
            return .failure(ReplayTokenError("format \"\(fields[0])\" is not \(version); re-run the check that wrote it to get a fresh token"))
        }
        guard let bots = BotAssignment(tokenText: fields[3]) else {
            return .failure(ReplayTokenError("the bots \"\(fields[3])\" should be one bot id or selector=bot pairs including _=bot"))
        }
        let payload = fields[5]
        let source: Source
        if payload.hasPrefix("c=") {
            var streams: [[UInt64]] = []
            for part in payload.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false) {
                guard let words = decode(String(part)) else {
                    return .failure(ReplayTokenError("the choices \"\(payload)\" are not hex words or zk zero runs separated by '-', streams by '+'"))
                }
                streams.append(words)
            }
            source = .choices(streams)
        } else if payload.hasPrefix("s=") {
            let fields = payload.dropFirst(2).split(separator: ".", omittingEmptySubsequences: false)
            let parts = fields.compactMap { UInt64($0) }
            guard fields.count == 2, parts.count == 2 else {
                return .failure(ReplayTokenError("the stream \"\(payload)\" should be s=SEED.GAME"))
            }
            source = .stream(seed: parts[0], game: parts[1])
        } else {
            return .failure(ReplayTokenError("the last field should start with c= or s="))
        }
        return .success(ReplayToken(game: fields[1], rules: fields[2], bots: bots, parameters: fields[4], source: source))
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
    /// The format's version when the token is of a retired format (`pt1`), else nil.
    public let retiredFormat: String?

    init(_ description: String, retiredFormat: String? = nil) {
        self.description = description
        self.retiredFormat = retiredFormat
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    public func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
