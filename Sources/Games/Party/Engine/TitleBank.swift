import PlaytestKit

/// The titles intake draws from, as data (the document's `TitleBank`): the shipped synthetic bank, or a user's file.
///
/// The filters (the document's `TitleFilter`) drop titles with digits, "(disambiguation)", or starting "List of"
/// or "Category:". Case-only duplicates stay in the bank: intake keeps them apart case-insensitively.
public struct TitleBank: Sendable, Hashable {
    /// Every title, in file order, filtered ones included.
    public let titles: [Title]
    /// The titles the filters keep, in order (case-only duplicates included).
    public let usable: [Title]
    /// Per case-insensitive key (`Title.key`), the positions in `usable` of the titles with that key, ascending: the
    /// draw among the titles left reads the excluded keys' positions instead of hashing every usable title.
    public let usablePositions: [String: [Int]]

    /// The fewest distinct usable titles a bank must hold: 12 players x 5 picks, plus 15 candidates on screen.
    public static let minimumDistinct = 75

    /// A bank of the given titles.
    public init(titles: [Title]) {
        self.titles = titles
        let usable = titles.filter { !Self.isFiltered($0.text) }
        self.usable = usable
        var positions: [String: [Int]] = [:]
        for (position, title) in usable.enumerated() { positions[title.key, default: []].append(position) }
        self.usablePositions = positions
    }

    /// Two banks are equal when their titles are (the rest is derived from them).
    public static func == (lhs: TitleBank, rhs: TitleBank) -> Bool { lhs.titles == rhs.titles }

    /// Hashes the titles (the rest is derived from them).
    public func hash(into hasher: inout Hasher) { hasher.combine(titles) }

    /// The positions in `usable` of the titles whose key is in `keys` or in `more`, ascending and each once. (The
    /// set's order reaches nothing: the positions are sorted.)
    public func usablePositions(ofKeys keys: Set<String>, _ more: [String]) -> [Int] {
        var result: [Int] = []
        for key in keys { if let found = usablePositions[key] { result += found } }
        for key in more where !keys.contains(key) { if let found = usablePositions[key] { result += found } }
        result.sort()
        var distinct: [Int] = []
        distinct.reserveCapacity(result.count)
        for position in result where distinct.last != position { distinct.append(position) }
        return distinct
    }

    /// The position in a list of the entry that is `rank`-th (from 0) among those left once the `skipped` positions
    /// (ascending, each once) are left out.
    public static func position(_ rank: Int, skipping skipped: [Int]) -> Int {
        var position = rank
        for left in skipped {
            guard left <= position else { break }
            position += 1
        }
        return position
    }

    /// True when the filters drop `text`: digits, "(disambiguation)", or a start of "List of" or "Category:".
    public static func isFiltered(_ text: String) -> Bool {
        isFilteredASCII(text.utf8) ?? isFilteredByLowering(text)
    }

    /// `isFiltered` for any title, by a lowered copy.
    static func isFilteredByLowering(_ text: String) -> Bool {
        let lower = text.lowercased()
        return text.unicodeScalars.contains { ("0"..."9").contains($0) } || lower.contains("(disambiguation)")
            || lower.hasPrefix("list of") || lower.hasPrefix("category:")
    }

