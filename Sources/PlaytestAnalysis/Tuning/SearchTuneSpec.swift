import PlaytestHarness

/// What the search tuner tries (`playtest tune GAME --search search-100`): a grid of a search family's own settings,
/// each played at one budget against a reference bot on the same deals, with the budget of successive halving.
///
/// Every field is checked by ``validate(registration:configuration:)`` before anything is played.
public struct SearchTuneSpec: Sendable, Hashable {
    /// What a deal's result is for a seat.
    public enum Measure: String, Sendable, Hashable, CaseIterable {
        /// The seat's final score (the natural measure of a single-seat game).
        case score
        /// 1 when the seat won, 0 when it lost, 0.5 when the game decided no winner (the measure of a game of seats).
        case win
    }

    /// The search family tuned, by prefix: `search`.
    public var family: String
    /// The budget every candidate plays at: iterations per decision.
    public var iterations: Int
    /// The bot every candidate is measured against (`planner`, or the registered `search-100`).
    public var reference: String
    /// The exploration constants tried (UCB1's c); empty: the registered one alone.
    public var explorations: [Double]
    /// The widening scales tried, nil for no widening; empty: the registered one alone.
    public var widenings: [Double?]
    /// The rollout cut-offs tried, nil for the registered rollout; empty: the registered rollout alone.
    public var cutoffs: [Int?]
    /// The simulation step limits tried; empty: the registered one alone.
    public var steps: [Int]
    /// First-rung deals per candidate; each rung doubles them.
    public var games: Int
    /// Deals of the confirmation on a fresh seed.
    public var confirmGames: Int
    /// What a deal's result is; nil: the score with one seat, the win with several.
    public var measure: Measure?
    /// Actions after which a game is a step-limit failure.
    public var maxSteps: Int

    /// Creates a spec; see each property.
    public init(
        family: String = "search", iterations: Int, reference: String, explorations: [Double] = [], widenings: [Double?] = [],
        cutoffs: [Int?] = [], steps: [Int] = [], games: Int = 50, confirmGames: Int = 400, measure: Measure? = nil,
        maxSteps: Int = CaseOptions.defaultMaxSteps
    ) {
        self.family = family
        self.iterations = iterations
        self.reference = reference
        self.explorations = explorations
        self.widenings = widenings
        self.cutoffs = cutoffs
        self.steps = steps
        self.games = games
        self.confirmGames = confirmGames
        self.measure = measure
        self.maxSteps = maxSteps
    }

    /// The prefix the candidates are registered under, beside the game's own families.
    public static let candidatePrefix = "tuned"

    /// The measure used with `seats` seats.
    public func measure(seats: Int) -> Measure { measure ?? (seats == 1 ? .score : .win) }

    /// The candidates, the registered settings first (the baseline a tuning must beat), then every point of the grid
    /// (explorations outermost, then widenings, cut-offs and step limits), without repeats.
    public func pool(registered: SearchSettings) -> [SearchVariant] {
        let base = SearchVariant(settings: registered)
        var pool = [base]
        for exploration in explorations.isEmpty ? [registered.exploration] : explorations {
            for widening in widenings.isEmpty ? [registered.wideningScale] : widenings {
                for cutoff in cutoffs.isEmpty ? [nil] : cutoffs {
                    for step in steps.isEmpty ? [registered.maxSimulationSteps] : steps {
                        var settings = registered
                        settings.exploration = exploration
                        settings.wideningScale = widening
                        settings.maxSimulationSteps = step
                        let variant = SearchVariant(settings: settings, rolloutCutoff: cutoff)
                        if !pool.contains(variant) { pool.append(variant) }
                    }
                }
            }
        }
        return pool
    }

    /// The most candidates a grid may have.
    public static let maxCandidates = 256

