import PlaytestKit

/// `check --baseline FILE`: the failures a team has accepted, so that CI fails only on new ones.
///
/// Plain text, one accepted failure a line: `GAME RULES NAME`, where NAME is an invariant (`savedTurnsNeverChange`)
/// or a coverage requirement (`coverage:saveMidAnimation`); `#` starts a comment; blank lines are ignored. Written
/// sorted, so that a diff of the file shows what was accepted or fixed.
struct CheckBaseline: Equatable {
    /// One accepted failure.
    struct Entry: Hashable, Comparable {
        let game: String
        let rules: String
        let name: String

        var line: String { "\(game) \(rules) \(name)" }

        static func < (a: Entry, b: Entry) -> Bool { (a.game, a.rules, a.name) < (b.game, b.rules, b.name) }
    }

    /// The entries, sorted, without repeats.
    private(set) var entries: [Entry]

    init(entries: [Entry]) {
        self.entries = Array(Set(entries)).sorted()
    }

    /// Reads a baseline file's text; `shownAs` names the file in errors (`ci/baseline.txt:3: ...`).
    init(parsing text: String, shownAs file: String, command: String) throws(CommandError) {
        var entries: [Entry] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            if words.isEmpty { continue }
            guard words.count == 3 else {
                throw .usage("\(command): --baseline \(file):\(number + 1): \"\(line.trimmingCharacters(in: .whitespaces))\" is not an entry; "
                    + "write one accepted failure a line as GAME RULES NAME, e.g. \"diceapp app savedTurnsNeverChange\", or rewrite the file with --update-baseline")
            }
            entries.append(Entry(game: words[0], rules: words[1], name: words[2]))
        }
        self.init(entries: entries)
    }

    /// The failures of one game's check report, as baseline entries: its broken invariants, the invariants its failing
    /// saved regressions broke, and its coverage requirements not met.
    static func failures(of report: CheckReport) -> [Entry] {
        let rules = report.configuration.rules
        var names = report.findings.map(\.invariant.name)
        for regression in report.regressions { names += regression.result.violations.map(\.invariant) }
        names += report.coverageFailures.map { "coverage:" + $0.tally.info.name }
        return Array(Set(names.map { Entry(game: report.game, rules: rules, name: $0) })).sorted()
    }

    /// The entries of one game and rule set.
    func entries(game: String, rules: String) -> [Entry] {
        entries.filter { $0.game == game && $0.rules == rules }
    }

    /// This baseline with one game's and rule set's entries replaced by `current`.
    func replacing(game: String, rules: String, with current: [Entry]) -> CheckBaseline {
        CheckBaseline(entries: entries.filter { !($0.game == game && $0.rules == rules) } + current)
    }

    /// The file's text: a header, then one entry a line, sorted.
    func text(program: String) -> String {
        "# Accepted failures for '\(program) check --baseline': one a line, GAME RULES NAME (an invariant, or coverage:LABEL).\n"
            + "# Rewrite with '\(program) check ... --baseline FILE --update-baseline'; remove a line once its failure is fixed.\n"
            + entries.map { $0.line + "\n" }.joined()
    }
}
