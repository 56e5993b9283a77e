#if !canImport(Darwin)
@_exported import Foundation
@_exported import Observation

// Linux only: on Apple platforms the real SwiftData is used (see `docs/stand-ins.md`); the manifest builds this
// module only on Linux and the guard keeps every file of it empty anywhere else.

/// Makes a class a model: on Linux, an `@Observable` class (the macro is Observation's own `ObservableMacro`, from the
/// toolchain's `ObservationMacros` plugin, declared with the same roles and names as `@Observable`), so that its
/// stored properties are tracked and `ModelContext` can hold it. Nothing is persisted.
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: Observation.Observable)
public macro Model() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

/// Marks a property as not persisted. On Linux it has no effect: the property stays tracked by observation, because
/// `@Model`'s expansion only skips properties marked `@ObservationIgnored` (write both if it must not be tracked).
/// The macro is the testing library's no-op `PragmaMacro` (a peer macro that adds nothing): a no-op accessor macro
/// (`ObservationIgnoredMacro`) cannot sit beside the accessors `@Model` adds.
@attached(peer)
public macro Transient() = #externalMacro(module: "TestingMacros", type: "PragmaMacro")

/// A property's storage options: accepted and ignored (the property stays tracked). A no-op peer macro, as `@Transient`.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "TestingMacros", type: "PragmaMacro")

/// A relationship's delete rule and inverse: accepted and ignored (the property stays tracked; deleting a model
/// deletes nothing else). A no-op peer macro, as `@Transient`.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "TestingMacros", type: "PragmaMacro")

/// A model class: what `@Model` makes (an observable class). `ModelContext` holds any such class.
public typealias PersistentModel = AnyObject & Observable

/// The namespace of the schema's option types.
public enum Schema {
    /// Attribute options.
    public enum Attribute {
        /// An attribute option.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Unique across the models of its type.
            public static let unique = Option(name: "unique")
            /// Stored outside the database.
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted in CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept after deletion.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Not persisted.
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexed by Spotlight.
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// Relationship options.
    public enum Relationship {
        /// A relationship option.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Unique across the models of its type.
            public static let unique = Option(name: "unique")
        }

        /// What deleting the owner does to the related models.
        public enum DeleteRule: Hashable, Sendable {
            /// Nothing: the reference is cleared.
            case nullify
            /// The related models are deleted.
            case cascade
            /// Deletion is refused while related models exist.
            case deny
            /// Nothing at all.
            case noAction
        }
    }
}
#endif
