import Testing
import PlaytestKit

@Suite("Parameter swarming: draws, shares and regions")
struct ParameterSwarmTests {
    static let size = ParameterKey<Int>.integer("size", summary: "a size", in: 1...1_000, default: 6, shrinkable: true).swarming(in: 1...24)
    static let mode = ParameterKey<String>.choice("mode", summary: "a mode", oneOf: ["a", "b", "c"], default: "a").swarming(oneOf: ["a", "b"])
    static let rate = ParameterKey<Double>.double("rate", summary: "a rate", in: 0...1, default: 0.5).swarming(in: 0.1...0.9)
    static let fixed = ParameterKey<Int>.integer("fixed", summary: "never swarmed", in: 0...9, default: 3)
    static let descriptor = GameDescriptor(
        id: "toy", title: "Toy", document: "toy.md", documentLocation: "toy.md",
        parameters: [size.spec, mode.spec, rate.spec, fixed.spec])

    @Test("game i's draws depend on the seed and i only, stay in their swarm ranges, and leave undeclared parameters alone")
    func draws() throws {
        let swarm = ParameterSwarm(share: 0.5, descriptor: Self.descriptor)
        let base = Self.descriptor.defaultConfiguration
        var sizes = Set<Int>()
        var modes = Set<String>()
        for game in 0..<200 {
            let drawn = swarm.configuration(of: base, game: game, seed: 9, descriptor: Self.descriptor)
            #expect(drawn == swarm.configuration(of: base, game: game, seed: 9, descriptor: Self.descriptor))
            let size = drawn[Self.size]
            #expect((1...24).contains(size))
            #expect(["a", "b"].contains(drawn[Self.mode]))
            #expect((0.1...0.9).contains(drawn[Self.rate]))
            #expect(drawn[Self.fixed] == 3)
            sizes.insert(size)
            modes.insert(drawn[Self.mode])
        }
        #expect(sizes.count > 15 && modes == ["a", "b"], "the draws spread over the ranges")
        let other = (0..<20).map { swarm.configuration(of: base, game: $0, seed: 10, descriptor: Self.descriptor) }
        let same = (0..<20).map { swarm.configuration(of: base, game: $0, seed: 9, descriptor: Self.descriptor) }
        #expect(other != same, "another seed draws other parameters")
    }

    @Test("a parameter the caller fixed is not drawn; share 0 or nothing to draw turns swarming off; the share rounds down")
    func shares() {
        let fixedSize = ParameterSwarm(share: 0.5, descriptor: Self.descriptor, fixed: ["size"])
        #expect(fixedSize.ranges.map(\.spec.name) == ["mode", "rate"])
        #expect(fixedSize.rangeList == "mode a|b, rate 0.1-0.9")
        #expect(ParameterSwarm(share: 0.5, descriptor: Self.descriptor).swarmedGames(of: 101) == 50)
        #expect(ParameterSwarm(share: 0.5, descriptor: Self.descriptor).swarmedGames(of: 1) == 0)
        #expect(ParameterSwarm(share: 1, descriptor: Self.descriptor).swarmedGames(of: 7) == 7)
        #expect(!ParameterSwarm(share: 0, descriptor: Self.descriptor).isActive)
        #expect(ParameterSwarm(share: 0, descriptor: Self.descriptor).swarmedGames(of: 100) == 0)
        #expect(!ParameterSwarm(share: 0.5, descriptor: Self.descriptor, fixed: ["size", "mode", "rate"]).isActive)
    }

    @Test("regions: below, at and above the default for numbers; each value for words and short lists")
    func regions() {
        let numbers = ParameterSwarmRange.integers(1...24)
        #expect(numbers.region(of: .integer(2), default: .integer(6)) == "low")
        #expect(numbers.region(of: .integer(6), default: .integer(6)) == "default")
        #expect(numbers.region(of: .integer(7), default: .integer(6)) == "high")
        #expect(numbers.regions(default: .integer(6)) == ["low", "default", "high"])
        #expect(ParameterSwarmRange.integers(1...100).regions(default: .integer(100)) == ["low", "default"], "no high above the range")
        #expect(ParameterSwarmRange.numbers(0.5...0.9).regions(default: .double(0.5)) == ["default", "high"])
        let words = ParameterSwarmRange.values([.string("A"), .string("B")])
        #expect(words.region(of: .string("B"), default: .string("A")) == "B")
        #expect(words.regions(default: .string("A")) == ["A", "B"])
        let timer = ParameterSwarmRange.values(stride(from: 30, through: 120, by: 5).map { .integer($0) })
        #expect(timer.region(of: .integer(45), default: .integer(60)) == "low")
        #expect(timer.description == "30-120 (19 values)")
        #expect(ParameterSwarmRange.values([.integer(3), .integer(6), .integer(9)]).description == "3|6|9")
    }

    @Test("a drawn real number has two decimals and stays in its range")
    func numbers() {
        var rng = SplitMix64(seed: 4)
        for _ in 0..<500 {
            guard case .double(let value) = ParameterSwarmRange.numbers(0.1...0.63).draw(using: &rng) else { Issue.record("not a number"); return }
            #expect((0.1...0.63).contains(value))
            #expect(abs(value * 100 - (value * 100).rounded()) < 1e-9)
        }
    }

    @Test("a region tally counts games and the labels they reached")
    func regionTally() {
        var tally = ParameterRegionTally(parameter: "size", region: "low", labels: 3)
        tally.add(0b101)
        tally.add(0b001)
        tally.add(games: 10, reached: [0, 2, 0])
        #expect(tally.games == 12 && tally.reached == [2, 2, 1] && tally.labelsReached == 3)
    }
}
