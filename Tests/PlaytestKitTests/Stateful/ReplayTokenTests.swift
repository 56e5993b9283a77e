import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ReplayToken")
struct ReplayTokenTests {

    // MARK: - Helpers

    static func token(_ source: ReplayToken.Source) -> ReplayToken {
        ReplayToken(game: "toy", rules: "documented", bots: BotAssignment("inc"), parameters: "goal=20,maxTicks=3", source: source, maxSteps: 100_000)
    }

    /// Seals a hand-written token body (`pt3:...:m=N`) with its check field, so that its fields are what is tested.
    static func sealed(_ body: String) -> String {
        ReplayToken.seal(body)
    }

    static func parsed(_ text: String) -> ReplayToken? {
        try? ReplayToken.parse(text).get()
    }

    static func error(_ text: String) -> String? {
        if case .failure(let error) = ReplayToken.parse(text) { return error.description }
        return nil
    }

    static let shellSafe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:,=.-+_")

    // MARK: - Writing

    @Test("Choices are written as hex words, single zeros as 0, runs of zeros as zk")
    func choicesText() {
        let token = Self.token(.choices([[0x1f, 0, 0, 0, 0x9a, 0, 0xffff_ffff_ffff_ffff, 0, 0]]))
        #expect(token.body == "pt3:toy:documented:inc:goal=20,maxTicks=3:c=1f-z3-9a-0-ffffffffffffffff-z2:m=100000")
    }

    @Test("Streams are separated by +: the chance first, then each seat; an empty stream writes nothing")
    func severalStreams() {
        let token = Self.token(.choices([[], [0x66], [0, 0, 1]]))
        #expect(token.body == "pt3:toy:documented:inc:goal=20,maxTicks=3:c=+66+z2-1:m=100000")
        #expect(Self.parsed(token.description) == token)
    }

    @Test("Bots by seat, role or team are written selector=bot with _ for every other seat, and read back")
    func mixedBots() throws {
        let bots = BotAssignment(entries: [.init(selector: "snake", bot: "coordinated"), .init(selector: "*", bot: "ownBelief")])
        let token = ReplayToken(game: "toy", rules: "documented", bots: bots, parameters: "", source: .choices([[1]]), maxSteps: 40)
        #expect(token.body == "pt3:toy:documented:snake=coordinated,_=ownBelief::c=1:m=40")
        #expect(Self.parsed(token.description) == token)
        let missing = try #require(Self.error(Self.sealed("pt3:toy:documented:snake=coordinated::c=1:m=40")))
        #expect(missing.contains("including _=bot"))
    }