    /// `isFiltered` for an ASCII title, on its bytes (A-Z lowered as `lowercased()` lowers them), without building
    /// a lowered copy; nil when the title holds a non-ASCII byte (the general path then decides).
    static func isFilteredASCII(_ bytes: String.UTF8View) -> Bool? {
        var hasDigit = false
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { hasDigit = true }
        }
        if hasDigit { return true }
        return startsLowered(bytes, with: Self.listOf) || startsLowered(bytes, with: Self.category)
            || containsLowered(bytes, Self.disambiguation)
    }

    static let listOf = Array("list of".utf8)
    static let category = Array("category:".utf8)
    static let disambiguation = Array("(disambiguation)".utf8)

    /// ASCII lowering of one byte.
    @inline(__always)
    static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// True when the lowered bytes start with `prefix` (lowercase).
    static func startsLowered(_ bytes: String.UTF8View, with prefix: [UInt8]) -> Bool {
        var index = bytes.startIndex
        for expected in prefix {
            guard index != bytes.endIndex, lowered(bytes[index]) == expected else { return false }
            index = bytes.index(after: index)
        }
        return true
    }

    /// True when the lowered bytes contain `needle` (lowercase) somewhere.
    static func containsLowered(_ bytes: String.UTF8View, _ needle: [UInt8]) -> Bool {
        var start = bytes.startIndex
        while start != bytes.endIndex {
            var index = start
            var matched = 0
            while matched < needle.count, index != bytes.endIndex, lowered(bytes[index]) == needle[matched] {
                matched += 1
                index = bytes.index(after: index)
            }
            if matched == needle.count { return true }
            start = bytes.index(after: start)
        }
        return false
    }

    /// Distinct usable titles, case ignored.
    public var distinctUsableCount: Int {
        var seen = Set<String>()
        for title in usable { seen.insert(title.key) }
        return seen.count
    }

    // MARK: - The synthetic bank

    /// The shipped bank: 24 x 15 made-up titles ("The Silent Harbor"), each fourth also present in a case-only variant
    /// ("THE SILENT HARBOR"), and 32 titles the filters must drop; difficulties follow a fixed pattern (about a third each).
    public static let synthetic: TitleBank = {
        let adjectives = ["Silent", "Golden", "Crimson", "Hidden", "Frozen", "Wandering", "Broken", "Electric", "Midnight", "Velvet",
                          "Iron", "Paper", "Burning", "Lonely", "Secret", "Hollow", "Royal", "Savage", "Gentle", "Endless",
                          "Painted", "Forgotten", "Copper", "Emerald"]
        let nouns = ["Harbor", "Garden", "Mountain", "Orchestra", "Empire", "Lantern", "River", "Castle", "Detective", "Carnival",
                     "Voyage", "Kingdom", "Machine", "Serpent", "Library"]
        var titles: [Title] = []
        var index = 0
        for adjective in adjectives {
            for noun in nouns {
                let text = "The \(adjective) \(noun)"
                // A fixed pattern, not a draw: the bank is data.
                let difficulty = CardDifficulty(rawValue: 1 + (index * 2 + index / 15) % 3)!
                titles.append(Title(text, difficulty: difficulty))
                if index % 4 == 1 { titles.append(Title(index % 8 == 1 ? text.uppercased() : text.lowercased(), difficulty: difficulty)) }
                if index % 12 == 5 {
                    let filtered = ["\(noun) (disambiguation)", "List of \(noun.lowercased())s", "Category:\(adjective) \(noun)s",
                                    "\(adjective) \(noun) \(1900 + index)"]
                    titles.append(Title(filtered[(index / 12) % 4]))
                }
                index += 1
            }
        }
        return TitleBank(titles: titles)
    }()

    // MARK: - A user's file

    /// Reads a bank file: one title per line, optionally followed by ` | easy`, ` | medium` or ` | hard` (default medium);
    /// blank lines and lines starting with `#` are skipped.
    ///
    /// - Throws: `JSONInputError` naming the file and the line or what is missing: an unknown difficulty, a title
    ///   left empty, a bank with no titles, or fewer than `minimum` distinct titles once the filters and
    ///   case-insensitive de-duplication have done their work (a duplicate-only bank among them).
    public static func parse(_ text: String, file: String, minimum: Int = TitleBank.minimumDistinct) throws(JSONInputError) -> TitleBank {
        var titles: [Title] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingWhitespace()
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var title = line
            var difficulty = CardDifficulty.medium
            if let bar = line.lastIndex(of: "|") {
                title = line[..<bar].trimmingWhitespace()
                let word = line[line.index(after: bar)...].trimmingWhitespace()
                guard let named = CardDifficulty(name: word.lowercased()) else {
                    var error = JSONInputError(line: offset + 1, column: line.distance(from: line.startIndex, to: bar) + 2,
                                               problem: "difficulty \"\(word)\" is not easy, medium or hard",
                                               fix: "write 'Title | easy', 'Title | medium' or 'Title | hard', or just the title")
                    error.file = file
                    throw error
                }
                difficulty = named
            }
            guard !title.isEmpty else {
                var error = JSONInputError(line: offset + 1, column: 1, problem: "has a difficulty but no title", fix: "write the title before the '|'")
                error.file = file
                throw error
            }
            titles.append(Title(title, difficulty: difficulty))
        }
        let bank = TitleBank(titles: titles)
        guard !titles.isEmpty else {
            var error = JSONInputError(option: "party.bank", problem: "has no titles (every line is blank or a # comment)",
                                       fix: "write one title per line, at least \(minimum) different ones")
            error.file = file
            throw error
        }
        let distinct = bank.distinctUsableCount
        guard distinct >= minimum else {
            let filtered = titles.count - bank.usable.count
            let duplicates = bank.usable.count - distinct
            var error = JSONInputError(
                option: "party.bank",
                problem: "has \(titles.count) titles but only \(distinct) different usable ones (\(filtered) dropped by the filters: digits, "
                    + "\"(disambiguation)\", \"List of\", \"Category:\"; \(duplicates) case-insensitive duplicates)",
                fix: "add titles until at least \(minimum) different ones remain (12 players x 5 picks, plus 15 candidates on screen)")
            error.file = file
            throw error
        }
        return bank
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
