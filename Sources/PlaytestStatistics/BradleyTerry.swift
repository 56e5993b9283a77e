import Foundation

/// Bradley-Terry strengths of players from pairwise games, fitted by the MM algorithm, with cluster-robust intervals.
///
/// Model: player i beats player j with chance π_ij = e^θᵢ / (e^θᵢ + e^θⱼ); a tie counts half a win to each. The scale
/// is fixed by a reference player, θ_ref = 0, so θᵢ is i's log-odds of beating the reference.
///
/// Fit: Hunter's (2004) minorisation-maximisation update pᵢ ← Wᵢ / Σ_j n_ij / (pᵢ + pⱼ) (Wᵢ wins, n_ij games), from
/// pᵢ = 1, until no pᵢ moves by more than 1e-12 relatively (at most 10,000 sweeps). The MLE exists when every player
/// has won and lost something in a connected design; otherwise ``init(players:games:reference:)`` returns nil.
///
/// Intervals: games are grouped in clusters (the deals they share) and the clusters are the independent units. The
/// sandwich variance V = H⁻¹ (Σ_c U_c U_cᵀ) H⁻¹ · C/(C − 1), with H the Fisher information of the fitted θ and U_c a
/// cluster's score (Σ (y − π) over its games), gives θᵢ ± t_{C−1} · √V_ii (Huber 1967, White 1980; Liang and Zeger
/// 1986 for clusters). It stays honest when the games of a deal are correlated, which a model-based variance is not.
/// "Hunter, D. R. (2004). MM algorithms for generalized Bradley-Terry models. Ann. Statist. 32(1), 384-406."
public struct BradleyTerry: Sendable, Equatable {
    /// One game between two players.
    public struct Game: Sendable, Equatable {
        /// The independent unit the game belongs to (its deal).
        public let cluster: Int
        /// The first player.
        public let first: Int
        /// The second player.
        public let second: Int
        /// The first player's result: 1 a win, 0.5 a tie, 0 a loss.
        public let result: Double

        /// Creates a game.
        public init(cluster: Int, first: Int, second: Int, result: Double) {
            self.cluster = cluster
            self.first = first
            self.second = second
            self.result = result
        }
    }

    /// θᵢ, the log-strength of each player, the reference's 0.
    public let ratings: [Double]
    /// The cluster-robust standard error of each θᵢ (the reference's 0).
    public let standardErrors: [Double]
    /// Clusters (independent units) the games came in.
    public let clusters: Int
    /// The reference player.
    public let reference: Int

    /// Fits `players` players to `games`, θ_reference = 0.
    ///
    /// Nil when fewer than two clusters, a player played no game, or some player won or lost every game it played
    /// (the MLE is then infinite), or the information matrix is singular.
    /// - Complexity: O(sweeps x players² + games x players²).
    public init?(players: Int, games: [Game], reference: Int = 0) {
        precondition(players >= 2 && (0..<players).contains(reference), "BradleyTerry: need two players and a reference among them")
        var wins = [Double](repeating: 0, count: players)
        var played = [[Double]](repeating: [Double](repeating: 0, count: players), count: players)
        var clusterIDs: [Int] = []
        for game in games {
            wins[game.first] += game.result
            wins[game.second] += 1 - game.result
            played[game.first][game.second] += 1
            played[game.second][game.first] += 1
            if clusterIDs.last != game.cluster { clusterIDs.append(game.cluster) }
        }
        let totals = played.map { $0.reduce(0, +) }
        guard (0..<players).allSatisfy({ wins[$0] > 0 && wins[$0] < totals[$0] }) else { return nil }
        let distinctClusters = Set(clusterIDs).count
        guard distinctClusters >= 2 else { return nil }
        // MM sweeps.
        var strength = [Double](repeating: 1, count: players)
        for _ in 0..<10_000 {
            var next = strength
            var moved = 0.0
            for i in 0..<players {
                var denominator = 0.0
                for j in 0..<players where j != i && played[i][j] > 0 { denominator += played[i][j] / (strength[i] + strength[j]) }
                next[i] = wins[i] / denominator
            }
            let scale = next[reference]
            for i in 0..<players {
                next[i] /= scale
                moved = max(moved, abs(next[i] - strength[i]) / max(strength[i], 1e-300))
            }
            strength = next
            if moved < 1e-12 { break }
        }
        let theta = strength.map { log($0) }
        guard theta.allSatisfy(\.isFinite) else { return nil }
        // Sandwich over the free parameters (every player but the reference).
        let free = (0..<players).filter { $0 != reference }
        let position = Dictionary(uniqueKeysWithValues: free.enumerated().map { ($1, $0) })
        let k = free.count
        var information = [[Double]](repeating: [Double](repeating: 0, count: k), count: k)
        var meat = [[Double]](repeating: [Double](repeating: 0, count: k), count: k)
        var score = [Double](repeating: 0, count: k)
        var current: Int? = nil
        func flush() {
            for a in 0..<k { for b in 0..<k { meat[a][b] += score[a] * score[b] } }
            score = [Double](repeating: 0, count: k)
        }
        for game in games.sorted(by: { $0.cluster < $1.cluster }) {
            if current != game.cluster {
                if current != nil { flush() }
                current = game.cluster
            }
            let chance = 1 / (1 + exp(theta[game.second] - theta[game.first]))
            let residual = game.result - chance
            let weight = chance * (1 - chance)
            let a = position[game.first]
            let b = position[game.second]
            if let a { score[a] += residual; information[a][a] += weight }
            if let b { score[b] -= residual; information[b][b] += weight }
            if let a, let b { information[a][b] -= weight; information[b][a] -= weight }
        }
        if current != nil { flush() }
        guard let inverse = Self.inverse(information) else { return nil }
        let correction = Double(distinctClusters) / Double(distinctClusters - 1)
        var errors = [Double](repeating: 0, count: players)
        for (row, player) in free.enumerated() {
            var variance = 0.0
            for a in 0..<k { for b in 0..<k { variance += inverse[row][a] * meat[a][b] * inverse[b][row] } }
            errors[player] = (max(0, variance) * correction).squareRoot()
        }
        ratings = theta
        standardErrors = errors
        clusters = distinctClusters
        self.reference = reference
    }

    /// θᵢ's interval at `confidence`: θᵢ ± t_{C−1} · SEᵢ (the reference's is the point 0).
    public func interval(of player: Int, confidence: Double = 0.95) -> ConfidenceInterval {
        let half = StudentTDistribution.twoSidedCritical(confidence: confidence, degreesOfFreedom: Double(clusters - 1)) * standardErrors[player]
        return ConfidenceInterval(estimate: ratings[player], lower: ratings[player] - half, upper: ratings[player] + half)
    }

    /// The fitted chance that `first` beats `second`.
    public func chance(_ first: Int, beats second: Int) -> Double {
        1 / (1 + exp(ratings[second] - ratings[first]))
    }

    /// The inverse of a symmetric positive-definite matrix by Gauss-Jordan elimination with partial pivoting; nil when singular.
    static func inverse(_ matrix: [[Double]]) -> [[Double]]? {
        let n = matrix.count
        var a = matrix
        var b = (0..<n).map { row in (0..<n).map { $0 == row ? 1.0 : 0.0 } }
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-12 else { return nil }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            let scale = a[column][column]
            for j in 0..<n { a[column][j] /= scale; b[column][j] /= scale }
            for row in 0..<n where row != column {
                let factor = a[row][column]
                guard factor != 0 else { continue }
                for j in 0..<n { a[row][j] -= factor * a[column][j]; b[row][j] -= factor * b[column][j] }
            }
        }
        return b
    }
}
