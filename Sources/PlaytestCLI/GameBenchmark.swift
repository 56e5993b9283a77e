/// A named section of `playtest bench` that a set of games brings with it (the built-in games bring theirs in
/// `PlaytestBuiltInGames`); every registered game also gets the generic figure of the `games` section.
public struct GameBenchmark: Sendable {
    /// One figure: a JSON key, its value and its unit.
    public typealias Figure = (name: String, value: Double, unit: String)

    /// The name `bench --only` selects it by.
    public let section: String
    /// Measures: with the work divided by the scale (10 for `--quick`), appends figures and logs a line for each.
    public let measure: @Sendable (_ scale: Int, _ figures: inout [Figure], _ log: (String) -> Void) -> Void

    /// Creates a section.
    public init(section: String, measure: @escaping @Sendable (_ scale: Int, _ figures: inout [Figure], _ log: (String) -> Void) -> Void) {
        self.section = section
        self.measure = measure
    }
}
