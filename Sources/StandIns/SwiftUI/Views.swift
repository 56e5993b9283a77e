#if !canImport(Darwin)
import Foundation

// Linux only (see View.swift).

/// The key of a localized string: what a string literal given to `Text` or `Button` becomes. Interpolations are
/// written with `String(describing:)`.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The text.
    public let key: String

    /// A key from a string.
    public init(_ value: String) { key = value }
    /// A key from a literal.
    public init(stringLiteral value: String) { key = value }
    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// The interpolations a key accepts.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Room for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// A literal segment.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// Any value.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// A value with a format style (`\(date, format: .dateTime)`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }
        /// A text.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
    }
}

/// Text. `Text("Score: \(score)")`, `Text(verbatim:)`, `Text(someString)`; modifiers like `.font` keep it a `Text`.
public struct Text: Equatable {
    /// The text, with its interpolations written out.
    public let content: String

    /// A localized key's text.
    public init(_ key: LocalizedStringKey) { content = key.key }
    /// A string's text, as is.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// A string's text, not localized.
    public init(verbatim content: String) { self.content = content }
    /// A value formatted with a format style.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String { content = format.format(input) }

    /// Two texts run together.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.content + rhs.content) }
}

/// The role of a button in an alert or a menu.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Destroys data.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A button: a label and the action a tap runs (never tapped here: a headless game calls the view model).
public struct Button<Label: View> {
    /// The label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    /// What a tap runs.
    public let action: @MainActor () -> Void

    /// A button with a label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role and a label.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(titleKey, role: nil, action: action)
    }
    /// A button titled with a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }
    /// A button with a role, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

/// An image: an SF Symbol or an asset, by name.
public struct Image: Hashable {
    /// The symbol's or asset's name.
    public let name: String
    /// An SF Symbol.
    public init(systemName: String) { name = systemName }
    /// An asset.
    public init(_ name: String) { self.name = name }
    /// The image, resizable.
    public func resizable() -> Image { self }
    /// The image, fit to its frame.
    public func scaledToFit() -> Image { self }
    /// The image, filling its frame.
    public func scaledToFill() -> Image { self }
}

/// Views one above the other.
public struct VStack<Content: View> {
    /// The views.
    public let content: Content
    /// Stacks `content`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Views side by side.
public struct HStack<Content: View> {
    /// The views.
    public let content: Content
    /// Stacks `content`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Views on top of each other.
public struct ZStack<Content: View> {
    /// The views.
    public let content: Content
    /// Stacks `content`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A column of a lazy grid.
public struct GridItem: Sendable {
    /// How wide the column is.
    public enum Size: Sendable {
        /// A fixed width.
        case fixed(CGFloat)
        /// A width between bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The width.
    public var size: Size
    /// The space after the column.
    public var spacing: CGFloat?
    /// The alignment in the column.
    public var alignment: Alignment?
    /// A column.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows downwards.
public struct LazyVGrid<Content: View> {
    /// The columns.
    public let columns: [GridItem]
    /// The cells.
    public let content: Content
    /// A grid with `columns`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.content = content()
    }
}

/// Empty space that grows.
public struct Spacer {
    /// A spacer.
    public init(minLength: CGFloat? = nil) {}
}

/// A line between views.
public struct Divider {
    /// A divider.
    public init() {}
}

/// Views computed from a collection, one per element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    /// The elements.
    public let data: Data
    /// The view of an element.
    public let content: (Data.Element) -> Content

    /// A view per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per index.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// A scrolling list of rows.
public struct List<Content: View> {
    /// The rows.
    public let content: Content
    /// A list of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// A row per element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A section of a list.
public struct Section<Content: View> {
    /// The rows.
    public let content: Content
    /// A section.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A section with a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// A navigation stack's root.
public struct NavigationStack<Root: View> {
    /// The root view.
    public let root: Root
    /// A stack with `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
}

/// A row that pushes a destination.
public struct NavigationLink<Label: View, Destination: View> {
    /// The label.
    public let label: Label
    /// A link with a label.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link with a label (older form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
    /// A link titled with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }
}

/// A scrolling region.
public struct ScrollView<Content: View> {
    /// The content.
    public let content: Content
    /// A scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Views grouped, for modifiers that apply to each.
public struct Group<Content: View> {
    /// The views.
    public let content: Content
    /// A group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A toolbar item.
public struct ToolbarItem<Content: View> {
    /// The content.
    public let content: Content
    /// An item at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    /// Where the system puts it.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The leading edge.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing edge.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The primary action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// A confirmation.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// A cancellation.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

// The conformances, in extensions so that the types themselves are not main-actor isolated (as in SwiftUI:
// a `Text` can be made anywhere).
extension Text: _PrimitiveView {}
extension Button: _PrimitiveView {}
extension Image: _PrimitiveView {}
extension VStack: _PrimitiveView {}
extension HStack: _PrimitiveView {}
extension ZStack: _PrimitiveView {}
extension LazyVGrid: _PrimitiveView {}
extension Spacer: _PrimitiveView {}
extension Divider: _PrimitiveView {}
extension ForEach: _PrimitiveView {}
extension List: _PrimitiveView {}
extension Section: _PrimitiveView {}
extension NavigationStack: _PrimitiveView {}
extension NavigationLink: _PrimitiveView {}
extension ScrollView: _PrimitiveView {}
extension Group: _PrimitiveView {}
extension ToolbarItem: _PrimitiveView {}
#endif
