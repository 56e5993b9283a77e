import Foundation
import PlaytestKit
import PlaytestTesting
import Testing

/// The issues the bridge reported, collected (`withIssuesCollected`) rather than recorded: a passing run prints none
/// of the failures these tests provoke, and each test still counts them (each failure reported exactly once).
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    var all: [String] { lock.withLock { texts } }
    func collect(_ issues: [String]) {
        lock.withLock { texts += issues }
    }
}

/// A fresh example database in a temporary directory, so that tests never write into the package.
func temporaryDatabase() -> ExampleDatabase {
    ExampleDatabase(directory: (NSTemporaryDirectory() as NSString).appendingPathComponent("playtest-examples-\(UUID().uuidString)"))
}

@Suite("checkProperty: properties in Swift Testing")
struct PropertyExpectationsTests {
    @Test("the README's example holds: a label, a met cover, a target, no issue")
    func readmeExample() async throws {
        let outcome = try await checkProperty(Gen.int(in: 0...1_000).array(length: 0...20), cases: 100, database: nil, environment: [:]) { values in
            try assume(!values.isEmpty)
            classify(values.count > 10, "long")
            cover(0.2, values.count > 10, "long")
            target(Double(values.reduce(0, +)))
            note("\(values.count) values")
            let mean = values.reduce(0, +) / values.count
            #expect((0...1_000).contains(mean))
        }
        #expect(outcome.holds && outcome.labels.map(\.info.name) == ["long"] && outcome.coverage.first?.verdict() == .met)
        #expect(outcome.targetEvaluations == 1_000)
    }

    @Test("a property that holds records nothing and stores nothing")
    func holds() async throws {
        let database = temporaryDatabase()
        let outcome = try await checkProperty(Gen.int().array(length: 0...100), database: database, environment: [:]) { values in
            #expect(Array(values.reversed().reversed()) == values)
        }
        #expect(outcome.holds && outcome.passed == 100)
        #expect(!FileManager.default.fileExists(atPath: database.directory))
    }

    @Test("a broken property fails exactly once, with the original and shrunk values, the seed and a replay line")
    func failsOnce() async throws {
        let database = temporaryDatabase()
        let log = IssueLog()
        var outcome: PropertyOutcome<Int>?
        log.collect(try await withIssuesCollected {
            outcome = try await checkProperty(Gen.int(in: 0...10_000), database: database, environment: [:]) { x in
                #expect(x < 100)
            }
        })
        #expect(log.all.count == 1, "\(log.all)")
        let text = try #require(log.all.first)
        let failure = try #require(outcome?.failure)
        #expect(failure.shrunk == 100)
        #expect(text.contains("property failed: case 1 of 100, seed \(failure.seed)"))
        #expect(text.contains("  original: \(failure.original)\n"))
        #expect(text.contains("  shrunk:   100   ("))
        #expect(text.contains("  failure:  Expectation failed: (x → 100) < 100"))
        #expect(text.contains("  replay:   PLAYTEST_REPLAY=\(failure.token) swift test --filter 'PropertyExpectationsTests/failsOnce()'"))
        #expect(text.contains("or pass replay: \"\(failure.token)\" to checkProperty"))
        #expect(database.examples(for: "PlaytestTestingTests.PropertyExpectationsTests.failsOnce()") == [failure.choices])
    }

    @Test("a synchronous body (the overload without suspension) and an async one find, shrink and report the same failure")
    func syncAndAsyncAgree() async throws {
        let log = IssueLog()
        var sync: PropertyOutcome<[Int]>?
        var async: PropertyOutcome<[Int]>?
        let asyncBody: @Sendable ([Int]) async throws -> Void = { values in
            label(values.isEmpty ? "empty" : "filled")
            #expect(values.reduce(0, +) < 1_000)
        }
        log.collect(try await withIssuesCollected {
            sync = try await checkProperty(Gen.int(in: 0...1_000).array(length: 0...20), seed: 7, database: nil, environment: [:]) { values in
                label(values.isEmpty ? "empty" : "filled")
                #expect(values.reduce(0, +) < 1_000)
            }
            async = try await checkProperty(Gen.int(in: 0...1_000).array(length: 0...20), seed: 7, database: nil, environment: [:], asyncBody)
        })
        let first = try #require(sync?.failure)
        let second = try #require(async?.failure)
        #expect(first.shrunk == [1_000] && first.shrunk == second.shrunk)
        #expect(first.original == second.original && first.choices == second.choices && first.shrinkCalls == second.shrinkCalls)
        #expect(first.messages == second.messages)
        #expect(sync?.labels.map(\.games) == async?.labels.map(\.games))
        #expect(log.all.count == 2 && log.all.first == log.all.last, "\(log.all)")
    }