    /// Checks every field against the game.
    ///
    /// - Throws: ``SearchTuneError`` naming the field (as the command line spells it), what is wrong and the fix.
    public func validate(registration: GameRegistration, configuration: GameConfiguration) throws(SearchTuneError) {
        let game = registration.descriptor.id
        guard let registered = registration.searchSettings(ofFamily: family) else {
            let families = registration.botFamilies.map(\.prefix).filter(registration.hasSearchFamily)
            throw SearchTuneError(field: "search", problem: "\"\(family)-\(iterations)\" is not a member of a search family of \(game)",
                                  fix: families.isEmpty ? "\(game) registers no search bot (BotEntry.search)"
                                    : "name one of: " + families.map { "\($0)-N" }.joined(separator: ", "))
        }
        guard SearchSettings.iterationRange.contains(iterations) else {
            throw SearchTuneError(field: "search", problem: "its budget \(iterations) is outside 1 to \(SearchSettings.iterationRange.upperBound)",
                                  fix: "write \(family)-N with N from 1 to \(SearchSettings.iterationRange.upperBound)")
        }
        if let problem = registration.familyProblem(with: reference) {
            throw SearchTuneError(field: "against", problem: problem.description, fix: "name one of: " + registration.botChoices.joined(separator: ", "))
        }
        guard registration.bot(reference) != nil else {
            throw SearchTuneError(field: "against", problem: "\"\(reference)\" is not a bot of \(game)",
                                  fix: "name one of: " + registration.botChoices.joined(separator: ", "))
        }
        if let bad = explorations.first(where: { !$0.isFinite || $0 < 0 }) {
            throw SearchTuneError(field: "explorations", problem: "\(SearchVariant.number(bad)) is not an exploration constant", fix: "give numbers of 0 or more, e.g. 0.3,0.7,1.4")
        }
        if let bad = widenings.compactMap({ $0 }).first(where: { !$0.isFinite || $0 <= 0 }) {
            throw SearchTuneError(field: "widenings", problem: "\(SearchVariant.number(bad)) is not a widening scale", fix: "give numbers above 0 or none, e.g. none,0.5,1,2")
        }
        if let bad = cutoffs.compactMap({ $0 }).first(where: { $0 < 0 }) {
            throw SearchTuneError(field: "cutoffs", problem: "\(bad) is not a number of decisions", fix: "give whole numbers of 0 or more or none, e.g. none,5,20")
        }
        if let bad = steps.first(where: { $0 < 1 }) {
            throw SearchTuneError(field: "steps", problem: "\(bad) is not a step limit", fix: "give whole numbers of 1 or more, e.g. 50,200,10000")
        }
        let count = pool(registered: registered).count
        guard count <= Self.maxCandidates else {
            throw SearchTuneError(field: "explorations", problem: "the grid has \(count) candidates, above \(Self.maxCandidates)",
                                  fix: "give fewer values to --explorations, --widenings, --cutoffs or --steps")
        }
        guard games >= 2 else { throw SearchTuneError(field: "games", problem: "is \(games)", fix: "give 2 or more first-rung deals") }
        guard confirmGames >= 2 else { throw SearchTuneError(field: "confirm-games", problem: "is \(confirmGames)", fix: "give 2 or more deals") }
    }

    /// The most games the tuning plays: every rung's candidates in every seat and the reference's own game of each deal,
    /// then the confirmation's (the winner and the registered settings in every seat, the reference's own); nil when that is more than can be counted.
    public func work(candidates: Int, seats: Int) -> Int? {
        var total = 0
        var survivors = candidates
        var deals = games
        while true {
            let (rung, overflow) = survivors.multipliedReportingOverflow(by: deals)
            guard !overflow, rung <= Int.max / (seats + 1) else { return nil }
            total += rung * seats + deals
            // The halving stops after the rung that keeps one (two candidates or fewer).
            if survivors <= 2 { break }
            survivors = (survivors + 1) / 2
            guard deals <= Int.max / 2 else { return nil }
            deals *= 2
        }
        let (confirmation, overflow) = confirmGames.multipliedReportingOverflow(by: 2 * seats + 1)
        guard !overflow, total <= Int.max - confirmation else { return nil }
        return total + confirmation
    }
}
