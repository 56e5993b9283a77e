#if !canImport(Darwin)
import Foundation

// Linux only (see View.swift).

/// A drawn shape (a stand-in for SwiftUI's `Shape`): a view with no body of its own.
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
extension Rectangle: Shape {}
extension RoundedRectangle: Shape {}
extension Circle: Shape {}
extension Capsule: Shape {}
#endif
