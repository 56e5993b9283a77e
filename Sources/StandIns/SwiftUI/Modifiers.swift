#if !canImport(Darwin)
import Foundation

// Linux only (see View.swift).

// The common modifiers. Views are never rendered, so each returns the view itself: the app's view code
// type-checks, and the closures it passes (actions, sheets, tasks) are kept by nobody.
extension View {
    /// Space around the view.
    public func padding(_ length: CGFloat) -> Self { self }
    /// Space on some edges.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> Self { self }
    /// A fixed size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> Self { self }
    /// A flexible size.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> Self { self }
    /// The font of the text inside.
    public func font(_ font: Font?) -> Self { self }
    /// Bold text inside.
    public func bold(_ isActive: Bool = true) -> Self { self }
    /// Fixed-width digits inside.
    public func monospacedDigit() -> Self { self }
    /// The foreground colour.
    public func foregroundColor(_ color: Color?) -> Self { self }
    /// The foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    /// The tint.
    public func tint(_ tint: Color?) -> Self { self }
    /// A background style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }
    /// A background style in a shape.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> Self { self }
    /// A background view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self { self }
    /// A view on top.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self { self }
    /// A view on top (older form).
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> Self { self }
    /// Rounded corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }
    /// Clipped to a shape.
    public func clipShape<S: Shape>(_ shape: S) -> Self { self }
    /// A shadow.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// The view's opacity.
    public func opacity(_ opacity: Double) -> Self { self }
    /// Whether the view takes input.
    public func disabled(_ disabled: Bool) -> Self { self }
    /// Whether taps reach the view.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    /// Runs `action` on a tap (never called here).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
    /// Runs `action` when the view appears (never called here).
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    /// Runs `action` when the view disappears (never called here).
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    /// Starts `action` when the view appears (never started here).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self { self }
    /// Starts `action` when the view appears and whenever `value` changes (never started here).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> Self { self }
    /// Runs `action` with the old and new value when `value` changes (never called here).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self { self }
    /// Runs `action` when `value` changes (never called here).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self { self }
    /// Runs `action` with the new value when `value` changes (older form; never called here).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    /// Animates changes of `value`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    /// A transition.
    public func transition(_ transition: AnyTransition) -> Self { self }
    /// A rotation.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    /// A uniform scale.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    /// A scale per axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    /// The identity of the view.
    public func id<ID: Hashable>(_ id: ID) -> Self { self }
    /// The navigation bar's title.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> Self { self }
    /// The navigation bar's title.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> Self { self }
    /// The navigation bar's title.
    public func navigationTitle(_ title: Text) -> Self { self }
    /// Toolbar items.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
    /// A sheet shown while `isPresented` is true (never shown here).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> Self { self }
    /// A sheet shown for an item (never shown here).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> Self { self }
    /// An alert shown while `isPresented` is true (never shown here).
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    /// An alert with a message (never shown here).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> Self { self }
    /// The accessibility label.
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// The accessibility label.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Self { self }
    /// The accessibility label.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    /// An object for `@EnvironmentObject` below (not injected here: views are not rendered).
    public func environmentObject<T: ObservableObject>(_ object: T) -> Self { self }
    /// An environment value below (not injected here: views are not rendered).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> Self { self }
}

/// How a view enters and leaves.
public struct AnyTransition: Sendable {
    let name: String
    /// Fading.
    public static let opacity = AnyTransition(name: "opacity")
    /// Scaling.
    public static let scale = AnyTransition(name: "scale")
    /// Sliding.
    public static let slide = AnyTransition(name: "slide")
}
#endif