    @Test("rerun, the stored failure is replayed first; once it passes it is removed")
    func replaysStoredFirst() async throws {
        let database = temporaryDatabase()
        let key = "PlaytestTestingTests.PropertyExpectationsTests.replaysStoredFirst()"
        var first: PropertyOutcome<Int>?
        var second: PropertyOutcome<Int>?
        let log = IssueLog()
        log.collect(try await withIssuesCollected {
            first = try await checkProperty(Gen.int(in: 0...10_000), database: database, environment: [:]) { x in #expect(x < 100) }
            second = try await checkProperty(Gen.int(in: 0...10_000), database: database, environment: [:]) { x in #expect(x < 100) }
        })
        #expect(log.all.count == 2)
        #expect(first?.failure?.origin == .generated(index: 0))
        #expect(second?.failure?.origin == .stored)
        #expect(second?.passed == 0, "the stored case fails before any new case runs")
        #expect(database.examples(for: key).count == 1)
        let fixed = try await checkProperty(Gen.int(in: 0...10_000), database: database, environment: [:]) { x in #expect(x <= 10_000) }
        #expect(fixed.holds && database.examples(for: key).isEmpty)
    }

    @Test("the body may be async, throw, and use #require; the failure's message is the shrunk case's")
    func asyncThrowingBody() async throws {
        struct TooLong: Error {}
        let log = IssueLog()
        var outcome: PropertyOutcome<[Int]>?
        log.collect(try await withIssuesCollected {
            outcome = try await checkProperty(Gen.int(in: 0...9).array(length: 0...30), database: nil, environment: [:]) { values in
                await Task.yield()
                let first = try #require(values.first ?? 0 as Int?)
                #expect(first >= 0)
                if values.count > 4 { throw TooLong() }
            }
        })
        #expect(log.all.count == 1)
        #expect(outcome?.failure?.shrunk == [0, 0, 0, 0, 0])
        #expect(outcome?.failure?.messages == ["threw TooLong()"])
    }

    @Test("the default seed is fixed per test; PLAYTEST_SEED and seed: replace it; PLAYTEST_RUNS checks more seeds")
    func seeds() async throws {
        let a = try await checkProperty(Gen.int(), cases: 5, database: nil, environment: [:]) { _ in }
        let b = try await checkProperty(Gen.int(), cases: 5, database: nil, environment: [:]) { _ in }
        let seen = SeenValues()
        try await checkProperty(Gen.int(), cases: 5, database: nil, environment: ["PLAYTEST_SEED": "42"]) { seen.add($0) }
        try await checkProperty(Gen.int(), cases: 5, seed: 42, database: nil, environment: [:]) { seen.add($0) }
        #expect(a.passed == 5 && b.passed == 5)
        #expect(Array(seen.values.prefix(5)) == Array(seen.values.suffix(5)))
        let runs = SeenValues()
        try await checkProperty(Gen.int(), cases: 5, database: nil, environment: ["PLAYTEST_RUNS": "3"]) { runs.add($0) }
        #expect(runs.values.count == 15 && Set(runs.values).count == 15)
        await #expect(throws: PropertyCheckError.self) {
            try await checkProperty(Gen.int(), database: nil, environment: ["PLAYTEST_SEED": "x"]) { _ in }
        }
    }

    @Test("replay: runs the printed token's case first")
    func replayArgument() async throws {
        let token = PropertyToken.encode([UInt64.max / 2])
        var outcome: PropertyOutcome<Int>?
        let log = IssueLog()
        log.collect(try await withIssuesCollected {
            outcome = try await checkProperty(Gen.int(in: 0...10_000), replay: token, database: nil, environment: [:]) { x in
                #expect(x != 5_000)
            }
        })
        #expect(log.all.count == 1)
        #expect(outcome?.failure?.origin == .stored && outcome?.failure?.original == 5_000)
        await #expect(throws: PropertyCheckError.self) {
            try await checkProperty(Gen.int(), replay: "pt2:nope", database: nil, environment: [:]) { _ in }
        }
    }

    @Test("assume: a filter that rejects nearly everything is one health-check issue, not a silent pass")
    func healthCheck() async throws {
        let log = IssueLog()
        log.collect(try await withIssuesCollected {
            try await checkProperty(Gen.int(in: 0...1_000_000), database: nil, environment: [:]) { x in
                try assume(x == 3)
            }
        })
        #expect(log.all.count == 1)
        #expect(log.all.first?.hasPrefix("health check: 1000 cases were rejected by assume and only 0 passed") == true)
    }

    @Test("cover: an unmet requirement is one issue naming the label, its share and the required share")
    func coverFails() async throws {
        let log = IssueLog()
        log.collect(try await withIssuesCollected {
            try await checkProperty(Gen.int(in: 0...99), cases: 300, database: nil, environment: [:]) { x in
                cover(0.5, x < 10, "single digit")
            }
        })
        #expect(log.all.count == 1)
        let text = log.all.first ?? ""
        #expect(text.hasPrefix("coverage FAILED"))
        #expect(text.contains("single digit:") && text.contains("required 50%: too rare"))
    }

    @Test("target and note through the bridge: the search finds the failure, the note shows with it")
    func targetAndNote() async throws {
        let log = IssueLog()
        var outcome: PropertyOutcome<[Int]>?
        log.collect(try await withIssuesCollected {
            outcome = try await checkProperty(Gen.int(in: 0...100).array(length: 10...10), database: nil, environment: [:]) { values in
                let sum = values.reduce(0, +)
                target(Double(sum))
                note("sum \(sum)")
                #expect(sum < 970)
            }
        })
        #expect(log.all.count == 1)
        #expect(outcome?.failure?.origin == .targeted(label: ""))
        #expect(log.all.first?.contains("property failed: the targeted search on the target") == true)
        #expect(log.all.first?.contains("  note:     sum 970") == true)
    }
}

/// Values a property saw, in order.
final class SeenValues: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Int] = []
    var values: [Int] { lock.withLock { seen } }
    func add(_ value: Int) { lock.withLock { seen.append(value) } }
}
