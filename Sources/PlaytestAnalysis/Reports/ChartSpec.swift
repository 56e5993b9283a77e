/// A chart as data: what a figure shows (its kind, series, points with intervals, axis titles with units, reference
/// lines, a band and the items to highlight), never how it is drawn.
///
/// The analyse stage (a game's ``ReportSection``) says what to chart; the render stage draws it
/// (``SVGChart/draw(_:)``), so a section holds no markup and every chart of a report is drawn by one renderer with
/// the same axes, fonts and label placement.
public struct ChartSpec: Sendable, Equatable {
    /// How the points are laid out.
    public enum Kind: Sendable, Equatable {
        /// One bar per point (its ``Point/category`` under it) with its interval as a whisker; one series only.
        case bars
        /// Points joined into one line per series, along a numeric x (or ordered categories, each point's
        /// ``Point/category``), each with its interval.
        case lines
        /// Unjoined points at a numeric x with intervals on both axes; highlighted points are labelled.
        case scatter
    }

    /// An axis: what it measures and in what unit.
    public struct Axis: Sendable, Equatable {
        /// What the axis measures (`mean rounds won per game`).
        public var title: String
        /// Its unit (`rounds`, `points`, `share of games`); empty only for a count of named things said by the title.
        public var unit: String
        /// True to draw the axis on a logarithmic scale (used only when every value on it is positive).
        public var logarithmic: Bool

        /// Creates an axis.
        public init(_ title: String, unit: String, logarithmic: Bool = false) {
            self.title = title
            self.unit = unit
            self.logarithmic = logarithmic
        }

        /// The title as drawn: `mean rounds won per game (rounds)`.
        public var text: String { unit.isEmpty || title.hasSuffix("(\(unit))") ? title : "\(title) (\(unit))" }
    }

    /// An estimate with its interval.
    public struct Value: Sendable, Equatable {
        /// The estimate.
        public var estimate: Double
        /// The interval's lower end.
        public var lower: Double
        /// The interval's upper end.
        public var upper: Double

        /// A value with its interval (the ends in either order).
        public init(_ estimate: Double, lower: Double, upper: Double) {
            self.estimate = estimate
            self.lower = min(lower, upper)
            self.upper = max(lower, upper)
        }

        /// A value known exactly (no interval).
        public init(exactly value: Double) {
            self.init(value, lower: value, upper: value)
        }
    }

    /// One point: where it sits on each axis, its name and whether to draw attention to it.
    public struct Point: Sendable, Equatable {
        /// Its place on the x axis: a named category (bars, and lines over ordered categories); nil for a numeric x.
        public var category: String?
        /// Its numeric x with interval (lines and scatter); nil for a category.
        public var x: Value?
        /// Its y with interval.
        public var y: Value
        /// A name shown beside the point when it is highlighted, and in its tooltip.
        public var label: String
        /// True to draw the point in the highlight colour with its label.
        public var highlighted: Bool

        /// A point in a category (bars, or lines over ordered categories).
        public init(category: String, y: Value, label: String = "", highlighted: Bool = false) {
            self.category = category
            self.x = nil
            self.y = y
            self.label = label
            self.highlighted = highlighted
        }

        /// A point at a numeric x.
        public init(x: Value, y: Value, label: String = "", highlighted: Bool = false) {
            self.category = nil
            self.x = x
            self.y = y
            self.label = label
            self.highlighted = highlighted
        }
    }

    /// A named set of points (a line, or one kind of point).
    public struct Series: Sendable, Equatable {
        /// The legend's name for it.
        public var name: String
        /// Its points, in x order for a line.
        public var points: [Point]

        /// Creates a series.
        public init(_ name: String, points: [Point]) {
            self.name = name
            self.points = points
        }
    }

    /// A horizontal line at a value of the y axis, with what it marks (`round cap = 150`).
    public struct Reference: Sendable, Equatable {
        /// Its y value.
        public var value: Double
        /// What it marks, said in the legend.
        public var label: String

        /// Creates a reference line.
        public init(_ value: Double, label: String) {
            self.value = value
            self.label = label
        }
    }

    /// A range of the y axis shaded across the chart (an equivalence margin).
    public struct Band: Sendable, Equatable {
        /// The range.
        public var range: ClosedRange<Double>
        /// What it means, said in its tooltip.
        public var label: String

        /// Creates a band.
        public init(_ range: ClosedRange<Double>, label: String) {
            self.range = range
            self.label = label
        }
    }

    /// The layout.
    public var kind: Kind
    /// The title printed above the chart.
    public var title: String
    /// The x axis (for bars: what the categories are).
    public var x: Axis
    /// The y axis.
    public var y: Axis
    /// The series, in legend order.
    public var series: [Series]
    /// Horizontal reference lines.
    public var references: [Reference]
    /// A shaded band, if any.
    public var band: Band?
    /// A line under the chart saying what its marks show (`point: mean; whisker: 95% interval`).
    public var legend: String?

    /// Creates a chart.
    public init(_ kind: Kind, title: String, x: Axis, y: Axis, series: [Series], references: [Reference] = [], band: Band? = nil,
                legend: String? = nil) {
        self.kind = kind
        self.title = title
        self.x = x
        self.y = y
        self.series = series
        self.references = references
        self.band = band
        self.legend = legend
    }

    /// True when every point has the same y and no interval: a chart of a constant, which says nothing a table
    /// row does not (the report draws none).
    public var isConstant: Bool {
        let values = series.flatMap(\.points).map(\.y)
        guard let first = values.first else { return true }
        return values.allSatisfy { $0.lower == $0.upper && $0.estimate == first.estimate }
    }
}
