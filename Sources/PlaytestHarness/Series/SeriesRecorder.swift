/// Records the series a request asks for (``RunRequest/series``) in each game of a chunk, beside the quality tracker:
/// the built-in ones from the seats' evaluations the tracker keeps, a game's declared ones read at every state.
@usableFromInline
struct SeriesRecorder: Sendable {
    /// Where a requested series' values come from.
    @usableFromInline
    enum Source: Sendable {
        /// The leader's lead, from the evaluations.
        case lead
        /// One seat's evaluation.
        case seat(Int)
        /// A declared series: its index in ``PlayableGame/declaredSeries`` and whether its points are recorded values
        /// (else steps).
        case declared(Int, recorded: Bool)
    }

    /// The requested series' sources, in the request's order.
    @usableFromInline let sources: [Source]
    /// The games finished so far, one tally per requested series.
    @usableFromInline var tallies: [SeriesTally]
    /// The game in progress's values of each requested series that is declared (empty for the others).
    @usableFromInline var values: [[Double]]
    /// Per requested series, true when the game in progress's series went past ``SeriesTally/maxPoints``.
    @usableFromInline var overflowed: [Bool]
    /// The game in progress's side of each seat: seats with the same team label (``SeatLabels/team``) share one, a
    /// seat without a team is a side of its own. The lead is between sides, so teammates who share a score do not
    /// lead each other.
    @usableFromInline var sides: [Int] = []
    /// How many sides the game in progress has.
    @usableFromInline var sideCount = 0

    /// A recorder of `names` (each one of `builtIn` or `declared`, by name) for games of `seatCount` seats.
    /// - Precondition: every name is offered (``GameRegistration/series(in:)``); a scenario checks this when read.
    @usableFromInline
    init(names: [String], seatCount: Int, declared: [SeriesDeclaration]) {
        var sources: [Source] = []
        var tallies: [SeriesTally] = []
        let builtIn = SeriesDeclaration.builtIn(seatCount: seatCount)
        for name in names {
            if let found = builtIn.first(where: { $0.name == name }) {
                sources.append(name == SeriesDeclaration.leadName ? .lead : .seat(Int(name.dropFirst(4))!))
                tallies.append(SeriesTally(found))
            } else if let index = declared.firstIndex(where: { $0.name == name }) {
                if case .recorded = declared[index].points { sources.append(.declared(index, recorded: true)) } else {
                    sources.append(.declared(index, recorded: false))
                }
                tallies.append(SeriesTally(declared[index]))
            } else {
                preconditionFailure("the series \"\(name)\" is neither built in nor declared by the game")
            }
        }
        self.sources = sources
        self.tallies = tallies
        values = Array(repeating: [], count: names.count)
        overflowed = Array(repeating: false, count: names.count)
    }

    /// True when a series reads the seats' evaluations.
    @usableFromInline var readsEvaluations: Bool {
        sources.contains { if case .declared = $0 { false } else { true } }
    }

    /// Starts a game at its set-up.
    @inlinable
    mutating func start<Game: PlayableGame>(_ state: Game.State, game: Game) {
        for index in values.indices {
            values[index].removeAll(keepingCapacity: true)
            overflowed[index] = false
        }
        if sources.contains(where: { if case .lead = $0 { true } else { false } }) {
            var teams: [String] = []
            sides.removeAll(keepingCapacity: true)
            for seat in 0..<game.seatCount {
                guard let team = game.labels(ofSeat: seat, in: state).team else {
                    teams.append("")  // a side of its own: never matched, since a team label is never empty below
                    sides.append(teams.count - 1)
                    continue
                }
                if let index = teams.firstIndex(of: team), !team.isEmpty { sides.append(index) } else {
                    teams.append(team)
                    sides.append(teams.count - 1)
                }
            }
            sideCount = teams.count
        }
        read(state, game: game)
    }

    /// Reads the declared series in `state` (after the set-up or a step).
    @inlinable
    mutating func read<Game: PlayableGame>(_ state: Game.State, game: Game) {
        for (index, source) in sources.enumerated() {
            guard case .declared(let declared, recorded: let recorded) = source else { continue }
            let value = game.seriesValue(declared, in: state)
            if recorded {
                guard let value else { continue }
                if values[index].count < SeriesTally.maxPoints { values[index].append(value) } else { overflowed[index] = true }
            } else if values[index].count < SeriesTally.maxPoints {
                values[index].append(value ?? values[index].last ?? .nan)
            } else {
                overflowed[index] = true
            }
        }
    }

    /// Ends the game: each series' values join its tally. `evaluations` holds `seats` values per state (NaN: none).
    @usableFromInline
    mutating func finish(evaluations: [Double], seats: Int) {
        let states = seats > 0 ? evaluations.count / seats : 0
        let kept = min(states, SeriesTally.maxPoints)
        for (index, source) in sources.enumerated() {
            switch source {
            case .declared:
                tallies[index].add(game: values[index][...], reachedCap: overflowed[index])
            case .lead, .seat:
                var series: [Double] = []
                series.reserveCapacity(kept)
                var best = [Double](repeating: -.infinity, count: sideCount)
                for state in 0..<kept {
                    let row = evaluations[(state * seats)..<((state + 1) * seats)]
                    let value: Double
                    if case .seat(let seat) = source { value = row[row.startIndex + seat] } else { value = Self.lead(row, sides: sides, best: &best) }
                    series.append(value.isNaN ? series.last ?? .nan : value)
                }
                tallies[index].add(game: series[...], reachedCap: states > SeriesTally.maxPoints)
            }
        }
    }

    /// The highest side's evaluation minus the next highest side's, a side's being the best of its seats' (a team's
    /// seats form one side, any other seat is one); 0 when two or more sides lead together or there is one side; NaN
    /// when some seat has none. `best` is scratch space, one entry per side.
    static func lead(_ row: ArraySlice<Double>, sides: [Int], best: inout [Double]) -> Double {
        for index in best.indices { best[index] = -.infinity }
        for (offset, value) in row.enumerated() {
            if value.isNaN { return .nan }
            let side = sides[offset]
            if value > best[side] { best[side] = value }
        }
        var first = -Double.infinity, second = -Double.infinity
        for value in best {
            if value > first { (first, second) = (value, first) } else if value > second { second = value }
        }
        return second == -.infinity ? 0 : first - second
    }
}
