import PlaytestKit

/// The rules the party invariants need, written again from RULES.md section 3 and party-game-bgb_cpg.md, not read
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

    /// RULES.md 3, Intake: the filters drop titles with digits, "(disambiguation)", or starting "List of" or
    /// "Category:" (case ignored).
    public static func isFiltered(_ title: String) -> Bool {
        var bytes = Array(title.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // ASCII: one byte is one character, so the same rule reads the bytes (A-Z lowered by hand, no Foundation).
            if bytes.contains(where: { (0x30...0x39).contains($0) }) { return true }
            for index in bytes.indices where (0x41...0x5A).contains(bytes[index]) { bytes[index] += 0x20 }
            return bytes.starts(with: "list of".utf8) || bytes.starts(with: "category:".utf8) || contains(bytes, "(disambiguation)".utf8)
        }
        let lower = title.lowercased()
        if title.contains(where: { $0.isASCII && $0.isNumber }) { return true }
        if lower.contains("(disambiguation)") { return true }
        return lower.hasPrefix("list of") || lower.hasPrefix("category:")
    }

    /// True when `pattern` occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ pattern: String.UTF8View) -> Bool {
        let needle = Array(pattern)
        guard needle.count <= bytes.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in bytes[start..<(start + needle.count)].elementsEqual(needle) }
    }

    /// RULES.md 3: rounds are fixed at 3.
    public static let rounds = 3

    /// RULES.md 3, Intake: the first half of the players (rounded down) join team A, the rest team B, in intake order.
    public static func joinsTeamA(seat: Int, players: Int) -> Bool { seat < players / 2 }
}
