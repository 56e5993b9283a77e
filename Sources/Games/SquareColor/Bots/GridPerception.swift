/// What the human model has worked out about the grid on screen, kept while that grid stays: each square's CIELAB
/// colour, and for each target the gap (the CIEDE2000 difference between the target and its closest other candidate).
///
/// A memo of pure functions, nothing more: a square's Lab colour depends only on its RGB colour, a gap only on the
/// target's colour and shape and on the grid's colours and shapes (and whether shapes count). The memo is keyed by
/// all of it, compared bit for bit, and forgets everything when the grid shown differs in any bit; a value read from
/// it is the value the same expression computed on the same inputs, so the player's decisions are bit-identical with
/// or without it. It saves work when one grid is decided on more than once: the second target of a sequence, and
/// the taps after a wrong one in easy.
struct GridPerception {
    /// The grid the memo is about, as shown.
    private var grid: [SquareColorView.Shown] = []
    /// Each square's Lab colour, once computed.
    private var labs: [LabColor?] = []
    /// The gaps found on this grid, by target.
    private var gaps: [(color: RGBColor, shape: Shape?, usesShapes: Bool, gap: Double)] = []

    /// An empty memo.
    init() {}

    /// Makes the memo about `grid`: keeps what it knows when `grid` is the one it is about, else forgets it all.
    mutating func look(at grid: SquareColorView.Squares) {
        if grid.count == self.grid.count, zip(grid, self.grid).allSatisfy({ Self.same($0, $1) }) { return }
        self.grid.removeAll(keepingCapacity: true)
        self.grid.append(contentsOf: grid)
        labs.removeAll(keepingCapacity: true)
        labs.append(contentsOf: repeatElement(nil, count: grid.count))
        gaps.removeAll(keepingCapacity: true)
    }

    /// The Lab colour of square `index` of the grid looked at.
    mutating func lab(ofSquare index: Int) -> LabColor {
        if let known = labs[index] { return known }
        let lab = LabColor(grid[index].color)
        labs[index] = lab
        return lab
    }

    /// The Lab colour of `color`: a square's, when a square of the grid has exactly this colour.
    mutating func lab(of color: RGBColor) -> LabColor {
        guard let index = grid.firstIndex(where: { Self.same($0.color, color) }) else { return LabColor(color) }
        return lab(ofSquare: index)
    }

    /// The gap remembered for `target` on this grid, if any.
    func gap(for target: SquareColorView.Shown, usesShapes: Bool) -> Double? {
        gaps.first { Self.same($0.color, target.color) && $0.shape == target.shape && $0.usesShapes == usesShapes }?.gap
    }

    /// Remembers the gap of `target` on this grid.
    mutating func remember(gap: Double, for target: SquareColorView.Shown, usesShapes: Bool) {
        gaps.append((target.color, target.shape, usesShapes, gap))
    }

    /// True when two squares show the same shape and bit-for-bit the same colour.
    static func same(_ a: SquareColorView.Shown, _ b: SquareColorView.Shown) -> Bool {
        a.shape == b.shape && same(a.color, b.color)
    }

    /// True when two colours are the same bit for bit (so that -0 and 0 differ, and a NaN equals itself).
    static func same(_ a: RGBColor, _ b: RGBColor) -> Bool {
        a.red.bitPattern == b.red.bitPattern && a.green.bitPattern == b.green.bitPattern && a.blue.bitPattern == b.blue.bitPattern
    }
}
