import Hog
import PlaytestKit
import Testing

/// Each planted fault of the mutation check is caught by `check`, by the invariant expected.
@Suite struct HogFaultTests {
    static let expected: [HogFault: String] = [
        .seatSkipsOne: "holdBanksTurnTotal",
        .singleOneKeepsTurnTotal: "singleOneEndsTurn",
        .targetNeedsMore: "endsOnlyAtTargetOrLimit",
        .secondSeatStarts: "startsFresh",
        .dieShowsSeven: "rollShowsTwoDice",
        .holdCountsTwoTurns: "turnsCounted",
        .roundLimitOneLate: "endsOnlyAtTargetOrLimit",
    ]

    @Test("every planted fault is declared and caught", arguments: HogFault.allCases)
    func caught(fault: HogFault) throws {
        #expect(HogGame.descriptor.faults.contains(fault.rawValue))
        let configuration = try HogGame.descriptor.configuration(rules: "documented+\(fault.rawValue)", settings: [])
        #expect(HogRules(ruleSet: configuration.rules).has(fault))
        let report = InvariantChecker(registration: HogGame.registration, configuration: configuration, games: 60, shrinkBudget: 50,
                                      targetBudget: 0).run()
        let invariant = try #require(Self.expected[fault])
        #expect(report.findings.contains { $0.invariant.name == invariant }, "\(fault): \(report.findings.map(\.invariant.name))")
    }
}
