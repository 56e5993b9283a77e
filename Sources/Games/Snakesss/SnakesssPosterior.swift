import PlaytestKit

/// The weights of the search's determinisation (``SnakesssGame/determinise(_:seat:using:)``): every placement of
/// the roles a seat cannot see, with every answer it cannot rule out, weighed by the chance of what it heard under the
/// players' model, and one drawn in proportion.
///
/// A placement is a mask of the unknown seats that are snakes and which other unknown seat (if any) is the mongoose.
/// Letters are 0, 1, 2 (A, B, C) and -1 for nothing heard, so the loops read integers only.
struct SnakesssPosterior {
    /// The seats whose role the view does not show, in seat order.
    private let unknown: [Int]
    /// For each seat, its place in `unknown`, or -1 when its role is known.
    private let position: [Int]
    /// The roles of the known seats (the unknown ones are placed by a mask).
    private let known: [Role]
    /// What each seat was heard to say (the seat itself: its belief), -1 for nothing.
    private let heard: [Int]
    /// The bank's share of each letter: the prior of the answer.
    private let prior: [Double]
    /// The chance a non-snake believes the answer.
    private let chance: Double
    /// False when the answer is known (a snake) or not asked yet: every placement then weighs the same.
    private let weighs: Bool
    /// Snakes still to place among the unknown seats.
    private let snakesLeft: Int
    /// True when the mongoose is among the unknown seats.
    private let mongooseUnknown: Bool
    /// The seat whose view this is.
    private let seat: Int
    private var codes: [Int] = []
    private var weights: [Double] = []

    /// The placements of `view` for `seat`, whose known roles are `roles` where `isKnown`, in a game with `snakes` snakes.
    init(view: SnakesssView, seat: Int, roles: [Role], isKnown: [Bool], snakes: Int, chance: Double, weighs: Bool) {
        let count = roles.count
        var unknown: [Int] = []
        var position = [Int](repeating: -1, count: count)
        for index in 0..<count where !isKnown[index] {
            position[index] = unknown.count
            unknown.append(index)
        }
        self.unknown = unknown
        self.position = position
        known = roles
        heard = (0..<count).map { index in
            (index == seat ? view.belief : view.statements[index]).flatMap { Vote.letters.firstIndex(of: $0) } ?? -1
        }
        prior = view.bankLetterShares
        self.chance = chance
        self.weighs = weighs
        snakesLeft = max(0, snakes - (0..<count).filter { isKnown[$0] && roles[$0] == .snake }.count)
        mongooseUnknown = !(0..<count).contains { isKnown[$0] && roles[$0] == .mongoose }
        self.seat = seat
    }

    /// The role of `index` in the placement (`mask`, `mongoose`: a place in the unknown seats, or -1).
    @inline(__always)
    private func role(of index: Int, mask: Int, mongoose: Int) -> Role {
        let place = position[index]
        if place < 0 { return known[index] }
        return mask & (1 << place) != 0 ? .snake : place == mongoose ? .mongoose : .human
    }

    /// The chance of what the seat heard in a placement with `answer`: the prior, each non-snake's belief (the answer
    /// with the knowledge chance, else either wrong letter), each snake's wrong letter (1/2 for the first snake to
    /// speak, then ``SnakesssGame/snakesAgree`` for the same letter; a snake's stating the answer nearly rules it out).
    private func weight(mask: Int, mongoose: Int, answer: Int) -> Double {
        guard weighs else { return 1 }
        var weight = prior[answer]
        var first = -1
        let wrongBelief = (1 - chance) / 2
        for index in heard.indices {
            let letter = heard[index]
            guard letter >= 0 else { continue }
            if role(of: index, mask: mask, mongoose: mongoose) == .snake {
                if index == seat { continue }
                if letter == answer {
                    weight *= SnakesssGame.snakeSaysAnswer
                } else if first >= 0 {
                    weight *= letter == first ? SnakesssGame.snakesAgree : 1 - SnakesssGame.snakesAgree
                } else {
                    weight *= 0.5
                    first = letter
                }
            } else {
                weight *= letter == answer ? chance : wrongBelief
            }
        }
        return weight
    }

    /// Draws a placement and an answer (among `answers`, letter indices) in proportion to their weights (uniformly
    /// when every weight is zero).
    mutating func draw<R: RandomNumberGenerator>(answers: [Int], using rng: inout R) -> (mask: Int, mongoose: Int, answer: Int) {
        codes.removeAll(keepingCapacity: true)
        weights.removeAll(keepingCapacity: true)
        var total = 0.0
        for mask in 0..<(1 << unknown.count) where mask.nonzeroBitCount == snakesLeft {
            for mongoose in -1..<(mongooseUnknown ? unknown.count : 0) {
                if mongooseUnknown && (mongoose < 0 || mask & (1 << mongoose) != 0) { continue }
                for answer in answers {
                    let weight = self.weight(mask: mask, mongoose: mongoose, answer: answer)
                    codes.append((mask << 8) | ((mongoose + 1) << 4) | answer)
                    weights.append(weight)
                    total += weight
                }
            }
        }
        var pick = codes.count - 1
        if total > 0 {
            // Rounding can leave the draw past the last placement, which is then the one chosen.
            var target = rng.drawUnitDouble() * total
            for index in weights.indices {
                target -= weights[index]
                if target < 0 { pick = index; break }
            }
        } else {
            pick = rng.draw(index: codes.count)
        }
        let code = codes[pick]
        return (code >> 8, ((code >> 4) & 0xF) - 1, code & 0xF)
    }

    /// Every seat's role in the placement.
    func roles(mask: Int, mongoose: Int) -> [Role] {
        known.indices.map { role(of: $0, mask: mask, mongoose: mongoose) }
    }
}
