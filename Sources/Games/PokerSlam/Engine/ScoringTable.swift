/// Points per hand type: the document's raw values by default, or a designer's table.
///
/// A selection that matches several hand types (a royal flush is also a
/// straight flush, a flush and a straight) scores the one worth the most
/// points under this table; on a tie, the one the document ranks higher.
public struct ScoringTable: Sendable, Hashable {
    /// Points per hand type, indexed by `HandType.index`.
    public private(set) var points: [Int]
    /// Hand types from the most points to the fewest (ties: the document's order).
    public let ranking: [HandType]
    /// `HandType.index` to position in `ranking`.
    @usableFromInline let positionOf: [Int]
    /// The same two lookups as vectors, for the hand search's inner loop (no reference counting).
    @usableFromInline let positionVector: SIMD32<UInt8>
    @usableFromInline let rankingVector: SIMD32<UInt8>

    /// The document's table: each hand's raw value.
    public static let standard = ScoringTable(HandType.allCases.map(\.rawValue))

    /// A table with `points[i]` for `HandType.allCases[i]`.
    public init(_ points: [Int]) {
        precondition(points.count == HandType.allCases.count, "a scoring table has 17 entries")
        self.points = points
        let order = HandType.allCases.indices.sorted { points[$0] != points[$1] ? points[$0] > points[$1] : $0 < $1 }
        ranking = order.map { HandType.allCases[$0] }
        var positions = Array(repeating: 0, count: order.count)
        for (position, index) in order.enumerated() { positions[index] = position }
        positionOf = positions
        var positionVector = SIMD32<UInt8>(repeating: 0xFF)
        var rankingVector = SIMD32<UInt8>(repeating: 0xFF)
        for index in positions.indices {
            positionVector[index] = UInt8(positions[index])
            rankingVector[index] = UInt8(order[index])
        }
        self.positionVector = positionVector
        self.rankingVector = rankingVector
    }

    /// The points a hand scores.
    @inlinable
    public func points(for hand: HandType) -> Int { points[hand.index] }

    /// The entries that differ from the document's, `name=points` joined by commas, or "standard".
    public var changes: String {
        let changed = HandType.allCases.filter { points(for: $0) != $0.rawValue }
        return changed.isEmpty ? "standard" : changed.map { "\($0.name)=\(points(for: $0))" }.joined(separator: ",")
    }
}
