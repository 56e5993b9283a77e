// MARK: - Counted nouns

extension NumberFormat {
    /// A grouped count with its noun in the right number: `1 invariant`, `3 invariants`, `1,200 games`.
    ///
    /// `plural` defaults to `singular + "s"`.
    public static func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(grouped(count)) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
