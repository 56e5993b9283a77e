import Testing
import PlaytestKit

@Suite("ParameterKey: parameters declared once, read typed")
struct ParameterKeyTests {
    @Test("a game's parameter specs come from its keys, in order, with the key's kind, range, default and shrinking")
    func specsComeFromKeys() throws {
        #expect(ToyGame.descriptor.parameters.map(\.name) == [ToyGame.goalKey.name, ToyGame.maxTicksKey.name])
        let goal = try #require(ToyGame.descriptor.parameter(named: "goal"))
        #expect(goal.defaultValue == .integer(20) && goal.allowed == "a whole number from 1 to 100" && !goal.isShrinkable)
        #expect(SecretGame.roundsKey.spec.isShrinkable)
        #expect(ToyGame.goalKey.defaultValue == 20)
        #expect(ParameterKey<Double>.double("rate", summary: "a rate", in: 0...1, default: 0.25).defaultValue == 0.25)
        #expect(ParameterKey<Bool>.bool("flag", summary: "a flag", default: true).spec.allowed == "true or false")
        let choice = ParameterKey<String>.choice("mode", summary: "a mode", oneOf: ["a", "b"], default: "b")
        #expect(choice.defaultValue == "b" && choice.spec.allowed == "one of a, b")
        #expect(ParameterKey<Int>.integer("timer", summary: "seconds", oneOf: [60, 90], default: 90).spec.allowed == "one of 60, 90")
    }

    @Test("a configuration reads a key as the key's type: the default, or the value set")
    func readsTyped() throws {
        #expect(ToyGame.defaultConfiguration[ToyGame.goalKey] == 20)
        let set = try ToyGame.descriptor.configuration(rules: "documented", settings: [("goal", .integer(15))])
        #expect(set[ToyGame.goalKey] == 15 && set[ToyGame.maxTicksKey] == 3)
        let rate = ParameterKey<Double>.double("rate", summary: "a rate", in: 0...2, default: 0.5)
        let whole = GameConfiguration(rules: "documented", parameters: [("rate", .integer(2))])
        #expect(whole[rate] == 2.0, "a whole number reads as a real one")
        #expect(GameConfiguration(rules: "documented", parameters: []).value(rate) == nil)
        #expect(whole.value(ToyGame.goalKey) == nil)
    }

    @Test("a descriptor says where its document lives: at the package root by default, or where it is told")
    func documentLocation() {
        #expect(ToyGame.descriptor.document == "toy.md" && ToyGame.descriptor.documentLocation == "toy.md")
        let told = GameDescriptor(id: "pig", title: "Pig", document: "pig.md", documentLocation: "https://example.com/pig.md", parameters: [])
        #expect(told.document == "pig.md" && told.documentLocation == "https://example.com/pig.md")
        #expect(told.ruleSets == ["documented", "shipped"])
    }
}
