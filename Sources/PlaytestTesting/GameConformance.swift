import PlaytestKit
import Testing

/// The conformance suite every game's tests call first: facts, invariants, bots, termination, determinism, replay.
///
/// Records a test issue for each broken expectation:
/// - the descriptor: a lowercase id, at least one rule set with unique names (any
///   names: the first is the default rules, e.g. `documented`, or `app` for a
///   studio's shipped code; `shipped`, modelling a built app's bugs, and any
///   others are optional and are played too), every parameter's default
///   within its own range;
/// - the invariants: at least one, unique names, each citing its passage, each checked after every action and every
///   event unless its facts say why not (`because:`);
/// - the swarm ranges: every value `check` may draw is within the parameter's own range;
/// - the bots: unique ids, at least one that `check` uses;
/// - the coverage labels: unique names, raw values 0, 1, 2, ... (at most 64);
/// - play: every bot, in every seat (one bot per seat), finishes `games`
///   games of the default rules within the step limit with every invariant holding,
///   and plays every other rule set without crashing; with two or more bots, a
///   mixed table (a different bot per seat number) does too;
/// - determinism: the same games give the same steps and checks with 1 and 2
///   jobs, and a replay token gives the same steps twice.
///
/// A broken invariant's issue carries the command that replays it, naming `programName` (a studio passes its own
/// executable's, e.g. `hog-playtest`). `accepting` names invariants a shipped app is known to break (its accepted
/// failures, as `check --baseline` keeps them): their breaches under the default rules are not issues, every other
/// expectation stands.
public func expectGameConformance(
    _ registration: GameRegistration, games: Int = 20, seed: UInt64 = 0, maxSteps: Int = CaseOptions.defaultMaxSteps,
    programName: String = "playtest", accepting accepted: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) {
    let descriptor = registration.descriptor
    for name in accepted where !registration.invariants.contains(where: { $0.name == name }) {
        Issue.record("accepting \(name), which is no invariant of \(descriptor.id)", sourceLocation: sourceLocation)
    }
    #expect(!descriptor.id.isEmpty && descriptor.id == descriptor.id.lowercased(), "game id \(descriptor.id) should be lowercase", sourceLocation: sourceLocation)
    #expect(!descriptor.ruleSets.isEmpty, "a game declares at least one rule set (the first is the default)", sourceLocation: sourceLocation)
    let defaultRules = descriptor.ruleSets.first ?? ""
    #expect(Set(descriptor.ruleSets).count == descriptor.ruleSets.count, "rule set names are unique", sourceLocation: sourceLocation)
    for spec in descriptor.parameters {
        #expect(throws: Never.self, "parameter \(spec.name)'s default is in range", sourceLocation: sourceLocation) {
            try spec.validate(spec.defaultValue)
        }
    }
    let names = registration.invariants.map(\.name)
    #expect(names.count > 1, "a game has invariants besides the step limit", sourceLocation: sourceLocation)
    #expect(Set(names).count == names.count, "invariant names are unique", sourceLocation: sourceLocation)
    for info in registration.invariants {
        #expect(!info.title.isEmpty && !info.citation.isEmpty, "\(info.name) says what and where", sourceLocation: sourceLocation)
        #expect(info.isCheckedAtActionsAndEvents || !(info.momentsReason ?? "").isEmpty,
                "\(info.name) is checked after \(info.moments.names.joined(separator: ", ")) only: its facts should say why (because:)",
                sourceLocation: sourceLocation)
    }
    for spec in descriptor.parameters {
        guard let range = spec.swarmRange else { continue }
        for value in swarmSamples(range) {
            #expect(throws: Never.self, "parameter \(spec.name)'s swarm range \(range.description) is within its range",
                    sourceLocation: sourceLocation) { try spec.validate(value) }
        }
    }
    let bots = registration.bots.map(\.id)
    #expect(Set(bots).count == bots.count, "bot ids are unique", sourceLocation: sourceLocation)
    #expect(!registration.checkBots.isEmpty, "at least one bot drives check", sourceLocation: sourceLocation)
    let labels = registration.coverageLabels.map(\.name)
    #expect(Set(labels).count == labels.count && labels.count <= 64, "coverage labels are unique, at most 64", sourceLocation: sourceLocation)

    var assignments = registration.bots.map { BotAssignment($0.id) }
    if bots.count > 1 {
        let seats = registration.seats(in: descriptor.defaultConfiguration)
        let entries = (0..<seats).map { BotAssignment.Entry(selector: String($0), bot: bots[($0 + 1) % bots.count]) }
        assignments.append(BotAssignment(entries: entries + [BotAssignment.Entry(selector: BotAssignment.everySeat, bot: bots[0])]))
    }
    for assignment in assignments {
        for rules in descriptor.ruleSets {
            guard let configuration = try? descriptor.configuration(rules: rules, settings: []) else {
                IssueCollector.report("rule set \(rules) does not configure", sourceLocation: sourceLocation)
                continue
            }
            let request = RunRequest(configuration: configuration, bots: assignment, seed: seed, games: games, jobs: 1, maxSteps: maxSteps)
            let result = registration.run(request)
            #expect(result.games == games, sourceLocation: sourceLocation)
            let stepLimit = result.tallies.first { $0.info.name == InvariantInfo.stepLimit.name }
            #expect(stepLimit?.brokenGames == 0, "\(assignment) under \(rules) ends every game within \(NumberFormat.counted(maxSteps, "step"))", sourceLocation: sourceLocation)
            guard rules == defaultRules else { continue }
            for tally in result.tallies where tally.brokenGames > 0 && !accepted.contains(tally.info.name) {
                let replay = tally.first.map { "\(programName) replay \(request.token(game: $0.game, gameID: descriptor.id))" } ?? ""
                IssueCollector.report("\(tally.info.name) broke in \(tally.brokenGames) games of the default rules (\(rules)) of \(assignment): \(replay)", sourceLocation: sourceLocation)
            }
            var parallel = request
            parallel.jobs = 2
            let again = registration.run(parallel)
            #expect(again.steps == result.steps && again.checks == result.checks,
                    "\(assignment): the same games with 2 jobs play the same", sourceLocation: sourceLocation)
            let token = request.token(game: 0, gameID: descriptor.id)
            let first = try? registration.replay(token, maxSteps: maxSteps)
            let second = try? registration.replay(token, maxSteps: maxSteps)
            #expect(first != nil && first?.steps == second?.steps && first?.finalSummary == second?.finalSummary,
                    "\(assignment): a replay token replays the same game", sourceLocation: sourceLocation)
        }
    }
}

/// The ends and the default-free values of a swarm range, for checking them against the parameter's range.
private func swarmSamples(_ range: ParameterSwarmRange) -> [ParameterValue] {
    switch range {
    case .integers(let bounds): [.integer(bounds.lowerBound), .integer(bounds.upperBound)]
    case .numbers(let bounds): [.double(bounds.lowerBound), .double(bounds.upperBound)]
    case .values(let values): values
    }
}
