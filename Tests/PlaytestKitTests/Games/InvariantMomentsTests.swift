import Testing
import PlaytestKit

@Suite("Invariant moments: shown, and explained where actions or events are left out")
struct InvariantMomentsTests {
    @Test("an invariant checked after actions and events needs no reason; one left out of either shows its reason")
    func descriptions() {
        let everywhere = InvariantInfo(name: "a", title: "A", citation: "here")
        #expect(everywhere.isCheckedAtActionsAndEvents && everywhere.momentsDescription == "start, actions, events")
        let noStart = InvariantInfo(name: "b", title: "B", citation: "here", moments: [.action, .event])
        #expect(noStart.isCheckedAtActionsAndEvents && noStart.momentsDescription == "actions, events")
        let actions = InvariantInfo(name: "c", title: "C", citation: "here", moments: .action, momentsReason: "only taps change it")
        #expect(!actions.isCheckedAtActionsAndEvents)
        #expect(actions.momentsDescription == "actions only: only taps change it")
        let unexplained = InvariantInfo(name: "d", title: "D", citation: "here", moments: .event)
        #expect(unexplained.momentsDescription == "events only: NO REASON GIVEN")
    }

    @Test("check's moments line counts the invariants checked everywhere and names the others")
    func line() {
        let infos = [
            InvariantInfo(name: "a", title: "A", citation: "here"),
            InvariantInfo(name: "c", title: "C", citation: "here", moments: .action, momentsReason: "only taps change it"),
        ]
        #expect(CheckReportText.moments(infos, program: "playtest") == "moments: 1 of 2 invariants after every action and event; c after actions only (why: playtest list)")
        #expect(CheckReportText.moments([infos[0]], program: "playtest") == "moments: 1 of 1 invariant after every action and event")
    }

    @Test("a moment's state before: none at the start")
    func stateBefore() {
        #expect(MomentKinds.all.names == ["start", "actions", "events"])
        #expect(([.action] as MomentKinds).names == ["actions"])
    }

    @Test("a documented behaviour is required in at least 2% of games, or its own larger share")
    func documentedShare() {
        #expect(CoverageInfo(name: "x", summary: "x", minimumShare: nil, documentedBehaviour: "RULES.md").requiredShare == 0.02)
        #expect(CoverageInfo(name: "x", summary: "x", minimumShare: 0.3, documentedBehaviour: "RULES.md").requiredShare == 0.3)
        #expect(CoverageInfo(name: "x", summary: "x", minimumShare: nil).requiredShare == nil)
        #expect(CoverageInfo(name: "x", summary: "x", minimumShare: 0.05).requiredShare == 0.05)
    }
}
