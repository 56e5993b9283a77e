// MARK: - Labels, coverage and targets over the passing cases

extension PropertyRunner {
    /// Counts, over the passing cases, each label and each `cover` requirement, and keeps each target label's best case.
    struct Tallies {
        var passed = 0
        var labels: [(name: String, count: Int)] = []
        var coverage: [(name: String, share: Double, count: Int)] = []
        var bestTargets: [(label: String, score: Double, words: [UInt64])] = []

        /// Adds one passing case.
        mutating func add(_ record: PropertyCase.Storage, words: [UInt64]) {
            passed += 1
            for name in record.labels {
                if let index = labels.firstIndex(where: { $0.name == name }) { labels[index].count += 1 } else { labels.append((name, 1)) }
            }
            for requirement in record.coverage {
                let hit = requirement.hit ? 1 : 0
                if let index = coverage.firstIndex(where: { $0.name == requirement.label }) {
                    coverage[index].count += hit
                } else {
                    coverage.append((requirement.label, requirement.share, hit))
                }
            }
            for score in record.targets {
                if let index = bestTargets.firstIndex(where: { $0.label == score.label }) {
                    if score.score > bestTargets[index].score { bestTargets[index] = (score.label, score.score, words) }
                } else {
                    bestTargets.append((score.label, score.score, words))
                }
            }
        }

        /// Writes the tallies (every label over every passing case) and the best scores into `outcome`.
        func finish<Value>(into outcome: inout PropertyOutcome<Value>) {
            outcome.labels = labels.map {
                CoverageTally(info: CoverageInfo(name: $0.name, summary: $0.name, minimumShare: nil), games: $0.count, trials: passed)
            }
            outcome.coverage = coverage.map {
                CoverageTally(info: CoverageInfo(name: $0.name, summary: $0.name, minimumShare: $0.share), games: $0.count, trials: passed)
            }
            outcome.targets = bestTargets.map { ($0.label, $0.score) }
        }
    }
}
