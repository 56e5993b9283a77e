import Testing
@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("SwarmMix")
struct SwarmMixTests {
    @Test("all-zero words draw the uniform mix, whose zero pick is the first kind")
    func zerosAreUniform() {
        var zeros = ChoiceSource(replaying: [])
        let mix = SwarmMix(drawingOver: 6, using: &zeros)
        #expect(mix == SwarmMix.uniform(kinds: 6))
        #expect(mix.pick(using: &zeros) == 0)
    }

    @Test("around a base mix, zeros give the base mix; always-on kinds are never off, and factors stay within 1...8")
    func aroundBase() {
        var zeros = ChoiceSource(replaying: [])
        let base = [22, 35, 23, 8, 7, 5]
        #expect(SwarmMix(drawingAround: base, using: &zeros).weights == base)
        for seed: UInt64 in 0..<300 {
            var rng = Xoshiro256StarStar(seed: seed)
            let mix = SwarmMix(drawingAround: base, alwaysOn: [0, 1], offOneIn: 2, using: &rng)
            #expect(mix.isEnabled(0) && mix.isEnabled(1), "seed \(seed)")
            for (kind, weight) in mix.weights.enumerated() {
                #expect(weight == 0 || (weight % base[kind] == 0 && (1...8).contains(weight / base[kind])), "seed \(seed): \(mix.weights)")
            }
        }
    }

    @Test("drawn mixes switch kinds off and skew the rest, never all off (seeds 0..<500)")
    func drawnMixes() {
        var offSomewhere = 0
        var skewed = 0
        for seed: UInt64 in 0..<500 {
            var rng = Xoshiro256StarStar(seed: seed)
            let mix = SwarmMix(drawingOver: 6, using: &rng)
            #expect(mix.weights.contains { $0 > 0 }, "seed \(seed)")
            #expect(mix.weights.allSatisfy { (0...8).contains($0) }, "seed \(seed)")
            if mix.weights.contains(0) { offSomewhere += 1 }
            if Set(mix.weights.filter { $0 > 0 }).count > 1 { skewed += 1 }
        }
        // Each kind is off with probability 1/2: all six on in 1/64 of mixes.
        #expect(offSomewhere > 450, "\(offSomewhere) of 500 mixes switch a kind off")
        #expect(skewed > 350, "\(skewed) of 500 mixes weigh their kinds unequally")
    }

    @Test("picks follow the weights and never pick a kind that is off (within 3% over 60,000 picks)")
    func picksFollowWeights() {
        let mix = SwarmMix(weights: [3, 0, 1, 2])
        var rng = Xoshiro256StarStar(seed: 9)
        var counts = [0, 0, 0, 0]
        for _ in 0..<60_000 { counts[mix.pick(using: &rng)] += 1 }
        #expect(counts[1] == 0 && !mix.isEnabled(1))
        for (kind, weight) in [(0, 3.0), (2, 1.0), (3, 2.0)] {
            let share = Double(counts[kind]) / 60_000
            #expect(abs(share - weight / 6) < 0.03, "kind \(kind): \(share)")
        }
    }

    @Test("long runs of one kind are common under a swarm, rare under the uniform mix")
    func longRuns() {
        func gamesWithRun(swarm: Bool) -> Int {
            var count = 0
            for seed: UInt64 in 0..<300 {
                var rng = Xoshiro256StarStar(seed: seed)
                let mix = swarm ? SwarmMix(drawingOver: 6, using: &rng) : SwarmMix.uniform(kinds: 6)
                var run = 0
                var previous = -1
                var longest = 0
                for _ in 0..<40 {
                    let kind = mix.pick(using: &rng)
                    run = kind == previous ? run + 1 : 1
                    previous = kind
                    longest = max(longest, run)
                }
                if longest >= 6 { count += 1 }
            }
            return count
        }
        let swarm = gamesWithRun(swarm: true)
        let uniform = gamesWithRun(swarm: false)
        #expect(swarm > 3 * max(uniform, 1), "games with a run of 6 of one kind in 40 picks: swarm \(swarm), uniform \(uniform) of 300")
    }
}
