/// Which bot plays each seat: one bot for every seat, or bots by seat number, role or team.
///
/// Written in scenarios as a bot id (`"fuzzer"`: every seat) or an object
/// (`{"snake": "coordinated", "*": "ownBelief"}`). A seat takes the bot of
/// its seat number if one is named, else of its role, else of its team, else
/// of `*`. In replay tokens `*` is written `_` so that a shell needs no quoting.
public struct BotAssignment: Sendable, Hashable, CustomStringConvertible {
    /// One selector and its bot.
    public struct Entry: Sendable, Hashable {
        /// `*`, a seat number (`"0"`), a role or a team.
        public let selector: String
        /// The bot id.
        public let bot: String

        /// Creates an entry.
        public init(selector: String, bot: String) {
            self.selector = selector
            self.bot = bot
        }
    }

    /// The selectors in the order written; `*` among them.
    public let entries: [Entry]

    /// The selector that matches every seat no other entry names.
    public static let everySeat = "*"

    /// Every seat plays `bot`.
    public init(_ bot: String) {
        entries = [Entry(selector: Self.everySeat, bot: bot)]
    }

    /// Bots by selector; the caller has checked that `*` is among them.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The bot of every seat, when one bot plays them all.
    public var uniformBot: String? {
        entries.count == 1 && entries[0].selector == Self.everySeat ? entries[0].bot : nil
    }

    /// Every bot id named, in order, without repeats.
    public var botIDs: [String] {
        var ids: [String] = []
        for entry in entries where !ids.contains(entry.bot) { ids.append(entry.bot) }
        return ids
    }

    /// The bot for a seat: by its number, then its role, then its team, then `*`.
    public func bot(forSeat seat: Int, labels: SeatLabels) -> String {
        let number = String(seat)
        for key in [number, labels.role, labels.team, Self.everySeat] {
            guard let key else { continue }
            if let entry = entries.first(where: { $0.selector == key }) { return entry.bot }
        }
        preconditionFailure("a bot assignment always names \(Self.everySeat)")
    }

    /// `fuzzer`, or `snake=coordinated,*=ownBelief`.
    public var description: String {
        uniformBot ?? entries.map { "\($0.selector)=\($0.bot)" }.joined(separator: ",")
    }

    /// The token form: `fuzzer`, or `snake=coordinated,_=ownBelief`.
    public var tokenText: String {
        uniformBot ?? entries.map { "\($0.selector == Self.everySeat ? "_" : $0.selector)=\($0.bot)" }.joined(separator: ",")
    }

    /// Reads the token form back; nil when it is malformed or names no `_`.
    public init?(tokenText text: String) {
        guard !text.isEmpty else { return nil }
        guard text.contains("=") else {
            self.init(text)
            return
        }
        var entries: [Entry] = []
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
            entries.append(Entry(selector: parts[0] == "_" ? Self.everySeat : parts[0], bot: parts[1]))
        }
        guard entries.contains(where: { $0.selector == Self.everySeat }) else { return nil }
        self.init(entries: entries)
    }
}
