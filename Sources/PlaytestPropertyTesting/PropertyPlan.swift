import PlaytestProperties
import Testing

/// Why `checkProperty` could not start.
public struct PropertyCheckError: Error, Sendable, CustomStringConvertible {
    /// What was wrong and what is allowed.
    public let description: String
}

/// The seed, the runs, the replayed case and the test's key, from the arguments, the environment and the test.
struct PropertyPlan {
    /// The key naming the test in the example database and deriving its default seed.
    let key: String
    /// The first seed checked.
    let seed: UInt64
    /// Seeds to check (`PLAYTEST_RUNS`).
    let runs: Int
    /// The case `replay:` or `PLAYTEST_REPLAY` names, if any.
    let replayed: [[UInt64]]
    /// The `swift test --filter` pattern of the test, if inside one.
    let filter: String?

    init(seed: UInt64?, replay: String?, environment: [String: String], sourceLocation: SourceLocation) throws {
        if let test = Test.current {
            key = ([test.id.moduleName] + test.id.nameComponents).joined(separator: ".")
            filter = test.id.nameComponents.joined(separator: "/")
        } else {
            key = "\(sourceLocation.fileID):\(sourceLocation.line)"
            filter = nil
        }
        if let seed {
            self.seed = seed
        } else if let text = environment["PLAYTEST_SEED"] {
            guard let parsed = UInt64(text) else {
                throw PropertyCheckError(description: "PLAYTEST_SEED is \"\(text)\"; use a whole number from 0 to \(UInt64.max)")
            }
            self.seed = parsed
        } else {
            self.seed = Self.seed(for: key)
        }
        if let text = environment["PLAYTEST_RUNS"] {
            guard let parsed = Int(text), (1...1_000_000).contains(parsed) else {
                throw PropertyCheckError(description: "PLAYTEST_RUNS is \"\(text)\"; use a whole number from 1 to 1000000")
            }
            runs = parsed
        } else {
            runs = 1
        }
        if let token = replay ?? environment["PLAYTEST_REPLAY"] {
            guard let choices = PropertyToken.decode(token) else {
                throw PropertyCheckError(description: "cannot replay \"\(token)\": a replay token starts with \(PropertyToken.prefix) followed by hex words")
            }
            replayed = [choices]
        } else {
            replayed = []
        }
    }

    /// A seed from the test's key: FNV-1a over its UTF-8 bytes, mixed by SplitMix64.
    static func seed(for key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return SplitMix64.mix(hash)
    }

    /// The line that replays `token`: an environment variable for `swift test`, or the argument to paste.
    func replayLine(token: String) -> String {
        let command = filter.map { "PLAYTEST_REPLAY=\(token) swift test --filter '\($0)'" } ?? "PLAYTEST_REPLAY=\(token) swift test"
        return "\(command)   (or pass replay: \"\(token)\" to checkProperty)"
    }
}
