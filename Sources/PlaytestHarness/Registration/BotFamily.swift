/// A family of bots that differ only in one whole-number setting, named `PREFIX-N`: `search-400` is the search bot
/// with a budget of 400 iterations.
///
/// A family is registered once (`BotEntry.family(...)`, or `BotEntry.search(...)` for the search bot) and accepts
/// any `N` in its range, so a scenario, a replay token and the command line name a member by its id alone: the
/// setting travels inside the id, and tokens stay shell-safe (letters, digits and `-`) and checksummed as before.
/// Members are not listed among a game's fixed bots (`GameRegistration.bots`), so a scenario that omits `bots` and
/// the conformance suite play the fixed bots only; `playtest list` shows the family with its suggested members.
public struct BotFamilyInfo: Sendable, Hashable {
    /// The id's prefix: `search` in `search-400`.
    public let prefix: String
    /// What `N` is, in one word or two, for messages: `iterations`.
    public let setting: String
    /// The values `N` may take.
    public let range: ClosedRange<Int>
    /// What a member does, with `N` written as the placeholder `{N}`.
    public let summary: String
    /// Members worth naming in `playtest list` and in documentation (the ladder's rungs), in order.
    public let suggested: [Int]

    /// Creates a family's facts; `summary` writes the member's value as `{N}`.
    public init(prefix: String, setting: String, range: ClosedRange<Int>, summary: String, suggested: [Int] = []) {
        precondition(!prefix.isEmpty && prefix.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic },
                     "a bot family's prefix is ASCII letters")
        precondition(range.lowerBound >= 0, "a bot family's values are whole numbers")
        self.prefix = prefix
        self.setting = setting
        self.range = range
        self.summary = summary
        self.suggested = suggested
    }

    /// The member's id: `search-400`.
    public func id(_ value: Int) -> String { "\(prefix)-\(value)" }

    /// The id pattern: `search-N`.
    public var pattern: String { "\(prefix)-N" }

    /// How a valid member is written, for messages: `search-N with N (iterations) a whole number from 1 to 1000000`.
    public var allowed: String {
        "\(pattern) with N (\(setting)) a whole number from \(range.lowerBound) to \(range.upperBound)"
    }

    /// The member's summary, its value in place of `{N}`.
    public func summary(for value: Int) -> String {
        summary(for: String(value))
    }

    /// The summary with `text` in place of `{N}` (`N` for the family as a whole).
    public func summary(for text: String) -> String {
        summary.replacingPlaceholder(with: text)
    }

    /// A member's facts: its id and summary; never a checking bot.
    public func info(for value: Int) -> BotInfo {
        BotInfo(id: id(value), summary: summary(for: value), checks: false)
    }

    /// Reads an id of this family: nil when the id is not `PREFIX-...` at all, else its value or what is wrong with it.
    public func parse(_ id: String) -> Result<Int, BotFamilyError>? {
        guard id.hasPrefix(prefix + "-") else { return nil }
        let digits = id.dropFirst(prefix.count + 1)
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }), digits.first != "0" || digits == "0" else {
            return .failure(BotFamilyError(id: id, problem: "its \(setting) \"\(digits)\" is not a whole number written plainly",
                                           allowed: allowed))
        }
        guard digits.count <= 18, let value = Int(digits) else {
            return .failure(BotFamilyError(id: id, problem: "its \(setting) \(digits) is above the maximum \(range.upperBound)",
                                           allowed: allowed))
        }
        guard range.contains(value) else {
            let side = value < range.lowerBound ? "below the minimum \(range.lowerBound)" : "above the maximum \(range.upperBound)"
            return .failure(BotFamilyError(id: id, problem: "its \(setting) \(value) is \(side)", allowed: allowed))
        }
        return .success(value)
    }
}

/// Why an id that starts like a bot family's member is not one: `search-0`, `search-x`.
public struct BotFamilyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The id as written.
    public let id: String
    /// What is wrong, phrased to follow the id: `its iterations 0 is below the minimum 1`.
    public let problem: String
    /// How a member is written: `search-N with N (iterations) a whole number from 1 to 1000000`.
    public let allowed: String

    /// `the bot "search-0": its iterations 0 is below the minimum 1; use search-N with N (iterations) ...`.
    public var description: String { "the bot \"\(id)\": \(problem); use \(allowed)" }
}

extension String {
    /// The text with every `{N}` replaced.
    func replacingPlaceholder(with value: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: "{N}") {
            result += rest[..<range.lowerBound] + value
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