    @Test("An empty choice list is written c= and a stream s=SEED.GAME")
    func emptyAndStreamText() {
        #expect(Self.token(.choices([[]])).body == "pt3:toy:documented:inc:goal=20,maxTicks=3:c=:m=100000")
        #expect(Self.token(.stream(seed: UInt64.max, game: 17)).body
            == "pt3:toy:documented:inc:goal=20,maxTicks=3:s=18446744073709551615.17:m=100000")
    }

    // MARK: - Round trips

    @Test("description then parse gives the token back", arguments: [
        [], [0], [0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [1], [UInt64.max],
        [0x1f, 0, 0, 0, 0x9a], [0, 5, 0], [5, 0, 0], [0, 0, 5], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    ] as [[UInt64]])
    func choicesRoundTrip(words: [UInt64]) {
        let token = Self.token(.choices([words]))
        #expect(Self.parsed(token.description) == token, "\(token)")
    }

    @Test("Random choice lists round trip (seeds 0..<50)")
    func randomChoicesRoundTrip() {
        for seed: UInt64 in 0..<50 {
            var generator = Xoshiro256StarStar(seed: seed)
            let count = generator.draw(index: 30)
            // Mostly zeros, so that runs of every length appear.
            let words = (0..<count).map { _ in generator.draw(below: 3) == 0 ? generator.next() : 0 }
            let token = Self.token(.choices([words, words.reversed()]))
            #expect(Self.parsed(token.description) == token, "seed \(seed): \(token)")
            #expect(token.description.allSatisfy { Self.shellSafe.contains($0) }, "seed \(seed): \(token)")
        }
    }

    @Test("Streams round trip, including the extreme values")
    func streamRoundTrip() {
        for source: ReplayToken.Source in [
            .stream(seed: 0, game: 0),
            .stream(seed: 1, game: 3),
            .stream(seed: UInt64.max, game: UInt64.max),
        ] {
            let token = Self.token(source)
            #expect(Self.parsed(token.description) == token, "\(token)")
        }
    }

    @Test("Surrounding whitespace is ignored, and an empty parameter list round trips")
    func whitespaceAndEmptyParameters() {
        let token = ReplayToken(game: "endless", rules: "documented", bots: BotAssignment("forever"), parameters: "", source: .choices([[2]]), maxSteps: 7)
        #expect(token.body == "pt3:endless:documented:forever::c=2:m=7")
        #expect(Self.parsed("  \(token.description)\n") == token)
    }

    @Test("Tokens contain only shell-safe characters")
    func shellSafety() {
        let tokens = [
            Self.token(.choices([[0, 0, UInt64.max, 0xabc, 0], [3]])),
            Self.token(.stream(seed: 12, game: 99)),
            ReplayToken(game: "dice", rules: "shipped", bots: BotAssignment("fuzzer"), parameters: "count=6,speed=0.5,bias=-1.5e-05", source: .choices([[1]]), maxSteps: 100_000),
        ]
        for token in tokens {
            let text = token.description
            #expect(text.allSatisfy { Self.shellSafe.contains($0) }, "\(text)")
        }
    }

    // MARK: - Errors

    @Test("A wrong number of fields is an error that says how many were found")
    func wrongFieldCount() throws {
        let few = try #require(Self.error(Self.sealed("pt3:toy:documented")))
        #expect(few.contains("expected 7 fields"))
        #expect(few.contains("found 3"))
        let many = try #require(Self.error(Self.sealed("pt3:toy:documented:inc:goal=20:c=1:m=5:extra")))
        #expect(many.contains("found 8"))
        #expect(Self.error("") != nil)
    }

    @Test("Another format version is an error naming it")
    func wrongVersion() throws {
        let message = try #require(Self.error(Self.sealed("pt9:toy:documented:inc:goal=20:c=1:m=5")))
        #expect(message.contains("\"pt9\""))
        #expect(message.contains("is not pt3"))
    }

    @Test("Choices that are not hex words or zero runs are an error", arguments: [
        "c=xyz", "c=1--2", "c=1-", "c=z0", "c=z", "c=zz3", "c=10000000000000000", "c=z99999999", "c=1 2",
    ])
    func badChoices(payload: String) throws {
        let message = try #require(Self.error(Self.sealed("pt3:toy:documented:inc:goal=20:\(payload):m=5")), "\(payload)")
        #expect(message.contains("are not hex words"), "\(payload): \(message)")
    }

    @Test("A stream that is not two whole numbers is an error", arguments: ["s=1", "s=", "s=1.x", "s=a.b", "s=1.-3", "s=1.2.3"])
    func badStream(payload: String) throws {
        let message = try #require(Self.error(Self.sealed("pt3:toy:documented:inc:goal=20:\(payload):m=5")), "\(payload)")
        #expect(message.contains("should be s=SEED.GAME"), "\(payload): \(message)")
    }

    /// A stream payload with anything but exactly two whole numbers is malformed: a typo such as
    /// the letter O for a zero must not silently replay another game.
    @Test("A stream with a stray non-numeric or empty part is an error, not a different game", arguments: [
        "s=7.O.5", "s=1.2.x", "s=1..2", "s=.1.2", "s=1.2.",
    ])
    func strayStreamParts(payload: String) {
        let result = Self.error(Self.sealed("pt3:toy:documented:inc:goal=20:\(payload):m=5"))
        #expect(result != nil, "\(payload) was accepted as \(String(describing: Self.parsed(Self.sealed("pt3:toy:documented:inc:goal=20:\(payload):m=5"))))")
    }

    @Test("A choices field that is neither c= nor s= is an error")
    func unknownPayload() throws {
        let message = try #require(Self.error(Self.sealed("pt3:toy:documented:inc:goal=20:x=1:m=5")))
        #expect(message.contains("c= or s="))
    }
}
