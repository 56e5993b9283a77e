import Testing
@testable import PlaytestCLI
import PlaytestKit

@Suite("playtest list: planted faults by class")
struct ListCommandFaultsTests {
    @Test("list counts each game's planted faults by class; list GAME names them by class")
    func textShowsClasses() throws {
        let harness = try CommandHarness()
        let summary = harness.run("list").out
        for game in harness.catalog.games {
            let descriptor = game.descriptor
            #expect(summary.contains("  planted faults: \(descriptor.plantedFaults.count) (stated rule "), "\(descriptor.id): \(summary)")
            #expect(summary.contains(ListCommand.faultSummary(descriptor)! + "\n"))
        }
        #expect(summary.contains(", stated share 1, limit + 1 2, partial state 1, swarm only 1)\n"), "the dice: \(summary)")
        let dice = harness.run("list", "dice").out
        #expect(dice.contains("  planted faults (documented+name; see 'mutants'), by class:\n"))
        #expect(dice.contains("    stated share     1: valuesFromFixedSeed\n"), "\(dice)")
        #expect(dice.contains("    limit + 1        2: rollsUpToSeven, durationOneStepLong\n"), "\(dice)")
        #expect(!dice.contains("none:"), "every class of the dice has a fault")
    }

    @Test("a class without a fault says why, or that none is planted yet; a game without faults shows none")
    func classWithoutFault() {
        let descriptor = GameDescriptor(
            id: "toy", title: "Toy", document: "TOY.md", parameters: [],
            faults: [PlantedFault("a", .limitPlusOne), PlantedFault("b", .statedRule), PlantedFault("c", .limitPlusOne)],
            faultClassesNotApplicable: [.statedShare: "the toy states no share"])
        let lines = ListCommand.faultDetail(descriptor)
        #expect(lines.count == 1 + PlantedFaultClass.allCases.count)
        #expect(lines[1] == "    stated rule      1: b")
        #expect(lines.contains("    limit + 1        2: a, c"))
        #expect(lines.contains("    stated share     none: does not apply, the toy states no share"))
        #expect(lines.contains("    swarm only       none: no fault of this class planted yet"))
        #expect(ListCommand.faultSummary(descriptor)
            == "  planted faults: 3 (stated rule 1, unstated rule 0, engine's record 0, stated share 0, limit + 1 2, partial state 0, swarm only 0)")
        let bare = GameDescriptor(id: "bare", title: "Bare", document: "BARE.md", parameters: [])
        #expect(ListCommand.faultDetail(bare).isEmpty && ListCommand.faultSummary(bare) == nil)
    }

    @Test("list GAME --json gives each class with its faults, in class order, and every fault once")
    func jsonShowsClasses() throws {
        let harness = try CommandHarness()
        let game = try JSONParser.parse(harness.run("list", "snakesss", "--json").out)
        guard case .array(let classes)? = game["faultClasses"] else { Issue.record("no faultClasses"); return }
        #expect(classes.map { $0["class"] } == PlantedFaultClass.allCases.map { .string($0.rawValue) })
        #expect(classes[3]["label"] == .string("stated share"))
        #expect(classes[3]["faults"] == .array([.string("rolesDealtOnce"), .string("rolesUnshuffled"), .string("mixTicketBelowTen")]))
        #expect(classes.allSatisfy { $0["notApplicable"] == .null })
        var named: [JSONValue] = []
        for entry in classes { if case .array(let faults)? = entry["faults"] { named += faults } }
        guard case .array(let faults)? = game["faults"] else { Issue.record("no faults"); return }
        #expect(named.count == faults.count && Set(named.map(\.description)) == Set(faults.map(\.description)))
    }
}
