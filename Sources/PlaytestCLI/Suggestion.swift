import PlaytestKit

/// "Did you mean …?" for every name a user types on the command line: commands, options, games, bots, parameters,
/// metrics, coverage labels, objectives.
///
/// The closest candidate by optimal string alignment distance (insertions, deletions, substitutions, swaps of
/// adjacent characters; letter case ignored), within two edits, or within a quarter of the name's length for a long
/// name (`saveMidAnimaton`); ties go to the earlier candidate, and candidates come from ordered tables, never from a
/// `Dictionary` or a `Set`, so the suggestion is the same on every run.
enum Suggestion {
    /// The candidate closest to `input`, or nil when none is close.
    static func closest(to input: String, among candidates: [String]) -> String? {
        JSONSuggestion.closest(to: input, among: candidates, maximumDistance: max(JSONSuggestion.maximumDistance, input.count / 4))
    }

    /// `did you mean "x"? ` (with a trailing space, to start a fix), or "" when no candidate is close.
    static func phrase(_ input: String, among candidates: [String], quoted: Bool = true) -> String {
        guard let match = closest(to: input, among: candidates) else { return "" }
        return quoted ? "did you mean \"\(match)\"? " : "did you mean \(match)? "
    }

    /// A list for the end of a message: every item up to `limit`, then how many more.
    static func listing(_ items: [String], limit: Int = 12) -> String {
        guard items.count > limit else { return items.joined(separator: ", ") }
        return items.prefix(limit).joined(separator: ", ") + ", ... (\(items.count - limit) more)"
    }
}
