import Hog
import PlaytestKit
import Testing

/// Each planted fault of the mutation check is caught by `check`, by the invariant (or stated share) expected.
@Suite struct HogFaultTests {
    static let expected: [HogFault: String] = [
        .seatSkipsOne: "holdBanksTurnTotal",
        .singleOneKeepsTurnTotal: "singleOneEndsTurn",
        .targetNeedsMore: "endsOnlyAtTargetOrLimit",
        .secondSeatStarts: "startsFresh",
        .dieShowsSeven: "rollShowsTwoDice",
        .holdCountsTwoTurns: "turnsCounted",
        .roundLimitOneLate: "endsOnlyAtTargetOrLimit",
        .secondDieRepeatsFirst: "stated share firstRollPair",
        .snakeEyesEmptiesEveryBank: "snakeEyesEmptiesBank",
        .roundsOfTwoTurns: "endsOnlyAtTargetOrLimit",
    ]

    /// The check `playtest mutants` runs: the default parameters, and with the check's parameter swarming (half the
    /// games) for the swarm-only fault.
    static func report(_ fault: HogFault, swarm: Bool) throws -> CheckReport {
        let configuration = try HogGame.descriptor.configuration(rules: "documented+\(fault.rawValue)", settings: [])
        #expect(HogRules(ruleSet: configuration.rules).has(fault))
        return InvariantChecker(registration: HogGame.registration, configuration: configuration, games: 60, shrinkBudget: 50, targetBudget: 0,
                                swarm: swarm ? ParameterSwarm(share: 0.5, descriptor: HogGame.descriptor) : nil).run()
    }

    /// What broke: the invariants by name, then the stated shares as `stated share <name>`.
    static func broken(_ report: CheckReport) -> [String] {
        report.findings.map(\.invariant.name) + report.statedShareFailures.map { "stated share \($0.share.name)" }
    }

    @Test("every planted fault is declared and caught", arguments: HogFault.allCases)
    func caught(fault: HogFault) throws {
        #expect(HogGame.descriptor.faults.contains(fault.rawValue))
        let report = try Self.report(fault, swarm: fault.faultClass == .swarmOnly)
        let expected = try #require(Self.expected[fault])
        #expect(Self.broken(report).contains(expected), "\(fault): \(Self.broken(report))")
    }

    @Test("the game has a planted fault of every class")
    func everyClass() {
        for faultClass in PlantedFaultClass.allCases {
            #expect(HogFault.allCases.contains { $0.faultClass == faultClass }, "\(faultClass.label)")
        }
        #expect(HogGame.descriptor.faultClassesNotApplicable.isEmpty)
    }

    @Test("the stated-share fault breaks no invariant of one game: only the share over the games sees it")
    func statedShareFaultOnlyByShare() throws {
        let report = try Self.report(.secondDieRepeatsFirst, swarm: false)
        #expect(report.findings.isEmpty, "\(report.findings.map(\.invariant.name))")
        #expect(report.statedShareFailures.map(\.share.name) == ["firstRollPair"])
    }

    @Test("the swarm-only fault is not seen at the default parameters (2 players)")
    func swarmOnlyFaultNeedsSwarming() throws {
        #expect(Self.broken(try Self.report(.roundsOfTwoTurns, swarm: false)).isEmpty)
    }

    @Test("a correct engine passes both stated shares of the dice")
    func statedSharesHold() throws {
        let configuration = HogGame.descriptor.defaultConfiguration
        let report = InvariantChecker(registration: HogGame.registration, configuration: configuration, games: 300, targetBudget: 0).run()
        #expect(report.statedShares.map(\.share.name) == ["firstDieFace", "firstRollPair"])
        #expect(report.statedShareFailures.isEmpty)
        #expect(report.statedShares.allSatisfy { $0.counts.reduce(0, +) == 300 }, "\(report.statedShares.map(\.counts))")
    }
}
