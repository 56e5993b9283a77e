import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ParameterOverrides")
struct ParameterOverridesTests {
    static let games = [ToyGame.descriptor, SecretGame.descriptor]

    @Test("an unscoped name applies to every game that has it; a scoped one to its game only")
    func scoping() throws {
        let overrides = try ParameterOverrides(parsing: ["goal=12", "secret.rounds=4"])
        try overrides.validate(against: Self.games)
        #expect(try overrides.values(for: ToyGame.descriptor).map { "\($0.name)=\($0.value)" } == ["goal=12"])
        #expect(try overrides.values(for: SecretGame.descriptor).map { "\($0.name)=\($0.value)" } == ["rounds=4"])
        let scopedElsewhere = try ParameterOverrides(parsing: ["toy.goal=9"])
        #expect(try scopedElsewhere.values(for: SecretGame.descriptor).isEmpty)
    }

    @Test("a name no game has is an error listing every game's parameters")
    func unknownName() throws {
        let overrides = try ParameterOverrides(parsing: ["count=50"])
        #expect(throws: ParameterError.self) { try overrides.validate(against: Self.games) }
        do {
            try overrides.validate(against: Self.games)
        } catch {
            #expect(error.problem == "is a parameter of no game in this run")
            #expect(error.allowed == "toy: goal, maxTicks; secret: rounds")
        }
    }

    @Test("a scope that names no game of the run, or a parameter its game lacks, is an error")
    func badScope() throws {
        for text in ["dice.count=5", "toy.rounds=2"] {
            let overrides = try ParameterOverrides(parsing: [text])
            #expect(throws: ParameterError.self, "\(text)") { try overrides.validate(against: Self.games) }
        }
    }

    @Test("malformed settings and out-of-range values are errors saying what is allowed")
    func malformed() throws {
        for text in ["goal", "=5", ".goal=5", "toy.=5"] {
            #expect(throws: ParameterError.self, "\(text)") { try ParameterOverrides(parsing: [text]) }
        }
        let overrides = try ParameterOverrides(parsing: ["goal=500"])
        do {
            _ = try overrides.values(for: ToyGame.descriptor)
            Issue.record("goal=500 was accepted")
        } catch {
            #expect(error.allowed == "a whole number from 1 to 100")
        }
    }
}
