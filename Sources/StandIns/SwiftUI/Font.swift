#if !canImport(Darwin)
import Foundation

// Linux only (see View.swift).

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
#endif
