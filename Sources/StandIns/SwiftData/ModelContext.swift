#if !canImport(Darwin)
import Foundation

// Linux only (see Model.swift).

/// The models of an app, in memory: `insert`, `delete`, `save`, `fetch`. Fetches return the inserted models of the
/// type, in insertion order, filtered by the descriptor's `#Predicate` and sorted by its sort descriptors.
public final class ModelContext {
    /// The container this context belongs to.
    public unowned let container: ModelContainer
    private var models: [ObjectIdentifier: AnyObject] = [:]
    private var order: [ObjectIdentifier] = []
    private var pending = false

    /// A context of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Whether there are changes not saved (inserts or deletes since the last `save()`).
    public var hasChanges: Bool { pending }

    /// Whether `save()` is called by the system: accepted and ignored.
    public var autosaveEnabled = true

    /// Adds a model (adding it again does nothing).
    public func insert<T: PersistentModel>(_ model: T) {
        let key = ObjectIdentifier(model)
        guard models[key] == nil else { return }
        models[key] = model
        order.append(key)
        pending = true
    }

    /// Removes a model.
    public func delete<T: PersistentModel>(_ model: T) {
        let key = ObjectIdentifier(model)
        guard models.removeValue(forKey: key) != nil else { return }
        order.removeAll { $0 == key }
        pending = true
    }

    /// Removes every model of a type that matches `predicate` (every one with no predicate).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil) throws {
        for model in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(model) }
    }

    /// Marks the changes saved (nothing is written: the store is in memory).
    public func save() throws {
        pending = false
    }

    /// The models of `T`, filtered, sorted, offset and limited by the descriptor.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var result = order.compactMap { models[$0] as? T }
        if let predicate = descriptor.predicate {
            result = try result.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            let sorts = descriptor.sortBy
            // A stable sort: equal models keep their insertion order.
            result = result.enumerated().sorted { a, b in
                for sort in sorts {
                    switch sort.compare(a.element, b.element) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        let start = min(descriptor.fetchOffset ?? 0, result.count)
        let end = descriptor.fetchLimit.map { min(result.count, start + $0) } ?? result.count
        return Array(result[start..<end])
    }

    /// The number of models `fetch` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }
}

/// What to fetch: a predicate, sort descriptors, an offset and a limit.
public struct FetchDescriptor<T: PersistentModel> {
    /// The filter (all models when nil).
    public var predicate: Predicate<T>?
    /// The order (insertion order when empty).
    public var sortBy: [SortDescriptor<T>]
    /// The most models returned.
    public var fetchLimit: Int?
    /// Models skipped first.
    public var fetchOffset: Int?

    /// A descriptor.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// Where models are kept: here, always in memory.
public struct ModelConfiguration: Hashable, Sendable {
    /// Always true on Linux.
    public let isStoredInMemoryOnly: Bool

    /// A configuration (the store is in memory whatever is asked).
    public init(isStoredInMemoryOnly: Bool = false) {
        self.isStoredInMemoryOnly = true
    }

    /// A named configuration (the store is in memory whatever is asked).
    public init(_ name: String? = nil, isStoredInMemoryOnly: Bool = false) {
        self.isStoredInMemoryOnly = true
    }
}

/// The models' store and its main context.
public final class ModelContainer {
    /// The model types given.
    public let modelTypes: [any PersistentModel.Type]
    /// The configurations given.
    public let configurations: [ModelConfiguration]
    /// The container's context.
    public private(set) lazy var mainContext = ModelContext(self)

    /// A container for the given model types.
    public init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        modelTypes = forTypes
        self.configurations = configurations
    }

    /// A container for the given model types.
    public init(for forTypes: [any PersistentModel.Type], configurations: [ModelConfiguration] = []) throws {
        modelTypes = forTypes
        self.configurations = configurations
    }
}
#endif
