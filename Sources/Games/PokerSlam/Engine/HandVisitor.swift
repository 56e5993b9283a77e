/// Receives the hands a `HandFinder` meets.
public protocol HandVisitor {
    /// Takes one hand; returns false to stop the search.
    mutating func visit(_ cells: CellSet, _ hand: HandType) -> Bool
}
