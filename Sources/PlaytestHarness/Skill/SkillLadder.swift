/// A game's players ordered from weakest to strongest: the rungs a ladder study plays on the same deals.
///
/// Declared once, in the game's registration (``GameRegistration/withSkillLadder(_:)``), as bot ids: any bot the
/// registration lists (a budgeted search bot `search@200` appended later is one more rung). A scenario study with
/// `"ladder": true` plays every rung: a game of one seat plays each rung on deals 0..<games; a game of several seats
/// plays, for every pair of rungs, the seat patterns of ``seating`` (each pattern one configuration), all on the same
/// deals, so seat and deal effects cancel. The order is a claim the report then tests.
public struct SkillLadder: Sendable, Equatable {
    /// How a match between two rungs is seated in a game of several seats.
    public enum Seating: String, Sendable, Equatable {
        /// Every rotation of "the first half of the seats play rung A, the rest rung B" (and, for an odd number of
        /// seats, every rotation of its swap): each seat plays each rung equally often, and seat order is balanced.
        case rotations
        /// The first half of the seats (one team) against the second half, then swapped: for team games whose
        /// teams are the halves of the seat order (the party game), so a team is never split between rungs.
        case halves
    }

    /// The rungs, weakest first: bot ids of the registration.
    public let rungs: [String]
    /// How matches are seated in games of several seats (default ``Seating/rotations``).
    public let seating: Seating

    /// A ladder of `rungs`, weakest first.
    /// - Precondition: at least two rungs, none repeated.
    public init(_ rungs: [String], seating: Seating = .rotations) {
        precondition(rungs.count >= 2, "SkillLadder: a ladder needs at least two rungs")
        precondition(Set(rungs).count == rungs.count, "SkillLadder: a rung is repeated")
        self.rungs = rungs
        self.seating = seating
    }

    /// The seat patterns of one match in a game of `seats` seats: `true` where the pair's first rung sits.
    ///
    /// Rotations: the pattern with the first ⌈n/2⌉ seats true, rotated by 0..<n, and for odd n its complement rotated
    /// too (n patterns for even n, whose rotations include the complement; 2n for odd n). Halves: that pattern and its
    /// complement. Every seat is true in exactly half the patterns.
    /// - Precondition: `seats >= 2`.
    public func matchPatterns(seats: Int) -> [[Bool]] {
        precondition(seats >= 2, "SkillLadder: a match needs at least two seats")
        let base = (0..<seats).map { $0 < (seats + 1) / 2 }
        let complement = base.map { !$0 }
        switch seating {
        case .halves:
            return [base, complement]
        case .rotations:
            let rotate = { (pattern: [Bool], by: Int) in (0..<seats).map { pattern[($0 + seats - by) % seats] } }
            let rotations = (0..<seats).map { rotate(base, $0) }
            return seats % 2 == 0 ? rotations : rotations + (0..<seats).map { rotate(complement, $0) }
        }
    }
}
