#if !canImport(Darwin)
import Foundation
import SwiftUI

// Linux only (see Model.swift).

extension EnvironmentValues {
    /// The models' context of the environment: views are not rendered on Linux, so it is the process-wide
    /// `ModelContext.environmentDefault` (empty unless a driver inserts into it).
    public var modelContext: ModelContext {
        get { ModelContext.environmentDefault }
        set {}
    }
}

extension ModelContext {
    /// The context `@Environment(\.modelContext)` and `@Query` read on Linux: one per process, in memory.
    public nonisolated(unsafe) static let environmentDefault: ModelContext = {
        // Never fails: the in-memory container has nothing to open.
        // swiftlint:disable:next force_try
        try! ModelContainer(for: []).mainContext
    }()
}

/// The models of a type in the environment's context, fetched on every read: `@Query(sort: \Item.date) var items: [Item]`.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    /// What to fetch.
    public let descriptor: FetchDescriptor<Element>

    /// The models matching the descriptor.
    public init(_ descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
    }

    /// The models matching a predicate, sorted.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = []) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
    }

    /// The models matching a predicate, sorted by one key.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }

    /// The models in the environment's context (empty if the fetch fails).
    public var wrappedValue: [Element] {
        (try? ModelContext.environmentDefault.fetch(descriptor)) ?? []
    }
}

extension View {
    /// The container for the views below (not injected here: views are not rendered).
    public func modelContainer(_ container: ModelContainer) -> Self { self }
    /// A container for the views below (not injected here: views are not rendered).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false) -> Self { self }
}

extension Scene {
    /// The container for the app's views (not injected here).
    public func modelContainer(_ container: ModelContainer) -> Self { self }
    /// A container for the app's views (not injected here).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false) -> Self { self }
}
#endif
