import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("MetricReference")
struct MetricReferenceTests {
    @Test("every name a study can use parses back to a reference that spells it the same way")
    func roundTrip() {
        let names = MetricReference.names(registration: ToyGame.registration, seats: 2,
                                          measurements: ToyGame.registration.measurementNames(in: ToyGame.defaultConfiguration))
        #expect(names.contains("quitRate"))
        #expect(names.contains("seat.1.winRate"))
        #expect(names.contains("invariant.counterAtMostTen"))
        #expect(names.contains("invariants") && names.contains("steps"))
        for name in names {
            #expect(MetricReference.parse(name, among: names)?.description == name, "\(name)")
        }
        #expect(MetricReference.parse("quitRat", among: names) == nil)
    }

    @Test("seat, team and role references find their SeatSummary groups")
    func seatGroups() {
        #expect(MetricReference.parse("role.snake.score", among: ["role.snake.score"]) == .seatScore(group: "role snake"))
        #expect(MetricReference.matches(key: "role snake", group: "role snake"))
        #expect(MetricReference.matches(key: "team red", group: "team red"))
        #expect(MetricReference.matches(key: "role red", group: "team red"))
        #expect(!MetricReference.matches(key: "seat 1", group: "seat 10"))
        #expect(MetricReference.matches(key: "seat 1", group: "seat 1"))
    }

    @Test("the measurement names come from an empty merge, without playing")
    func measurementNames() {
        #expect(ToyGame.registration.measurementNames(in: ToyGame.defaultConfiguration)
            == ["finalCounter", "ticks", "quitRate", "events", "quality.completion", "quality.timeouts"])
    }
}
