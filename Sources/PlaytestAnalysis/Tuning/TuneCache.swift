import PlaytestHarness

/// Where a tuning keeps what it has played, so that a run stopped part way (Ctrl-C, a killed job) resumes without
/// playing it again: each evaluation's games under a key naming the table, the seed and the games.
///
/// The tuner asks `lookup` before it plays and hands every finished evaluation to `store`; the command line keeps
/// them in files under the output folder (`tune --resume`). The search is a pure function of the evaluations, and a
/// stored evaluation reads back exactly as it was played, so a resumed tuning writes the same bytes as one that ran
/// through. Keys are looked up, never iterated, so nothing about the store's order reaches a report.
public struct TuneCache: Sendable {
    /// The stored text under a key, or nil when that evaluation was not played yet.
    public let lookup: @Sendable (String) -> String?
    /// Keeps an evaluation's text under its key.
    public let store: @Sendable (String, String) -> Void

    /// Creates a cache from its two operations.
    public init(lookup: @escaping @Sendable (String) -> String?, store: @escaping @Sendable (String, String) -> Void) {
        self.lookup = lookup
        self.store = store
    }
}

extension Tuner {
    /// The key of one evaluation: its kind (`play`, or the skill rung's bot), the seed, the games and the table.
    func cacheKey(_ kind: String, _ candidate: TuneCandidate, seed: UInt64, games: Int) -> String {
        "\(kind)|seed=\(seed)|games=\(games)|" + candidate.values.map(String.init).joined(separator: ",")
    }

    /// The configurations' results of one evaluation as stored text: one encoded result a line.
    static func encode(_ results: [ConfigurationResult]) -> String {
        results.map(ResultArchive.encode).joined(separator: "\n")
    }

    /// Results read back from ``encode(_:)-([ConfigurationResult])``; nil when the text is damaged or holds another
    /// number of configurations (the evaluation is then played again).
    static func decodeResults(_ text: String, count: Int) -> [ConfigurationResult]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == count else { return nil }
        var results: [ConfigurationResult] = []
        for line in lines {
            guard let result = try? ResultArchive.decode(String(line)) else { return nil }
            results.append(result)
        }
        return results
    }

    /// Per-game values as stored text: each value's bit pattern in hexadecimal (exact), `-` for a game without one.
    static func encode(_ values: [Double?]) -> String {
        values.map { $0.map { String($0.bitPattern, radix: 16) } ?? "-" }.joined(separator: ",")
    }

    /// Values read back from ``encode(_:)-([Double?])``; nil when the text is damaged or holds another number of games.
    static func decodeValues(_ text: String, count: Int) -> [Double?]? {
        let fields = text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count == count else { return nil }
        var values: [Double?] = []
        for field in fields {
            if field == "-" { values.append(nil); continue }
            guard let bits = UInt64(field, radix: 16) else { return nil }
            values.append(Double(bitPattern: bits))
        }
        return values
    }
}
