import PlaytestStatistics
import PlaytestHarness

/// "Is it fair?" for one configuration in which one bot holds every seat: each seat's, team's and role's share of
/// the wins against an equal share, by an equivalence test (TOST), never by "the interval contains 50%".
///
/// Only such a configuration can say whether the game favours a seat: with different bots in different seats, a
/// seat's edge is the bot's as much as the seat's (a ladder's mixed matches dilute it: see ``LadderResult/firstSeat``).
///
/// - A seat or team wins once per game: its share is the share of decided games it won, and the equal share is
///   the groups' wins over their decided games pooled (1/n seats when one seat wins each game; more when games
///   are shared); its 90% interval is Wilson's on games.
/// - A role pools several seats of a game and is split by the outcome: its share is the share of its decided
///   seat-games won, a ratio over games (cluster-robust, t on games - 1), against every role's seats pooled.
///
/// A group is equivalent when its 90% interval lies inside the equal share ± the margin (both one-sided tests at 5%
/// reject); different when it lies wholly outside; inconclusive otherwise.
public struct SeatFairness: Sendable {
    /// One seat's, team's or role's test.
    public struct Group: Sendable {
        /// `seat 0`, `team A`, `role snake`, as the seats table writes it.
        public let key: String
        /// The figure gates read: `seat.0.winRate`.
        public let figure: String
        /// Decided games behind it (its `n`).
        public let games: Int
        /// The equal share it is tested against.
        public let reference: Double
        /// The TOST verdict: its 90% interval against the reference ± the margin.
        public let test: EquivalenceVerdict

        /// Yes when shown within the margin, no when shown outside, else inconclusive.
        public var verdict: Verdict {
            switch test.outcome {
            case .equivalent: .yes
            case .different: .no
            case .inconclusive: .inconclusive
            }
        }
    }

    /// The configuration's index in the scenario.
    public let configuration: Int
    /// Its label.
    public let label: String
    /// The parameters it was played at, `name=value` (as a ladder names its own: the Skill section quotes the
    /// verdict of the configurations at its ladder's parameters).
    public let parameters: String
    /// The equivalence margin, share points either side of the equal share.
    public let margin: Double
    /// Every seat, then every team, then every role with a decided game, in the seats table's order.
    public let groups: [Group]

    /// Yes when every group is shown within the margin, no when some group is shown outside it, else inconclusive.
    public var verdict: Verdict {
        if groups.contains(where: { $0.verdict == .no }) { return .no }
        return groups.allSatisfy { $0.verdict == .yes } ? .yes : .inconclusive
    }

    /// The group furthest from its equal share (by its estimate), for a one-line answer.
    public var furthest: Group? {
        groups.enumerated().max { a, b in
            (abs(a.element.test.interval.estimate - a.element.reference), -a.offset) < (abs(b.element.test.interval.estimate - b.element.reference), -b.offset)
        }?.element
    }

    /// The test of one configuration, or nil when it cannot say: bots differ between seats, fewer than two seats
    /// or teams or roles reported, or no game was decided.
    public static func test(_ configuration: ScenarioConfiguration, _ result: ConfigurationResult) -> SeatFairness? {
        guard configuration.bots.uniformBot != nil else { return nil }
        let margin = configuration.questions.fairMargin
        let alpha = EquivalenceVerdict.defaultAlpha
        let z = NormalDistribution.quantile(1 - alpha)
        var groups: [Group] = []
        for kind in [SeatKind.seat, .team, .role] {
            let members = result.seats.groups.filter { kind.matches($0.key) && $0.decidedGames > 0 }
            guard members.count >= 2 else { continue }
            if kind == .role {
                let reference = members.reduce(0) { $0 + $1.wins.numeratorSum } / max(1, members.reduce(0) { $0 + Double($1.decidedSeatGames) })
                for member in members {
                    guard let interval = member.wins.interval(confidence: 1 - 2 * alpha) else { continue }
                    groups.append(Group(key: member.key, figure: MetricReference.spelled(member.key) + ".winRate", games: member.decidedGames,
                                        reference: reference, test: EquivalenceVerdict(interval: interval, reference: reference, margin: margin, alpha: alpha)))
                }
            } else {
                let reference = Double(members.reduce(0) { $0 + $1.gamesWon }) / Double(max(1, members.reduce(0) { $0 + $1.decidedGames }))
                for member in members {
                    guard let interval = ConfidenceInterval.wilson(successes: member.gamesWon, trials: member.decidedGames, z: z) else { continue }
                    groups.append(Group(key: member.key, figure: MetricReference.spelled(member.key) + ".winRate", games: member.decidedGames,
                                        reference: reference, test: EquivalenceVerdict(interval: interval, reference: reference, margin: margin, alpha: alpha)))
                }
            }
        }
        guard !groups.isEmpty else { return nil }
        return SeatFairness(configuration: configuration.index, label: configuration.label,
                            parameters: configuration.registration.descriptor.changedParameters(configuration.configuration), margin: margin, groups: groups)
    }

    /// The kinds of group a seats table holds.
    enum SeatKind {
        case seat, team, role

        func matches(_ key: String) -> Bool {
            switch self {
            case .seat: key.hasPrefix("seat ")
            case .team: key.hasPrefix("team ")
            case .role: key.hasPrefix("role ")
            }
        }
    }
}
