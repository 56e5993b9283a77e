import PlaytestHarness
import PlaytestProperties

/// Checks by simulation, through the real runner, that the quality measures' intervals (docs/quality.md) cover their
/// true values about 95% of the time.
///
/// The simulated game (``CoinDuel``) has two seats and a length `L` uniform in 1...8; a bias `p` uniform in
/// [0.2, 0.8] is drawn at set-up, and after the set-up and each step seat 0 leads with chance `p`, else seat 1
/// (never level), independently. The winner is the seat leading at the end. So within a game the steps share `p`
/// (correlated), and games differ in size. In closed form, with `q = 2p(1 − p)` the chance that two states disagree:
///
/// - lead change: a step changes the leader with chance `q`: `E[L·q] / E[L] = E[q] = 0.44`;
/// - drama: each of the first `L − 1` steps leaves the eventual winner behind with chance `q`:
///   `E[q]·E[L − 1] / E[L]`;
/// - decisiveness: with `s` the chance that a state agrees with the final leader (`p` when seat 0 wins, else `1 − p`),
///   `E[d | L, s] = L − Σⱼ₌₁..L sʲ`; the truth is `E[d] / E[L]`, integrated over `p` numerically.
public enum QualityCalibration {
    /// The games' lengths.
    static let lengths = 1...8
    /// The bias's range.
    static let biases = 0.2...0.8

    /// The true lead-change, drama and decisiveness ratios, in that order.
    public static var truths: (leadChange: Double, drama: Double, decisiveness: Double) {
        let meanLength = Double(lengths.reduce(0, +)) / Double(lengths.count)
        // E[q] for p uniform on [0.2, 0.8]: 2(E[p] − E[p²]) = 2(0.5 − (0.03 + 0.25)).
        let disagree = 2 * (0.5 - (0.36 / 12 + 0.25))
        var decided = 0.0
        // Simpson's rule over p, exact to far below the Monte Carlo error.
        let intervals = 2_000
        let width = (biases.upperBound - biases.lowerBound) / Double(intervals)
        for index in 0...intervals {
            let p = biases.lowerBound + Double(index) * width
            let weight = index == 0 || index == intervals ? 1.0 : index % 2 == 1 ? 4.0 : 2.0
            var meanOverLengths = 0.0
            for length in lengths {
                func powers(_ s: Double) -> Double { (1...length).reduce(0.0) { sum, j in sum + Self.power(s, j) } }
                meanOverLengths += Double(length) - (p * powers(p) + (1 - p) * powers(1 - p))
            }
            decided += weight * meanOverLengths / Double(lengths.count)
        }
        decided = decided * width / 3 / (biases.upperBound - biases.lowerBound)
        return (disagree, disagree * (meanLength - 1) / meanLength, decided / meanLength)
    }

    static func power(_ base: Double, _ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { product, _ in product * base }
    }

    /// Plays `replicates` runs of `games` games of ``CoinDuel`` through the runner (run r seeded from `seed` and r) and
    /// counts, for lead change, drama and decisiveness, the runs whose 95% interval covers the truth.
    /// - Complexity: O(replicates x games x 8) steps.
    public static func coverage(replicates: Int, seed: UInt64, games: Int = 200) -> [(name: String, covered: Int, total: Int)] {
        let truth = truths
        let names = ["leadChange", "drama", "decisiveness"]
        let truthOf = [truth.leadChange, truth.drama, truth.decisiveness]
        var covered = [0, 0, 0]
        for replicate in 0..<replicates {
            let runSeed = StreamSeed.derive(seed: seed, game: UInt64(replicate), stream: 0)
            let result = CoinDuel.registration.run(RunRequest(
                configuration: CoinDuel.descriptor.defaultConfiguration, bots: BotAssignment("next"), seed: runSeed, games: games))
            for (index, name) in names.enumerated() {
                guard let figure = result.measurements.first(where: { $0.name == QualityTally.prefix + name }),
                      case .ratio(let ratio) = figure.value, let interval = ratio.interval95 else { continue }
                if interval.lower <= truthOf[index], truthOf[index] <= interval.upper { covered[index] += 1 }
            }
        }
        return names.indices.map { (names[$0], covered[$0], replicates) }
    }
}

