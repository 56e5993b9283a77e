import Foundation
import PlaytestKit
import PlaytestTesting
import Testing

/// Every issue a `withKnownIssue` matcher was asked about.
private final class MatcherLog: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    var all: [String] { lock.withLock { texts } }
    func ask(_ issue: Issue) -> Bool {
        lock.withLock { texts.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
        return true
    }
}

@Suite("checkProperty under withKnownIssue")
struct PropertyKnownIssueTests {
    @Test("the matcher is asked once, about the final shrunk failure, not about each failure while shrinking")
    func matcherAskedOnce() async throws {
        let log = MatcherLog()
        try await withKnownIssue("a known bug") {
            try await checkProperty(Gen.int(in: 0...10_000), database: nil, environment: [:]) { x in
                #expect(x < 100)
            }
        } matching: { log.ask($0) }
        #expect(log.all.count == 1, "\(log.all)")
        #expect(log.all.first?.hasPrefix("property failed") == true)
        #expect(log.all.first?.contains("shrunk:   100") == true)
    }

    @Test("a synchronous body likewise: one matcher call, one known issue")
    func synchronousBodyAskedOnce() async throws {
        let log = MatcherLog()
        try await withKnownIssue {
            try await checkProperty(Gen.int(in: 0...1_000).array(length: 0...10), database: nil, environment: [:]) { values in
                #expect(values.reduce(0, +) < 500)
            }
        } matching: { log.ask($0) }
        #expect(log.all.count == 1, "\(log.all)")
    }
}
