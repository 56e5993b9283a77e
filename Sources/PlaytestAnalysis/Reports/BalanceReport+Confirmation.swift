import PlaytestHarness
import PlaytestProperties
import PlaytestStatistics

// MARK: - Best-arm claims confirmed on fresh games (`confirm`)

extension BalanceReport {
    /// "Confirmed on fresh games": per claim to confirm, the leader and its closest rival played again.
    func appendConfirmations(to document: inout MarkdownDocument) {
        let claims = analysis.verdicts.confirmations
        guard !claims.isEmpty else { return }
        document.heading("Confirmed on fresh games", level: 3)
        document.paragraph("Each claim shown above is played again (the study's `confirm`): the highest arm and its closest rival, "
            + "on fresh games from seed \(FollowUpRequests.confirmationSeed(for: scenario.seed)) (SplitMix64's mix of the seed XOR "
            + "0x\(String(FollowUpRequests.confirmationSalt, radix: 16, uppercase: true))). The claim is confirmed when the 95% interval of the difference of means "
            + "(normal, independent samples) lies above 0.")
        document.table(
            header: ["metric", "highest mean", "closest rival", "games", "its mean", "rival's mean", "difference 95% interval", "confirmed?"],
            rows: claims.map { claim in
                let (comparison, games) = (claim.comparison, claim.games)
                let digits = measurements(named: comparison.metric).first?.measurement.digits ?? 2
                func fixed(_ value: Double) -> String { NumberFormat.fixed(value, digits: digits) }
                let head = [comparison.label, comparison.leadingArm.label, comparison.closestRival.label, NumberFormat.grouped(games)]
                guard let result = claim.outcome else { return head + ["", "", "", "not played"] }
                return head + [fixed(result.leader), fixed(result.rival), "\(fixed(result.lower)) to \(fixed(result.upper))",
                               result.confirmed ? "yes" : "no"]
            },
            alignments: [.left, .left, .left, .right, .right, .right, .right, .left])
    }
}
