import Testing
@testable import PlaytestCLI
import PlaytestKit

/// `check --baseline`: accepted failures do not fail the check, new ones do, fixed ones are named, bad files exit 2.
@Suite("playtest check --baseline")
struct CheckCommandBaselineTests {
    let shipped = ["check", "dice", "--rules", "shipped", "--games", "20", "--seed", "7", "--quiet", "--no-regressions"]

    @Test("--update-baseline records the failures; the same check then passes, saying what it accepted")
    func recordedFailuresAreAccepted() throws {
        let harness = try CommandHarness()
        let recorded = harness.run(shipped + ["--baseline", "baseline.txt", "--update-baseline"])
        #expect(recorded.status == .success)
        let text = try harness.read("baseline.txt")
        #expect(text.contains("\ndice shipped property4\n"))
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines == lines.sorted(), "written sorted")
        let again = harness.run(shipped + ["--baseline", "baseline.txt"])
        #expect(again.status == .success)
        #expect(again.out.contains("failures accepted (") && again.out.contains(", 0 new"))
    }

    @Test("a failure missing from the baseline fails the check and is named as new")
    func newFailureFails() throws {
        let harness = try CommandHarness()
        _ = harness.run(shipped + ["--baseline", "baseline.txt", "--update-baseline"])
        let kept = try harness.read("baseline.txt").split(separator: "\n").filter { !$0.hasSuffix(" property4") }.joined(separator: "\n")
        try harness.write(kept + "\n", to: "baseline.txt")
        let result = harness.run(shipped + ["--baseline", "baseline.txt"])
        #expect(result.status == .failure)
        #expect(result.out.contains("1 new (property4)"))
    }

    @Test("a listed failure that no longer happens is reported as fixed, without failing the check")
    func fixedEntryIsNamed() throws {
        let harness = try CommandHarness()
        _ = harness.run(shipped + ["--baseline", "baseline.txt", "--update-baseline"])
        try harness.write(try harness.read("baseline.txt") + "dice shipped property1\ndice documented property4\n", to: "baseline.txt")
        let result = harness.run(shipped + ["--baseline", "baseline.txt"])
        #expect(result.status == .success)
        #expect(result.out.contains("fixed since the baseline: property1 (remove its line from baseline.txt)"))
        let rewritten = harness.run(shipped + ["--baseline", "baseline.txt", "--update-baseline"])
        #expect(rewritten.status == .success)
        let text = try harness.read("baseline.txt")
        #expect(!text.contains("dice shipped property1"), "the fixed entry is dropped")
        #expect(text.contains("dice documented property4"), "other rule sets' entries are kept")
    }

    @Test("a missing or malformed baseline, or --update-baseline alone, exits 2 before any game is played")
    func badInputExits2() throws {
        let harness = try CommandHarness()
        let missing = harness.run(shipped + ["--baseline", "none.txt"])
        #expect(missing.status == .usage)
        #expect(missing.error.contains("--baseline none.txt: no such file") && missing.error.contains("--update-baseline"))
        try harness.write("dice shipped property4\nnot-an-entry\n", to: "bad.txt")
        let malformed = harness.run(shipped + ["--baseline", "bad.txt"])
        #expect(malformed.status == .usage)
        #expect(malformed.error.contains("bad.txt:2: \"not-an-entry\" is not an entry"))
        #expect(malformed.out.isEmpty, "nothing played")
        let alone = harness.run(shipped + ["--update-baseline"])
        #expect(alone.status == .usage && alone.error.contains("--update-baseline needs --baseline FILE"))
    }
}
