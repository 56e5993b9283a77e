#if !canImport(Darwin)
import Foundation

// Linux only (see View.swift).

/// An angle, kept in radians (a stand-in for SwiftUI's `Angle`).
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// No angle.
    public static let zero = Angle(radians: 0)
    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// The smaller angle first.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// A point in a view's unit square.
public struct UnitPoint: Hashable, Sendable {
    /// Across, 0 to 1.
    public var x: CGFloat
    /// Down, 0 to 1.
    public var y: CGFloat
    /// A point.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The top left.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top centre.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom centre.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
}

/// A horizontal alignment.
public struct HorizontalAlignment: Hashable, Sendable {
    let name: String
    /// Leading edges.
    public static let leading = HorizontalAlignment(name: "leading")
    /// Centres.
    public static let center = HorizontalAlignment(name: "center")
    /// Trailing edges.
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// A vertical alignment.
public struct VerticalAlignment: Hashable, Sendable {
    let name: String
    /// Tops.
    public static let top = VerticalAlignment(name: "top")
    /// Centres.
    public static let center = VerticalAlignment(name: "center")
    /// Bottoms.
    public static let bottom = VerticalAlignment(name: "bottom")
    /// First text baselines.
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
}

/// An alignment in both directions.
public struct Alignment: Hashable, Sendable {
    /// Across.
    public var horizontal: HorizontalAlignment
    /// Down.
    public var vertical: VerticalAlignment
    /// An alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { self.horizontal = horizontal; self.vertical = vertical }
    /// The centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The top left.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The top right.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The left.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The right.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The bottom left.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The bottom right.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An axis.
public enum Axis: Hashable, Sendable {
    /// Across.
    case horizontal
    /// Down.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set from bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Across.
        public static let horizontal = Set(rawValue: 1)
        /// Down.
        public static let vertical = Set(rawValue: 2)
    }
}

/// An edge of a view.
public enum Edge: Hashable, Sendable {
    /// The top.
    case top
    /// The leading edge.
    case leading
    /// The bottom.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set from bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// All four.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
#endif
