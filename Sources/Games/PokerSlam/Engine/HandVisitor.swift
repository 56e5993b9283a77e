/// Receives the hands a `HandFinder` meets.
public protocol HandVisitor {
    /// Takes one hand; returns false to stop the search.
    mutating func visit(_ cells: CellSet, _ hand: HandType) -> Bool

    /// Whether the finder should grow a set of `count` cards (2 to 4) with `distinct` ranks and the suit bits
    /// `suits` any further: false when no hand a larger set could form matters to the visitor (a best hand that no
    /// such hand could beat). True by default; a false answer leaves out only sets the visitor would ignore, and the
    /// sets it does meet keep their order.
    func mayGrow(count: Int, distinct: Int, suits: UInt32) -> Bool

    /// The kinds of hand a set of all different ranks may still grow toward (see `HandGrowth`): those that could
    /// matter to the visitor. Every kind by default; asked of each set the search grows.
    var wantedGrowth: HandGrowth { get }
}

extension HandVisitor {
    /// Every set may grow.
    @inlinable @inline(__always)
    public func mayGrow(count: Int, distinct: Int, suits: UInt32) -> Bool { true }

    /// Every kind.
    @inlinable @inline(__always)
    public var wantedGrowth: HandGrowth { .all }
}
