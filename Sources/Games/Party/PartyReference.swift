import PlaytestKit

/// The rules the party invariants need, written again from RULES.md, Party game and party-game-bgb_cpg.md, not read
/// from the engine's `Stage`, `TitleBank` or `Settings`.
public enum PartyReference {
    /// The document's "State Machine (Stages)", by stage name; the two back buttons of How to Play and Game Stats
    /// (the document's views) are added.
    public static let successors: [String: [String]] = [
        "home": ["howTo", "settings"],
        "howTo": ["home"],
        "settings": ["intakeHandoff"],
        "intakeHandoff": ["intakeName"],
        "intakeName": ["intakePicks"],
        "intakePicks": ["intakeHandoff", "roundIntro"],
        "roundIntro": ["turnHandoff"],
        "turnHandoff": ["turn"],
        "turn": ["turnPaused", "turnSkipComplete", "recap"],
        "turnPaused": ["turn", "recap"],
        "turnSkipComplete": ["recap"],
        "recap": ["turnHandoff", "roundEnd"],
        "roundEnd": ["roundIntro", "gameEnd"],
        "gameEnd": ["gameStats", "roundIntro", "home"],
        "gameStats": ["gameEnd"],
    ]

    /// RULES.md, Party game, Intake: the filters drop titles with digits, "(disambiguation)", or starting "List of" or
    /// "Category:" (case ignored).
    public static func isFiltered(_ title: String) -> Bool {
        FoldedTitle.withBytes(of: title, isFilteredASCII) ?? isFilteredByLowering(title)
    }

    /// The rule read on any title, by a lowered copy.
    static func isFilteredByLowering(_ title: String) -> Bool {
        let lower = title.lowercased()
        if title.contains(where: { $0.isASCII && $0.isNumber }) { return true }
        if lower.contains("(disambiguation)") { return true }
        return lower.hasPrefix("list of") || lower.hasPrefix("category:")
    }

    /// The rule read on an ASCII title's bytes, one byte one character, A-Z read as a-z (no Foundation, no lowered
    /// copy); nil when a byte is not ASCII.
    static func isFilteredASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var digit = false
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if (0x30...0x39).contains(byte) { digit = true }
        }
        if digit { return true }
        return occurs(listOf, in: bytes, at: 0) || occurs(category, in: bytes, at: 0)
            || bytes.indices.contains { occurs(disambiguation, in: bytes, at: $0) }
    }

    static let listOf = Array("list of".utf8)
    static let category = Array("category:".utf8)
    static let disambiguation = Array("(disambiguation)".utf8)

    /// True when `needle` (lowercase) is read at `start` in `bytes`, A-Z read as a-z.
    static func occurs(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start >= 0, bytes.count - start >= needle.count else { return false }
        for (offset, expected) in needle.enumerated() where FoldedTitle.lowered(bytes[start + offset]) != expected { return false }
        return true
    }

    /// RULES.md, Party game: rounds are fixed at 3.
    public static let rounds = 3

    /// RULES.md, Party game, Intake: the first half of the players (rounded down) join team A, the rest team B, in intake order.
    public static func joinsTeamA(seat: Int, players: Int) -> Bool { seat < players / 2 }
}
