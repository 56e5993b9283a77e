import PlaytestKit
import Testing
@testable import Party

@Suite("TitleBank")
struct TitleBankTests {
    static func error(_ text: String) -> String {
        do {
            _ = try TitleBank.parse(text, file: "bank.txt", minimum: 3)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("the synthetic bank has room for 12 players x 5 picks with rerolls, case-only duplicates, and titles the filters drop")
    func synthetic() {
        let bank = TitleBank.synthetic
        #expect(bank.distinctUsableCount == 360)
        #expect(bank.usable.count - bank.distinctUsableCount == 90, "case-only duplicates")
        let dropped = bank.titles.filter { TitleBank.isFiltered($0.text) }
        #expect(dropped.count == 30 && bank.titles.count == bank.usable.count + dropped.count)
        for kind in ["(disambiguation)", "List of", "Category:", "19"] {
            #expect(dropped.contains { $0.text.contains(kind) }, "\(kind)")
        }
        let counts = CardDifficulty.allCases.map { level in bank.usable.filter { $0.difficulty == level }.count }
        #expect(counts.allSatisfy { abs($0 - bank.usable.count / 3) < 20 }, "\(counts)")
    }

    @Test("the filters drop digits, disambiguation pages, lists and categories, case-insensitively")
    func filters() {
        #expect(TitleBank.isFiltered("Apollo 11") && TitleBank.isFiltered("Mercury (disambiguation)"))
        #expect(TitleBank.isFiltered("list of rivers") && TitleBank.isFiltered("Category:Harbors"))
        #expect(!TitleBank.isFiltered("A List") && !TitleBank.isFiltered("The Silent Harbor"))
    }

    @Test("a file reads titles with optional difficulties, skipping blanks and comments")
    func valid() throws {
        let bank = try TitleBank.parse("# my bank\nAlpha | easy\n\n  Beta  \nGamma|hard\n", file: "bank.txt", minimum: 3)
        #expect(bank.titles.map(\.text) == ["Alpha", "Beta", "Gamma"])
        #expect(bank.titles.map(\.difficulty) == [.easy, .medium, .hard])
    }

    @Test("an empty, duplicate-only or too small bank, or a bad line, is an error naming the file, the line and the fix")
    func errors() {
        #expect(Self.error("\n# nothing\n") == "bank.txt: party.bank has no titles (every line is blank or a # comment); write one title per line, at least 3 different ones")
        #expect(Self.error("Alpha\nALPHA\nalpha\n").hasPrefix(
            "bank.txt: party.bank has 3 titles but only 1 different usable ones (0 dropped by the filters"))
        #expect(Self.error("Alpha\nAlpha 2\nList of things\n").contains("only 1 different usable ones (2 dropped by the filters"))
        #expect(Self.error("Alpha | tricky\n") == #"bank.txt: line 1, column 8: difficulty "tricky" is not easy, medium or hard; write 'Title | easy', 'Title | medium' or 'Title | hard', or just the title"#)
        #expect(Self.error("A\nB\n | easy\n").hasPrefix("bank.txt: line 3, column 1: has a difficulty but no title"))
    }

    @Test("a scenario's bank file is read, validated, attached and dealt from; a small one is refused with exit-2 wording")
    func scenarioBank() throws {
        let titles = (1...80).map { "Title \(String(UnicodeScalar(UInt8(65 + $0 % 26))))\(String(UnicodeScalar(UInt8(65 + $0 / 26)))) | easy" }
            .joined(separator: "\n")
        let loader = ScenarioLoader(games: [PartyGame.registration], readFile: { $0 == "banks/party.txt" ? titles : ($0 == "banks/tiny.txt" ? "One\nTwo" : nil) })
        let scenario = try loader.load(
            #"{"name": "b", "games": 2, "studies": [{"game": "party", "bots": ["neverSkip"], "parameters": {"bank": "banks/party.txt", "players": 4}}]}"#,
            file: "b.json")
        let configuration = try #require(scenario.configurations.first)
        let settings = Settings(configuration: configuration.configuration)
        #expect(settings.bank.titles.count == 80)
        var rng = Xoshiro256StarStar(seed: 3)
        var store = GameStore(settings: settings)
        store.dealWithoutIntake(using: &rng)
        #expect(store.allCards.count == 12 && store.allCards.allSatisfy { $0.title.hasPrefix("Title ") && $0.difficulty == .easy })
        do {
            _ = try loader.load(#"{"name": "b", "studies": [{"game": "party", "parameters": {"bank": "banks/tiny.txt"}}]}"#, file: "b.json")
            Issue.record("a two-title bank was accepted")
        } catch {
            #expect(error.description.hasPrefix("banks/tiny.txt: party.bank has 2 titles but only 2 different usable ones"), "\(error)")
        }
    }

    @Test("the byte path filters every ASCII title as lowering a copy does, and leaves the rest to it")
    func asciiPathMatchesLowering() {
        var texts = TitleBank.synthetic.titles.map(\.text)
        texts += ["LIST OF kings", "List Ofkings", "list o", "Category:Films", "CATEGORY: x", "category", "Mercury (Disambiguation)",
                  "(DISAMBIGUATION", "x(disambiguation)y", "Apollo 11", "9", "", "The Silent Harbor", "Lis", "list of"]
        for text in texts {
            let lowered = TitleBank.isFilteredByLowering(text)
            #expect(TitleBank.isFilteredASCII(text.utf8) == lowered, "\(text)")
            #expect(TitleBank.isFiltered(text) == lowered, "\(text)")
        }
        #expect(texts.contains { TitleBank.isFiltered($0) } && texts.contains { !TitleBank.isFiltered($0) })
        for text in ["Caf\u{E9} 2", "\u{130}ST OF x", "Stra\u{DF}e"] {
            #expect(TitleBank.isFilteredASCII(text.utf8) == nil, "\(text) is not ASCII")
            #expect(TitleBank.isFiltered(text) == TitleBank.isFilteredByLowering(text))
        }
    }

    @Test("the excluded keys' positions and the pick by rank among the rest give the titles a filter over the list gives")
    func positionsMatchAFilter() {
        let bank = TitleBank.synthetic
        var rng = Xoshiro256StarStar(seed: 11)
        for trial in 0..<100 {
            // Keys from the bank (case variants share one) and a few from nowhere, some repeated across the two lists.
            var used = Set<String>()
            for _ in 0..<Int.random(in: 0...bank.usable.count, using: &rng) { used.insert(bank.usable[Int.random(in: 0..<bank.usable.count, using: &rng)].key) }
            var extra = (0..<Int.random(in: 0...15, using: &rng)).map { _ in bank.usable[Int.random(in: 0..<bank.usable.count, using: &rng)].key }
            extra += ["no such title", used.first ?? "x"]
            let excluded = used.union(extra)
            let left = bank.usable.filter { !excluded.contains($0.key) }
            let skipped = bank.usablePositions(ofKeys: used, extra)
            #expect(skipped == skipped.sorted() && Set(skipped).count == skipped.count)
            #expect(bank.usable.count - skipped.count == left.count, "trial \(trial)")
            #expect(left.indices.map { bank.usable[TitleBank.position($0, skipping: skipped)] } == left, "trial \(trial)")
        }
    }
}
