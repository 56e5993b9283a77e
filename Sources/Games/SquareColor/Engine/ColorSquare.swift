/// One square of the grid: its colour, its shape (hard only) and which target colour it derives from.
public struct ColorSquare: Sendable, Hashable {
    /// The colour shown.
    public let color: RGBColor
    /// The shape shown, in hard; nil otherwise.
    public let shape: Shape?
    /// The index of the target this square is (0 or 1), or nil for a distractor.
    public let targetIndex: Int?
    /// The index of the target colour it was made from: itself for a target, its base for a distractor.
    public let baseIndex: Int

    /// Creates a square.
    public init(color: RGBColor, shape: Shape? = nil, targetIndex: Int?, baseIndex: Int) {
        self.color = color
        self.shape = shape
        self.targetIndex = targetIndex
        self.baseIndex = baseIndex
    }

    /// True for a target square.
    public var isTarget: Bool { targetIndex != nil }
}
