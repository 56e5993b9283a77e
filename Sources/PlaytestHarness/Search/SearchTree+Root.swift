// MARK: - Reading the root: the decision chosen and each decision's statistics

extension SearchTree {
    /// The index of the root decision visited most: ties go to the higher mean reward, then to the earlier listed.
    @inlinable
    func mostVisited(among rootDecisions: [Game.Decision]) -> Int {
        var best = 0
        var bestVisits: Int32 = -1
        var bestMean = -Double.infinity
        for (index, choice) in rootDecisions.enumerated() {
            var child = firstChild[0]
            while child >= 0, decision[Int(child)] != choice { child = nextSibling[Int(child)] }
            guard child >= 0 else { continue }
            let n = visits[Int(child)]
            let mean = n > 0 ? totalReward[Int(child)] / Double(n) : -Double.infinity
            if n > bestVisits || (n == bestVisits && mean > bestMean) {
                best = index
                bestVisits = n
                bestMean = mean
            }
        }
        return best
    }

    /// Visits and mean reward of each root decision (0 visits for one never tried), in the order given.
    @inlinable
    func rootStatistics(among rootDecisions: [Game.Decision]) -> [(visits: Int, meanReward: Double)] {
        rootDecisions.map { choice in
            var child = firstChild[0]
            while child >= 0, decision[Int(child)] != choice { child = nextSibling[Int(child)] }
            guard child >= 0, visits[Int(child)] > 0 else { return (0, 0) }
            return (Int(visits[Int(child)]), totalReward[Int(child)] / Double(visits[Int(child)]))
        }
    }
}
