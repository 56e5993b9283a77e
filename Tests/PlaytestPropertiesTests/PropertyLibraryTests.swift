import PlaytestProperties
import Testing

/// The property library on its own: this target depends on `PlaytestProperties` only, so it builds without the
/// game harness, the analysis layer or the umbrella `PlaytestKit`.
@Suite struct PropertyLibraryTests {
    @Test func aHoldingPropertyPassesEveryCase() {
        let outcome = PropertyRunner.check(Gen<Int>.int(in: -1_000...1_000).array(length: 0...20),
                                           settings: PropertySettings(cases: 200, seed: 7)) { values in
            if values.reversed().reversed() != values { PropertyCase.current?.recordFailure("reversing twice changed the array") }
        }
        #expect(outcome.holds)
        #expect(outcome.passed == 200)
    }

    @Test func aBrokenPropertyShrinksToItsSmallestCounterexample() throws {
        let outcome = PropertyRunner.check(Gen<Int>.int(in: 0...10_000), settings: PropertySettings(cases: 500, seed: 11)) { value in
            if value >= 100 { PropertyCase.current?.recordFailure("\(value) is at least 100") }
        }
        let failure = try #require(outcome.failure)
        #expect(failure.shrunk == 100)
        #expect(PropertyToken.decode(failure.token) == failure.choices)
    }
}
