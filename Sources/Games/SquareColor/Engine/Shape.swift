/// The six shapes of the hard difficulty.
public enum Shape: Int, CaseIterable, Sendable, Hashable {
    /// One of the six shapes a hard-difficulty square may take.
    case circle, square, triangle, diamond, star, hexagon
}
