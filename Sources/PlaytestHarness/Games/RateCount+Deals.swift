extension RateCount {
    /// A figure of the deal alone, pooled over arms that share their deals: each distinct deal counted once.
    ///
    /// Every arm of a run deals game i the same way (the chance stream of (seed, i)), so arm k's counts of a figure of
    /// the deal alone (PokerSlam's opening grids offering a hand) cover deals `0 ..< trials_k`, and the arm with the
    /// most trials covers every deal any arm saw. Its counts are the pooled figure (the first such arm on a tie), with
    /// `n` the distinct deals; summing the arms would count a deal once per arm that played it, and its Wilson
    /// interval would be too narrow by about √arms. Nil for no arms.
    ///
    /// - Complexity: O(arms).
    public static func distinctDeals(_ arms: [RateCount]) -> RateCount? {
        arms.reduce(nil) { best, arm in best.map { $0.trials >= arm.trials ? $0 : arm } ?? arm }
    }
}
