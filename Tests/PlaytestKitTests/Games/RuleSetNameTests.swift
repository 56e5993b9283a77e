import PlaytestKit
import Testing

@Suite("RuleSetName")
struct RuleSetNameTests {
    @Test("a plain rule set has no faults; a plus adds each")
    func parses() {
        #expect(RuleSetName("documented") == RuleSetName(base: "documented"))
        let name = RuleSetName("shipped+a+b")
        #expect(name.base == "shipped")
        #expect(name.faults == ["a", "b"])
        #expect(name.text == "shipped+a+b")
    }

    @Test("a descriptor accepts only its own faults, after a rule set of its own")
    func validates() throws {
        let descriptor = GameDescriptor(id: "toy", title: "Toy", document: "toy.md", parameters: [], faults: [PlantedFault("offByOne", .statedRule)])
        #expect(try descriptor.configuration(rules: "documented+offByOne", settings: []).rules == "documented+offByOne")
        #expect(throws: ParameterError.self) { try descriptor.configuration(rules: "documented+other", settings: []) }
        #expect(throws: ParameterError.self) { try descriptor.configuration(rules: "nonsense+offByOne", settings: []) }
    }
}
