#if !canImport(Darwin)
// Linux only (see `docs/stand-ins.md`).

/// Swift Testing declares a cross-import overlay `_Testing_UIKit` (attachments of UIKit images): a file that imports
/// both `Testing` and `UIKit` makes the compiler load it. On Linux no such module ships, so this empty one, part of
/// the `UIKit` stand-in product, lets a test file import both.
public enum TestingUIKitOverlayStandIn {}
#endif
