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

    /// The parameters a scenario may set.
    public static let parameters: [ParameterSpec] = [
        ParameterSpec(name: "players", summary: "players, 4 to 12 (first half team A, rest team B)", kind: .integer(4...12),
                      defaultValue: .integer(8), isShrinkable: true),
        ParameterSpec(name: "timerSeconds", summary: "seconds on a turn's timer, 30 to 120 in steps of 5", kind: .integerChoice(timerChoices),
                      defaultValue: .integer(60)),
        ParameterSpec(name: "titlesPerPlayer", summary: "candidates shown to each player at intake, 6 to 15", kind: .integer(6...15),
                      defaultValue: .integer(10)),
        ParameterSpec(name: "picksPerPlayer", summary: "titles each player submits, 2 to 5", kind: .integer(2...5),
                      defaultValue: .integer(3), isShrinkable: true),
        ParameterSpec(name: "startingTeam",
                      summary: "who opens each round: A or B (the app's setting), or what-if rules: alternate (A, B, A) or continue (the team after the one that emptied the deck)",
                      kind: .choice(Opener.allCases.map(\.rawValue)), defaultValue: .string("A")),
        ParameterSpec(name: "playIntake", summary: "1: the seats play the intake screens; 0: picks dealt at random, the game opens at round 1",
                      kind: .integer(0...1), defaultValue: .integer(1), isShrinkable: true),
        ParameterSpec(name: "slipRate", summary: "chance a clue-giver taps Correct for a card nobody guessed (undone in the recap)",
                      kind: .double(0...0.5), defaultValue: .double(0.02)),
        ParameterSpec(file: "bank", summary: "a title bank file (one title per line, optionally ' | easy|medium|hard') instead of the synthetic bank",
                      validate: { text, file throws(JSONInputError) in _ = try TitleBank.parse(text, file: file) }),
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
        if let text = configuration.attachment("bank"), let file = configuration.value("bank")?.description,
           let parsed = try? TitleBank.parse(text, file: file) {
            bank = parsed
        }
        var opener = Opener.a
        if case .string(let word)? = configuration.value("startingTeam"), let named = Opener(rawValue: word) { opener = named }
        self.init(
            players: configuration.integer("players"), timerSeconds: configuration.integer("timerSeconds"),
            titlesPerPlayer: configuration.integer("titlesPerPlayer"), picksPerPlayer: configuration.integer("picksPerPlayer"),
            startingTeam: opener, playIntake: configuration.integer("playIntake") == 1, slipRate: configuration.double("slipRate"), bank: bank)
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
