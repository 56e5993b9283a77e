/// The six shapes of the hard difficulty.
public enum Shape: Int, CaseIterable, Sendable, Hashable {
    case circle, square, triangle, diamond, star, hexagon
}
