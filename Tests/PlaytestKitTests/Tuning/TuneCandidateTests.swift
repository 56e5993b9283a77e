import PlaytestKit
import Testing

@Suite("TuneCandidate, TunedParameter and TuneEstimate")
struct TuneCandidateTests {
    static let parameters = [
        TunedParameter(name: "a", defaultValue: 3, minimum: 0, maximum: 10, step: 4),
        TunedParameter(name: "b", defaultValue: 1, minimum: 1, maximum: 3, step: 1),
    ]

    @Test("a parameter's values are its grid and its default, ascending")
    func gridHoldsTheDefault() {
        #expect(Self.parameters[0].values == [0, 3, 4, 8])
        #expect(Self.parameters[1].values == [1, 2, 3])
    }

    @Test("changes, distance and label count only the entries that left the default")
    func changesFromDefault() {
        let candidate = TuneCandidate(values: [11, 1])
        #expect(candidate.changes(from: Self.parameters) == 1)
        #expect(candidate.distance(from: Self.parameters) == 2)
        #expect(candidate.label(Self.parameters) == "a=11")
        #expect(TuneCandidate.defaults(of: Self.parameters).label(Self.parameters) == "default")
    }

    @Test("applying a candidate sets the tuned parameters and keeps the others and the rule set")
    func applied() {
        let base = GameConfiguration(rules: "documented", parameters: [("a", .integer(3)), ("c", .string("x")), ("b", .integer(1))])
        let result = TuneCandidate(values: [8, 2]).applied(to: base, parameters: Self.parameters)
        #expect(result.rules == "documented")
        #expect(result.parameterList == "a=8,c=x,b=2")
    }

    @Test("the loss is the mean absolute gap, its error the root of summed squared errors over the configurations")
    func lossAndInterval() {
        let estimate = TuneEstimate(gaps: [.init(value: -0.3, standardError: 0.03), .init(value: 0.1, standardError: 0.04)], games: 10)
        #expect(abs(estimate.loss - 0.2) < 1e-12)
        #expect(abs(estimate.standardError - 0.025) < 1e-12)
        #expect(abs(estimate.upper - (0.2 + 1.96 * 0.025)) < 1e-12)
        let small = TuneEstimate(gaps: [.init(value: 0.01, standardError: 0.05)], games: 10)
        #expect(small.lower == 0)
    }

    @Test("risesWithRarity sums what each rarer entry falls short of every commoner one, ignoring shares of 0")
    func rarityShortfall() {
        let objective = TuneObjective.risesWithRarity(shares: [("common", 0.5), ("rare", 0.1), ("rarest", 0.01), ("never", 0)])
        let configuration = GameConfiguration(rules: "documented", parameters: [
            ("common", .integer(10)), ("rare", .integer(4)), ("rarest", .integer(7)), ("never", .integer(0)),
        ])
        let inversions = objective.rarityInversions(in: configuration)
        #expect(inversions.map(\.rarer) == ["rare", "rarest"])
        #expect(inversions.map(\.shortBy) == [6, 3])
        #expect(objective.rarityShortfall(in: configuration) == 9)
        #expect(!objective.needsGames)
    }

    @Test("with intervals, a pair counts as an inversion only when the rarer entry's interval lies wholly below the commoner's")
    func rarityIntervals() {
        let objective = TuneObjective.risesWithRarity(shares: [("common", 0.5), ("rare", 0.45), ("rarest", 0.01)],
                                                      intervals: ["common": 0.4...0.6, "rare": 0.35...0.55, "rarest": 0.005...0.02])
        let configuration = GameConfiguration(rules: "documented", parameters: [
            ("common", .integer(10)), ("rare", .integer(4)), ("rarest", .integer(7)),
        ])
        // rare < common overlaps: no inversion; rarest < common separates: 3 short; rarest < rare separates: rarest scores more.
        #expect(objective.rarityInversions(in: configuration).map(\.rarer) == ["rarest"])
        #expect(objective.rarityShortfall(in: configuration) == 3)
    }

    @Test("indented JSON keeps numbers as written and puts a list of scalars on one line")
    func indentedJSON() throws {
        let value = try JSONParser.parse("{\"a\": 1.50, \"b\": [1, 2], \"c\": [{\"d\": true}]}")
        #expect(value.indented() == "{\n  \"a\": 1.50,\n  \"b\": [1, 2],\n  \"c\": [\n    {\n      \"d\": true\n    }\n  ]\n}")
        #expect(value.setting("a", to: .number("2"))["a"] == .number("2"))
    }
}
