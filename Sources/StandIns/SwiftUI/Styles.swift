#if !canImport(Darwin)
import Foundation

// Linux only (see View.swift).

/// Something a view can be filled or tinted with.
public protocol ShapeStyle: Sendable {}

/// A colour (also a view that fills its frame).
public struct Color: ShapeStyle, Hashable {
    /// Red, green, blue and opacity, 0 to 1 (a named colour's are 0, with its name).
    public let red: Double, green: Double, blue: Double, alpha: Double
    /// The asset or system name, if any.
    public let name: String?

    /// A colour from components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; alpha = opacity; name = nil
    }
    /// A grey.
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    /// An asset colour.
    public init(_ name: String) { red = 0; green = 0; blue = 0; alpha = 1; self.name = name }
    init(system name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha; self.name = name
    }

    /// The colour with its opacity multiplied.
    public func opacity(_ opacity: Double) -> Color {
        Color(system: name ?? "", red, green, blue, alpha * opacity)
    }

    /// Red.
    public static let red = Color(system: "red", 1, 0.23, 0.19)
    /// Orange.
    public static let orange = Color(system: "orange", 1, 0.58, 0)
    /// Yellow.
    public static let yellow = Color(system: "yellow", 1, 0.8, 0)
    /// Green.
    public static let green = Color(system: "green", 0.2, 0.78, 0.35)
    /// Mint.
    public static let mint = Color(system: "mint", 0, 0.78, 0.75)
    /// Teal.
    public static let teal = Color(system: "teal", 0.19, 0.69, 0.78)
    /// Cyan.
    public static let cyan = Color(system: "cyan", 0.2, 0.68, 0.9)
    /// Blue.
    public static let blue = Color(system: "blue", 0, 0.48, 1)
    /// Indigo.
    public static let indigo = Color(system: "indigo", 0.35, 0.34, 0.84)
    /// Purple.
    public static let purple = Color(system: "purple", 0.69, 0.32, 0.87)
    /// Pink.
    public static let pink = Color(system: "pink", 1, 0.18, 0.33)
    /// Brown.
    public static let brown = Color(system: "brown", 0.64, 0.52, 0.37)
    /// White.
    public static let white = Color(system: "white", 1, 1, 1)
    /// Grey.
    public static let gray = Color(system: "gray", 0.56, 0.56, 0.58)
    /// Black.
    public static let black = Color(system: "black", 0, 0, 0)
    /// Transparent.
    public static let clear = Color(system: "clear", 0, 0, 0, 0)
    /// The primary content colour.
    public static let primary = Color(system: "primary", 0, 0, 0)
    /// The secondary content colour.
    public static let secondary = Color(system: "secondary", 0.24, 0.24, 0.26, 0.6)
    /// The app's accent colour.
    public static let accentColor = Color(system: "accentColor", 0, 0.48, 1)
}

extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// White.
    public static var white: Color { Color.white }
    /// Grey.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// Transparent.
    public static var clear: Color { Color.clear }
}

/// The primary, secondary, ... levels of the current foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    /// The first level.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// A font.
public struct Font: Hashable, Sendable {
    let name: String
    let size: CGFloat?

    /// A weight.
    public struct Weight: Hashable, Sendable {
        let value: Int
        /// Ultralight.
        public static let ultraLight = Weight(value: 100)
        /// Thin.
        public static let thin = Weight(value: 200)
        /// Light.
        public static let light = Weight(value: 300)
        /// Regular.
        public static let regular = Weight(value: 400)
        /// Medium.
        public static let medium = Weight(value: 500)
        /// Semibold.
        public static let semibold = Weight(value: 600)
        /// Bold.
        public static let bold = Weight(value: 700)
        /// Heavy.
        public static let heavy = Weight(value: 800)
        /// Black.
        public static let black = Weight(value: 900)
    }

    /// A design.
    public enum Design: Hashable, Sendable {
        /// The system font.
        case `default`
        /// Serif.
        case serif
        /// Rounded.
        case rounded
        /// Monospaced.
        case monospaced
    }

    /// A text style.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largest title.
        case largeTitle
        /// A title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A headline.
        case headline
        /// A subheadline.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// A second-level caption.
        case caption2
    }

    /// The largest title.
    public static let largeTitle = Font(name: "largeTitle", size: nil)
    /// A title.
    public static let title = Font(name: "title", size: nil)
    /// A second-level title.
    public static let title2 = Font(name: "title2", size: nil)
    /// A third-level title.
    public static let title3 = Font(name: "title3", size: nil)
    /// A headline.
    public static let headline = Font(name: "headline", size: nil)
    /// A subheadline.
    public static let subheadline = Font(name: "subheadline", size: nil)
    /// Body text.
    public static let body = Font(name: "body", size: nil)
    /// A callout.
    public static let callout = Font(name: "callout", size: nil)
    /// A footnote.
    public static let footnote = Font(name: "footnote", size: nil)
    /// A caption.
    public static let caption = Font(name: "caption", size: nil)
    /// A second-level caption.
    public static let caption2 = Font(name: "caption2", size: nil)

    /// The system font at a size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font(name: "system", size: size) }
    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font(name: "\(style)", size: nil) }
    /// The font, bold.
    public func bold() -> Font { self }
    /// The font at a weight.
    public func weight(_ weight: Weight) -> Font { self }
    /// The font with fixed-width digits.
    public func monospacedDigit() -> Font { self }
}

/// An angle.
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

/// A shape: a view that can be filled or stroked, or clip another.
public protocol Shape: _PrimitiveView, Sendable {}

extension Shape {
    /// The shape, filled.
    public func fill<S: ShapeStyle>(_ content: S) -> Self { self }
    /// The shape's outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
}

/// A rectangle.
public struct Rectangle {
    /// A rectangle.
    public init() {}
}

/// A rectangle with rounded corners.
public struct RoundedRectangle {
    /// The corners' radius.
    public let cornerRadius: CGFloat
    /// A rounded rectangle.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
}

/// How rounded corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curves.
    case continuous
}

/// A circle.
public struct Circle {
    /// A circle.
    public init() {}
}

/// A capsule.
public struct Capsule {
    /// A capsule.
    public init() {}
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

// The conformances, in extensions so that the types themselves are not main-actor isolated (as in SwiftUI:
// a `Text` can be made anywhere).
extension Color: _PrimitiveView {}
extension Rectangle: Shape {}
extension RoundedRectangle: Shape {}
extension Circle: Shape {}
extension Capsule: Shape {}
#endif