// MARK: - The simulated game

/// Two seats; the leader after the set-up and after each step is seat 0 with chance `p` (drawn per game), else seat 1.
public struct CoinDuel: PlayableGame {
    /// The bias, the length, the steps so far and who leads.
    public struct State: Sendable {
        var bias = 0.5
        var length = 1
        var step = 0
        var firstLeads = true
    }

    /// The one move: play on.
    public enum Action: Hashable, Sendable, CustomStringConvertible, CaseIterable {
        /// Flip the next coin.
        case next
        /// "next".
        public var description: String { "next" }
    }

    /// No events.
    public enum Event: Sendable, CustomStringConvertible {
        /// Never sent: the duel has no timed events.
        case none
        /// "none".
        public var description: String { "none" }
    }

    /// Its one promise.
    public typealias Invariants = CoinDuelInvariant

    /// The simulated game's facts.
    public static let descriptor = GameDescriptor(
        id: "coin-duel", title: "Coin duel (calibration)", document: "docs/quality.md", parameters: [],
        seating: "two seats, each seeing the whole state")

    /// Its configuration (no parameters).
    public let configuration: GameConfiguration

    /// Creates the game.
    public init(configuration: GameConfiguration) { self.configuration = configuration }

    /// Two seats.
    public var seatCount: Int { 2 }

    /// Draws the bias, the length and the first leader.
    public func makeInitialState<R: RandomNumberGenerator>(using rng: inout R) -> State {
        var state = State()
        state.bias = QualityCalibration.biases.lowerBound
            + rng.drawUnitDouble() * (QualityCalibration.biases.upperBound - QualityCalibration.biases.lowerBound)
        state.length = rng.draw(in: QualityCalibration.lengths)
        state.firstLeads = rng.drawBool(probability: state.bias)
        return state
    }

    /// 1 for the leader, 0 for the other; no winner flag (the leader at the end wins).
    public func outcome(ofSeat seat: Int, in state: State) -> SeatOutcome {
        SeatOutcome(score: (seat == 0) == state.firstLeads ? 1 : 0)
    }

    /// One step: a new leader drawn.
    public func apply<R: RandomNumberGenerator, O: GameObserver>(
        _ action: Action, to state: inout State, using rng: inout R, observer: inout O
    ) where O.Game == CoinDuel {
        guard !isTerminal(state) else { return }
        state.step += 1
        state.firstLeads = rng.drawBool(probability: state.bias)
    }

    /// Over after its length.
    public func isTerminal(_ state: State) -> Bool { state.step >= state.length }

    /// "step 2 of 5, seat 0 leads".
    public func summary(of state: State) -> String { "step \(state.step) of \(state.length), seat \(state.firstLeads ? 0 : 1) leads" }

    /// The game with its one bot.
    public static let registration = GameRegistration.make(CoinDuel.self, bots: [
        BotEntry(CoinDuelBot.self, id: "next", summary: "Plays on", checks: true),
    ])
}

/// The coin duel's one promise: it never runs past its length.
public enum CoinDuelInvariant: GameInvariant {
    /// The duel never runs past its length.
    case withinLength

    /// Its facts.
    public var facts: InvariantFacts { InvariantFacts(title: "A game stops at its length", citation: "docs/quality.md") }

    /// Nil while the steps are within the length.
    public func check(_ moment: Moment<CoinDuel>, in state: CoinDuel.State, of game: CoinDuel) -> String? {
        state.step <= state.length ? nil : "step \(state.step) past length \(state.length)"
    }
}

/// Plays on.
public struct CoinDuelBot: GameBot {
    /// Creates the bot.
    public init(game: CoinDuel, seat: Int) {}
    /// Always `next`.
    public mutating func nextAction<R: RandomNumberGenerator>(in state: CoinDuel.State, of game: CoinDuel, using rng: inout R) -> CoinDuel.Action? {
        .next
    }
}
