/// Runs an app's main-actor closure from the runtime's own code: the world (or, with none bound, the caller, which
/// the system's main queue guarantees is the main thread) is the main actor.
enum AppRunning {
    static func main(_ body: @MainActor () -> Void) {
        typealias Unisolated = () -> Void
        withoutActuallyEscaping(body) { escaping in
            unsafeBitCast(escaping, to: Unisolated.self)()
        }
    }
}
