import Testing
@testable import PlaytestKit
@testable import PlaytestHarness

@Suite("GameInvariant.name: the case's name, read without reflection where the enum has string raw values")
struct InvariantNameTests {
    enum Spelled: String, GameInvariant {
        case counterAtMostTen
        case renamed = "counter-never-negative"
        var facts: InvariantFacts { InvariantFacts(title: "t", citation: "c") }
        func check(_ moment: Moment<ToyGame>, in state: ToyGame.State, of game: ToyGame) -> String? { nil }
    }

    @Test("a plain enum prints its case; a string-backed one gives its raw value, the case's name unless spelled out")
    func names() {
        #expect(ToyInvariant.counterAtMostTen.name == "counterAtMostTen")
        #expect(Spelled.counterAtMostTen.name == "counterAtMostTen")
        #expect(Spelled.renamed.name == "counter-never-negative")
        // Through the generic path the runner uses (the protocol's requirement), the same names.
        func generic<I: GameInvariant>(_ invariant: I) -> String { invariant.name }
        #expect(generic(Spelled.renamed) == "counter-never-negative" && generic(ToyInvariant.counterAtMostTen) == "counterAtMostTen")
        #expect(Spelled.renamed.info.name == "counter-never-negative")
    }
}
