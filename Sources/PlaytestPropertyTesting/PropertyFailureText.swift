import PlaytestProperties

/// The text of the one issue `checkProperty` records for a broken property.
enum PropertyFailureText {
    /// A failure: where it came from, the original and shrunk values, why, the notes, and the replay line.
    static func failure<Value>(_ failure: PropertyFailure<Value>, cases: Int, replayLine: String, stored: String?) -> String {
        var lines: [String] = []
        let origin: String
        switch failure.origin {
        case .generated(let index): origin = "case \(index + 1) of \(cases)"
        case .stored: origin = "a stored example, replayed first"
        case .targeted(let label): origin = "the targeted search on \(label.isEmpty ? "the target" : "target \"\(label)\"")"
        }
        lines.append("property failed: \(origin), seed \(failure.seed)")
        lines.append("  original: \(describe(failure.original))")
        lines.append("  shrunk:   \(describe(failure.shrunk))   (\(failure.shrinkCalls) shrinking calls)")
        for message in failure.messages {
            lines.append("  failure:  " + message.split(separator: "\n").joined(separator: "\n            "))
        }
        for text in failure.notes { lines.append("  note:     \(text)") }
        lines.append("  replay:   \(replayLine)")
        if let stored { lines.append("  stored in \(stored), replayed first next time") }
        return lines.joined(separator: "\n")
    }

    /// A value as Swift prints it, cut at 2,000 characters.
    static func describe<Value>(_ value: Value) -> String {
        let text = String(describing: value)
        return text.count > 2_000 ? String(text.prefix(2_000)) + "... (\(text.count) characters)" : text
    }

    /// The coverage requirements that failed, with every requirement's share and interval.
    static func coverage<Value>(_ outcome: PropertyOutcome<Value>, seed: UInt64) -> String {
        var lines = ["coverage FAILED (seed \(seed)): a required share of cases was not reached"]
        for tally in outcome.coverage {
            let share = tally.info.minimumShare ?? 0
            let interval = tally.interval.map { " (95% interval \(percent($0.lower))-\(percent($0.upper)))" } ?? ""
            lines.append("  \(tally.info.name): \(tally.games) of \(tally.trials) cases\(interval), required \(percent(share)): \(verdict(tally.verdict()))")
        }
        return lines.joined(separator: "\n")
    }

    private static func verdict(_ verdict: CoverageTally.Verdict) -> String {
        switch verdict {
        case .met: "met"
        case .tooRare: "too rare"
        case .undecided: "not yet shown (run more cases)"
        case .none: "no requirement"
        }
    }

    private static func percent(_ share: Double) -> String {
        let value = (share * 1_000).rounded() / 10
        return value == value.rounded() ? "\(Int(value))%" : "\(value)%"
    }
}
