import PlaytestStatistics

/// One series' values over a configuration's games (docs/series.md): at each point, the values of the games whose own
/// series reached it, and the final values of the games that ended at each point; mergeable in any order with the
/// same bits, since each point's values are a multiset (`ValueCounts`).
///
/// A game that ended before point k is carried forward: its final value counts at every later point
/// (``sample(at:)``), so that each point's quantiles are over the same games and a game that stopped early is not
/// dropped from the ones still playing. Points beyond ``maxPoints`` are not kept.
public struct SeriesTally: Sendable, Equatable {
    /// The most points kept per series: 0 to 100 (the set-up and the first 100 steps, or the first 101 recorded values).
    public static let maxPoints = 101

    /// The series' name (``SeriesDeclaration/name``).
    public let name: String
    /// What its values are (``SeriesDeclaration/label``).
    public let label: String
    /// Its points' axis name (`step`, `round`).
    public let axis: String
    /// Per point, the values of the games whose own series reached it (not carried).
    public internal(set) var points: [ValueCounts] = []
    /// Per point, the final values of the games whose series ended there, before ``maxPoints``.
    public internal(set) var endings: [ValueCounts] = []

    /// An empty tally of the series `declaration`.
    public init(_ declaration: SeriesDeclaration) {
        name = declaration.name
        label = declaration.label
        axis = declaration.axis
    }

    /// Restores a tally's parts (an archive's).
    init(name: String, label: String, axis: String, points: [ValueCounts], endings: [ValueCounts]) {
        self.name = name
        self.label = label
        self.axis = axis
        self.points = points
        self.endings = endings
    }

    /// Adds one game's values at points 0, 1, ... (NaN: no value yet at that point); `values` holds at most
    /// ``maxPoints`` entries, and `reachedCap` is true when the game's series went on past them.
    mutating func add(game values: ArraySlice<Double>, reachedCap: Bool) {
        guard let last = values.last, !last.isNaN else { return }
        while points.count < values.count { points.append(ValueCounts()) }
        for (offset, value) in values.enumerated() where !value.isNaN { points[offset].add(value) }
        guard !reachedCap, values.count < Self.maxPoints else { return }
        while endings.count < values.count { endings.append(ValueCounts()) }
        endings[values.count - 1].add(last)
    }

    /// Adds a later chunk's games.
    public mutating func merge(_ other: SeriesTally) {
        while points.count < other.points.count { points.append(ValueCounts()) }
        for (index, values) in other.points.enumerated() { points[index].merge(values) }
        while endings.count < other.endings.count { endings.append(ValueCounts()) }
        for (index, values) in other.endings.enumerated() { endings[index].merge(values) }
    }

    /// Games with a value at some point.
    /// (A game with any value has one at every later point, its own or carried, so these are the last point's.)
    public var games: Int {
        points.isEmpty ? 0 : sample(at: points.count - 1).total
    }

    /// The values at every point from 0 to the last any game reached, each as ``sample(at:)`` gives it.
    ///
    /// - Complexity: O(points · d) for d distinct values.
    public func samples() -> [ValueCounts] {
        var carried = ValueCounts()
        var all: [ValueCounts] = []
        all.reserveCapacity(points.count)
        for point in points.indices {
            var values = points[point]
            values.merge(carried)
            all.append(values.normalised)
            if point < endings.count { carried.merge(endings[point]) }
        }
        return all
    }

    /// The values at point `k`: the games still going there and the final values of those that ended before it.
    ///
    /// - Complexity: O(k · d) for d distinct values.
    public func sample(at point: Int) -> ValueCounts {
        var values = point < points.count ? points[point] : ValueCounts()
        for earlier in 0..<min(point, endings.count) { values.merge(endings[earlier]) }
        return values.normalised
    }

    /// Games whose own series reached point `k` (not carried forward).
    public func running(at point: Int) -> Int {
        point < points.count ? points[point].total : 0
    }
}
