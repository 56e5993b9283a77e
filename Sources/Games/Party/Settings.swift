import PlaytestKit

/// What a game plays by (the document's `Settings`): players, timer, candidates and picks, the starting team,
/// the title bank; plus two simulation knobs (`playIntake`, `slipRate`).
public struct Settings: Sendable, Hashable {
    /// Players, 4 to 12 (default 8).
    public var players: Int
    /// Seconds on a turn's timer, 30 to 120 in steps of 5 (default 60).
    public var timerSeconds: Int
    /// Candidates shown to each player at intake, 6 to 15 (default 10).
    public var titlesPerPlayer: Int
    /// Titles each player submits, 2 to 5 (default 3).
    public var picksPerPlayer: Int
    /// The team that opens round 1 and every round no bonus is owed in (default A); `alternate` and `continue` are what-if rules for balance studies.
    public var startingTeam: Opener
    /// True (default) when the seats play the intake screens; false deals each player's picks at random from
    /// their candidates and opens the game at the first round's intro (for studies of the rounds, and shrinking).
    public var playIntake: Bool
    /// The chance that a clue-giver taps Correct for a card nobody guessed (undone in the recap): a people knob.
    public var slipRate: Double
    /// The title bank.
    public var bank: TitleBank

    /// Rounds in a game: 3, fixed.
    public static let rounds = 3
    /// The timer's allowed values.
    public static let timerChoices = Array(stride(from: 30, through: 120, by: 5))

    /// The `players` parameter.
    public static let playersKey = ParameterKey<Int>.integer(
        "players", summary: "players, 4 to 12 (first half team A, rest team B)", in: 4...12, default: 8, shrinkable: true)
        .swarming(in: 4...12)  // RULES.md, Party game, Settings: players 8 (4..12)
    /// The `timerSeconds` parameter.
    public static let timerSecondsKey = ParameterKey<Int>.integer(
        "timerSeconds", summary: "seconds on a turn's timer, 30 to 120 in steps of 5", oneOf: timerChoices, default: 60)
        .swarming(oneOf: timerChoices)  // RULES.md, Party game, Settings: timerSeconds 60 (30..120, step 5)
    /// The `titlesPerPlayer` parameter.
    public static let titlesPerPlayerKey = ParameterKey<Int>.integer(
        "titlesPerPlayer", summary: "candidates shown to each player at intake, 6 to 15", in: 6...15, default: 10)
        .swarming(in: 6...15)  // RULES.md, Party game, Settings: titlesPerPlayer 10 (6..15)
    /// The `picksPerPlayer` parameter.
    public static let picksPerPlayerKey = ParameterKey<Int>.integer(
        "picksPerPlayer", summary: "titles each player submits, 2 to 5", in: 2...5, default: 3, shrinkable: true)
        .swarming(in: 2...5)  // RULES.md, Party game, Settings: picksPerPlayer 3 (2..5)
    /// The `startingTeam` parameter.
    public static let startingTeamKey = ParameterKey<String>.choice(
        "startingTeam",
        summary: "who opens each round: A or B (the app's setting), or what-if rules: alternate (A, B, A) or continue (the team after the one that emptied the deck)",
        oneOf: Opener.allCases.map(\.rawValue), default: "A")
        .swarming(oneOf: ["A", "B"])  // party-game-bgb_cpg.md, Settings: the starting team (the what-if openers are not the document's)
    /// The `playIntake` parameter.
    public static let playIntakeKey = ParameterKey<Int>.integer(
        "playIntake", summary: "1: the seats play the intake screens; 0: picks dealt at random, the game opens at round 1",
        in: 0...1, default: 1, shrinkable: true)
    /// The `slipRate` parameter.
    public static let slipRateKey = ParameterKey<Double>.double(
        "slipRate", summary: "chance a clue-giver taps Correct for a card nobody guessed (undone in the recap)", in: 0...0.5, default: 0.02)
    /// The `bank` parameter.
    public static let bankKey = ParameterKey<String>.file(
        "bank", summary: "a title bank file (one title per line, optionally ' | easy|medium|hard') instead of the synthetic bank",
        validate: { text, file throws(JSONInputError) in _ = try TitleBank.parse(text, file: file) })

    /// The parameters a scenario may set.
    public static let parameters: [ParameterSpec] = [
        playersKey.spec, timerSecondsKey.spec, titlesPerPlayerKey.spec, picksPerPlayerKey.spec, startingTeamKey.spec, playIntakeKey.spec,
        slipRateKey.spec, bankKey.spec,
    ]

    /// Settings with the given values; every other value at its default.
    public init(players: Int = 8, timerSeconds: Int = 60, titlesPerPlayer: Int = 10, picksPerPlayer: Int = 3, startingTeam: Opener = .a,
                playIntake: Bool = true, slipRate: Double = 0.02, bank: TitleBank = .synthetic) {
        self.players = players
        self.timerSeconds = timerSeconds
        self.titlesPerPlayer = titlesPerPlayer
        self.picksPerPlayer = picksPerPlayer
        self.startingTeam = startingTeam
        self.playIntake = playIntake
        self.slipRate = slipRate
        self.bank = bank
    }

    /// Reads validated settings; a `bank` file's text (attached and validated by whoever read the file) replaces the synthetic bank.
    public init(configuration: GameConfiguration) {
        var bank = TitleBank.synthetic
        if let text = configuration.attachment(Self.bankKey), let file = configuration.value(Self.bankKey),
           let parsed = try? TitleBank.parse(text, file: file) {
            bank = parsed
        }
        var opener = Opener.a
        if let word = configuration.value(Self.startingTeamKey), let named = Opener(rawValue: word) { opener = named }
        self.init(
            players: configuration[Self.playersKey], timerSeconds: configuration[Self.timerSecondsKey],
            titlesPerPlayer: configuration[Self.titlesPerPlayerKey], picksPerPlayer: configuration[Self.picksPerPlayerKey],
            startingTeam: opener, playIntake: configuration[Self.playIntakeKey] == 1, slipRate: configuration[Self.slipRateKey], bank: bank)
    }

    /// Players on team A: the first half, rounded down.
    public var teamASize: Int { players / 2 }

    /// The team of the player in `seat` (intake order).
    public func team(ofSeat seat: Int) -> Team { seat < teamASize ? .a : .b }

    /// The team that opens round `round`, the previous round having ended on a turn of `lastTeam`.
    public func opener(ofRound round: Int, after lastTeam: Team?) -> Team {
        switch startingTeam {
        case .a: .a
        case .b: .b
        case .alternate: round % 2 == 1 ? .a : .b
        case .continuePlay: round == 1 ? .a : (lastTeam?.other ?? .a)
        }
    }
}
