import Testing
@testable import PlaytestKit
@testable import PlaytestHarness

@Suite("SkillLadder")
struct SkillLadderTests {
    @Test("rotations seat every rung in every seat equally often; halves keep the halves together")
    func patterns() {
        for seats in 2...8 {
            let patterns = SkillLadder(["a", "b"]).matchPatterns(seats: seats)
            #expect(patterns.count == (seats % 2 == 0 ? seats : 2 * seats), "seats \(seats)")
            for seat in 0..<seats {
                #expect(patterns.filter { $0[seat] }.count * 2 == patterns.count, "seats \(seats) seat \(seat)")
            }
        }
        let halves = SkillLadder(["a", "b"], seating: .halves).matchPatterns(seats: 4)
        #expect(halves == [[true, true, false, false], [false, false, true, true]])
    }

    @Test("a registration declares its ladder once, and a studio game gets it through the same call")
    func declared() {
        #expect(ToyGame.registration.skillLadder == nil)
        let ladder = ToyGame.registration.withSkillLadder(SkillLadder(["random", "inc"])).skillLadder
        #expect(ladder?.rungs == ["random", "inc"])
        #expect(ladder?.seating == .rotations)
    }
}
