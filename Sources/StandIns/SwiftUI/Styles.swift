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


// The conformances, in extensions so that the types themselves are not main-actor isolated (as in SwiftUI:
// a `Text` can be made anywhere).
extension Color: _PrimitiveView {}
#endif
