import Foundation
import Testing
@testable import PlaytestCLI

@Suite("playtest run: sequential gates on ratios (issue 34)")
struct RunCommandSequentialRatioTests {
    @Test("the party game's sequential gate on team.A.score with a range the score leaves is refused before play, with the fix (it crashed, exit 132)")
    func refusedBeforePlay() throws {
        let harness = try CommandHarness()
        try harness.write("""
            {"name": "partyseq", "seed": 1, "games": 64, "studies": [
              {"game": "party", "bots": ["skipSlow"], "parameters": {"playIntake": 0}, "gates": [
                {"id": "teamScore", "metric": "team.A.score", "atLeast": 10, "sequential": true, "maxGames": 2000, "range": [0, 20]}]}]}
            """, to: "partyseq.json")
        let result = harness.run("run", "partyseq.json", "--seed", "1025", "--out", "out", "--quiet")
        #expect(result.status == .usage, "\(result.error)")
        #expect(result.error.contains("$.studies[0].gates[0].metric \"team.A.score\" is a ratio over games"), "\(result.error)")
        #expect(result.error.contains("remove \"sequential\" and \"maxGames\""))
        #expect(harness.files(in: "out").isEmpty)
    }
}
