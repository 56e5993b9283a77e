import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("ScenarioLoader")
struct ScenarioLoaderTests {

    // MARK: - Helpers

    static let loader = ScenarioLoader(games: [ToyGame.registration, EndlessGame.registration])
    static let file = "Scenarios/toy.json"

    /// Loads `text`, expecting success.
    static func load(_ text: String) throws -> Scenario {
        try loader.load(text, file: file)
    }

    /// Loads `text`, expecting a `JSONInputError` naming the file; returns its one-line description.
    static func error(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            _ = try loader.load(text, file: file)
            Issue.record("loaded without an error: \(text)", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect(error.file == file, sourceLocation: sourceLocation)
            #expect(error.description.hasPrefix(file + ": "), sourceLocation: sourceLocation)
            return error.description
        }
    }

    /// A scenario with one study, with `study` spliced into the study object.
    static func withStudy(_ study: String, top: String = "") -> String {
        #"{"name": "toy", \#(top)"studies": [{"game": "toy"\#(study)}]}"#
    }

    // MARK: - Syntax

    @Test("Bad JSON syntax names the file, the line and column, and what is wrong")
    func syntax() {
        let text = """
            {
              "name": "toy",
              "games": 10,
            }
            """
        #expect(Self.error(text) == "Scenarios/toy.json: line 3, column 14: trailing comma before '}'; fix the JSON syntax there")
        #expect(Self.error("")?.contains("line 1, column 1: the input is empty") == true)
    }

    // MARK: - Top-level keys

    @Test("An unknown top-level key lists the allowed keys and suggests the closest one")
    func unknownKey() {
        #expect(Self.error(Self.withStudy("", top: #""gmaes": 10, "#))
            == #"Scenarios/toy.json: $.gmaes is not a known key; allowed keys: name, description, seed, games, maxSteps, idealSteps, quality, rules, studies; did you mean "games"?"#)
        #expect(Self.error(Self.withStudy("", top: #""colour": "red", "#))
            == "Scenarios/toy.json: $.colour is not a known key; allowed keys: name, description, seed, games, maxSteps, idealSteps, quality, rules, studies")
    }

    @Test("A missing name or studies says what to add")
    func missingKeys() {
        #expect(Self.error(#"{"studies": [{"game": "toy"}]}"#) == #"Scenarios/toy.json: $.name is missing; add "name" with a string"#)
        #expect(Self.error(#"{"name": "toy", "stdies": []}"#)
            == #"Scenarios/toy.json: $.studies is missing; add "studies" with an array; did you misspell it as "stdies"?"#)
    }

    @Test("A missing key suggests only a close match: not another key of the scenario (games for name), but a swap (nmae)")
    func missingKeySuggestsOnlyCloseMatches() {
        #expect(Self.error(#"{"games": 3, "studies": [{"game": "toy"}]}"#) == #"Scenarios/toy.json: $.name is missing; add "name" with a string"#)
        #expect(Self.error(#"{"nmae": "toy", "studies": [{"game": "toy"}]}"#)
            == #"Scenarios/toy.json: $.name is missing; add "name" with a string; did you misspell it as "nmae"?"#)
    }

    @Test("A name that is not a usable folder name is rejected")
    func badName() {
        #expect(Self.error(#"{"name": "my toy/1", "studies": [{"game": "toy"}]}"#)
            == #"Scenarios/toy.json: $.name is "my toy/1", not a usable folder name; use letters, digits, '-' and '_' only, e.g. "dice""#)
    }

    @Test("games of the wrong type says what it is and what is allowed")
    func gamesWrongType() {
        #expect(Self.error(Self.withStudy("", top: #""games": "ten", "#))
            == "Scenarios/toy.json: $.games is a string; expected a whole number; use a whole number from 1 to 10000000")
        #expect(Self.error(Self.withStudy("", top: #""games": "10", "#))
            == "Scenarios/toy.json: $.games is a string; expected a whole number; use a whole number from 1 to 10000000, without quotes")
        #expect(Self.error(Self.withStudy("", top: #""games": 2.5, "#))
            == "Scenarios/toy.json: $.games is 2.5, not a whole number; use a whole number from 1 to 10000000, written without a decimal point or exponent")
    }

    @Test("games out of range says the bound and the allowed range")
    func gamesOutOfRange() {
        #expect(Self.error(Self.withStudy("", top: #""games": -5, "#))
            == "Scenarios/toy.json: $.games is -5, below the minimum 1; use a whole number from 1 to 10000000")
        #expect(Self.error(Self.withStudy("", top: #""games": 0, "#))
            == "Scenarios/toy.json: $.games is 0, below the minimum 1; use a whole number from 1 to 10000000")
        #expect(Self.error(Self.withStudy("", top: #""games": 10000001, "#))
            == "Scenarios/toy.json: $.games is 10000001, above the maximum 10000000; use a whole number from 1 to 10000000")
    }

    @Test("A negative seed or an unknown top-level rule set is rejected")
    func seedAndRules() {
        #expect(Self.error(Self.withStudy("", top: #""seed": -1, "#))
            == "Scenarios/toy.json: $.seed is -1, below the minimum 0; use a whole number from 0 to 18446744073709551615")
        #expect(Self.error(Self.withStudy("", top: #""rules": "shiped", "#))
            == #"Scenarios/toy.json: $.rules is "shiped"; allowed: documented, shipped; did you mean "shipped"?"#)
    }

    @Test("Empty studies says to list at least one")
    func emptyStudies() {
        #expect(Self.error(#"{"name": "toy", "studies": []}"#)
            == #"Scenarios/toy.json: $.studies is empty; list at least one study, e.g. {"game": "dice"}"#)
    }

    // MARK: - Studies

    @Test("An unknown game lists the allowed games, with a suggestion when one is close")
    func unknownGame() {
        #expect(Self.error(#"{"name": "toy", "studies": [{"game": "dice"}]}"#)
            == #"Scenarios/toy.json: $.studies[0].game is "dice"; allowed: toy, endless; use one of the allowed strings exactly as written"#)
        #expect(Self.error(#"{"name": "toy", "studies": [{"game": "toy"}, {"game": "Toy"}]}"#)
            == #"Scenarios/toy.json: $.studies[1].game is "Toy"; allowed: toy, endless; did you mean "toy"?"#)
    }

    @Test("An unknown bot lists the game's bots")
    func unknownBot() {
        #expect(Self.error(Self.withStudy(#", "bots": ["inc", "rnadom"]"#))
            == #"Scenarios/toy.json: $.studies[0].bots[1] is "rnadom"; allowed: inc, random, ticker; did you mean "random"?"#)
        #expect(Self.error(Self.withStudy(#", "bots": []"#))
            == "Scenarios/toy.json: $.studies[0].bots is empty; name at least one of: inc, random, ticker")
    }

    @Test("A bot listed twice in a study is refused, naming the study, the bot and the earlier entry")
    func duplicateBots() {
        #expect(Self.error(Self.withStudy(#", "bots": ["inc", "random", "inc"]"#))
            == #"Scenarios/toy.json: $.studies[0].bots[2] repeats the bot inc of the toy study (already $.studies[0].bots[0]); list each bot once; raise "games" to play more games"#)
        #expect(Self.error(Self.withStudy(#", "bots": [{"*": "inc"}, {"*": "inc"}]"#))?
            .hasPrefix("Scenarios/toy.json: $.studies[0].bots[1] repeats the bot") == true)
    }

    @Test("A parameter both fixed and swept is refused, naming both paths")
    func parameterFixedAndSwept() {
        #expect(Self.error(Self.withStudy(#", "parameters": {"goal": 5}, "sweep": {"goal": [6, 7]}"#))
            == #"Scenarios/toy.json: $.studies[0].sweep.goal is also set in $.studies[0].parameters.goal; set goal in "parameters" or in "sweep", not both"#)
    }

    @Test("Unknown rules in a study list the game's rule sets")
    func unknownRules() {
        #expect(Self.error(Self.withStudy(#", "rules": "house""#))
            == #"Scenarios/toy.json: $.studies[0].rules is "house"; allowed: documented, shipped; use one of the allowed strings exactly as written"#)
    }

    @Test("An unknown parameter lists the game's parameters and suggests the closest")
    func unknownParameter() {
        #expect(Self.error(Self.withStudy(#", "parameters": {"gaol": 5}"#))
            == #"Scenarios/toy.json: $.studies[0].parameters.gaol is not a parameter of toy; use one of: goal, maxTicks; did you mean "goal"?"#)
        #expect(Self.error(Self.withStudy(#", "sweep": {"speed": [1, 2]}"#))
            == "Scenarios/toy.json: $.studies[0].sweep.speed[0] is not a parameter of toy; use one of: goal, maxTicks")
    }

    @Test("A parameter out of range or of the wrong kind says what is allowed")
    func parameterOutOfRange() {
        #expect(Self.error(Self.withStudy(#", "parameters": {"goal": 500}"#))
            == "Scenarios/toy.json: $.studies[0].parameters.goal is 500, above the maximum 100; use a whole number from 1 to 100")
        #expect(Self.error(Self.withStudy(#", "sweep": {"goal": [5, 0]}"#))
            == "Scenarios/toy.json: $.studies[0].sweep.goal[1] is 0, below the minimum 1; use a whole number from 1 to 100")
        #expect(Self.error(Self.withStudy(#", "parameters": {"goal": "five"}"#))
            == #"Scenarios/toy.json: $.studies[0].parameters.goal is the string "five"; use a whole number from 1 to 100"#)
        #expect(Self.error(Self.withStudy(#", "sweep": {"goal": []}"#))
            == "Scenarios/toy.json: $.studies[0].sweep.goal has 0 values; list 1 to 1000 values to sweep")
    }

    @Test("An unknown key in a study lists the study's keys")
    func unknownStudyKey() {
        #expect(Self.error(Self.withStudy(#", "bot": ["inc"]"#))
            == #"Scenarios/toy.json: $.studies[0].bot is not a known key; allowed keys: game, rules, ladder, skillTrace, bots, parameters, sweep, coverage, gates, confirm, questions, series; did you mean "bots"?"#)
    }

    // MARK: - Expansion

    @Test("A sweep expands with the first key outermost, then each bot, indexed 0 to n - 1")
    func sweepOrder() throws {
        let scenario = try Self.load(Self.withStudy(#", "bots": ["random", "inc"], "sweep": {"goal": [5, 10], "maxTicks": [1, 2, 3]}"#))
        #expect(scenario.configurations.count == 12)
        #expect(scenario.configurations.map(\.index) == Array(0..<12))
        #expect(scenario.configurations.map(\.bot) == Array(repeating: ["random", "inc"], count: 6).flatMap { $0 })
        #expect(scenario.configurations.map(\.configuration.parameterList) == [
            "goal=5,maxTicks=1", "goal=5,maxTicks=1", "goal=5,maxTicks=2", "goal=5,maxTicks=2", "goal=5,maxTicks=3", "goal=5,maxTicks=3",
            "goal=10,maxTicks=1", "goal=10,maxTicks=1", "goal=10,maxTicks=2", "goal=10,maxTicks=2", "goal=10,maxTicks=3", "goal=10,maxTicks=3",
        ])
        #expect(scenario.configurations[0].sweptParameters == ["goal=5", "maxTicks=1"])
        #expect(scenario.configurations[3].label == "toy inc goal=5 maxTicks=2")
    }

    @Test("Fixed parameters apply to every swept configuration, and indices run on across studies")
    func fixedAndSeveralStudies() throws {
        let scenario = try Self.load(#"""
            {"name": "toy", "rules": "shipped", "studies": [
              {"game": "toy", "bots": ["inc"], "parameters": {"maxTicks": 5}, "sweep": {"goal": [7, 8]}},
              {"game": "endless", "rules": "documented"}
            ]}
            """#)
        #expect(scenario.configurations.map(\.index) == [0, 1, 2])
        #expect(scenario.configurations.map(\.game) == ["toy", "toy", "endless"])
        #expect(scenario.configurations.map(\.configuration.parameterList) == ["goal=7,maxTicks=5", "goal=8,maxTicks=5", ""])
        #expect(scenario.configurations.map(\.configuration.rules) == ["shipped", "shipped", "documented"])
        #expect(scenario.configurations[0].label == "toy inc goal=7 shipped")
    }

    @Test("Defaults: seed 1, 100 games, 100,000 steps, documented rules, every bot, default parameters")
    func defaults() throws {
        let scenario = try Self.load(#"{"name": "toy", "studies": [{"game": "toy"}]}"#)
        #expect(scenario.name == "toy")
        #expect(scenario.description == "")
        #expect(scenario.seed == 1)
        #expect(scenario.games == 100)
        #expect(scenario.maxSteps == 100_000)
        #expect(scenario.configurations.map(\.bot) == ["inc", "random", "ticker"])
        #expect(scenario.configurations.map(\.index) == [0, 1, 2])
        #expect(scenario.configurations.allSatisfy { $0.configuration == ToyGame.defaultConfiguration })
        #expect(scenario.configurations.allSatisfy { $0.sweptParameters.isEmpty })
    }

    @Test("Explicit values are read exactly, including the largest seed")
    func explicitValues() throws {
        let scenario = try Self.load(#"""
            {"name": "toy_2-b", "description": "A study.", "seed": 18446744073709551615, "games": 10000000, "maxSteps": 7,
             "studies": [{"game": "toy", "bots": ["ticker"]}]}
            """#)
        #expect(scenario.name == "toy_2-b")
        #expect(scenario.description == "A study.")
        #expect(scenario.seed == UInt64.max)
        #expect(scenario.games == 10_000_000)
        #expect(scenario.maxSteps == 7)
    }

    // MARK: - Resolved plans

    static let twoGames = ScenarioLoader(games: [ToyGame.registration, SecretGame.registration])

    @Test("Configurations come resolved: the registration, the bots per seat, validated parameters")
    func resolved() throws {
        let scenario = try Self.twoGames.load(#"""
            {"name": "mix", "studies": [
              {"game": "secret", "bots": ["low", {"spy": "peek", "*": "low"}]},
              {"game": "toy", "bots": ["inc"]}
            ]}
            """#, file: Self.file)
        #expect(scenario.configurations.map(\.registration.descriptor.id) == ["secret", "secret", "toy"])
        #expect(scenario.configurations[0].bots == BotAssignment("low"))
        #expect(scenario.configurations[1].bots.entries.map(\.selector) == ["spy", "*"])
        #expect(scenario.configurations[1].label == "secret spy=peek,*=low")
    }

    @Test("A bots object must name * and only seats, roles or teams of the game")
    func botObjectErrors() {
        let missing = try? Self.twoGames.load(#"{"name": "m", "studies": [{"game": "secret", "bots": [{"spy": "peek"}]}]}"#, file: Self.file)
        #expect(missing == nil)
        do {
            _ = try Self.twoGames.load(#"{"name": "m", "studies": [{"game": "secret", "bots": [{"spy": "peek"}]}]}"#, file: Self.file)
        } catch {
            #expect(error.description.contains(#"$.studies[0].bots[0] names no bot for "*""#), "\(error)")
        }
        do {
            _ = try Self.twoGames.load(#"{"name": "m", "studies": [{"game": "secret", "bots": [{"snake": "peek", "*": "low"}]}]}"#, file: Self.file)
            Issue.record("an unknown selector was accepted")
        } catch {
            #expect(error.description.contains("$.studies[0].bots[0].snake is not a seat of secret"), "\(error)")
            #expect(error.description.contains("spy, agent, red, blue"), "\(error)")
        }
    }

    @Test("--param applies scoped or unscoped over the file's values; a name no game has lists every game's parameters")
    func commandLineParameters() throws {
        let text = #"{"name": "m", "studies": [{"game": "secret", "bots": ["low"]}, {"game": "toy", "bots": ["inc"], "parameters": {"goal": 30}}]}"#
        let overrides = ScenarioOverrides(games: 7, seed: 9, parameters: try ParameterOverrides(parsing: ["rounds=2", "toy.goal=12"]))
        let scenario = try Self.twoGames.load(text, file: Self.file, overrides: overrides)
        #expect(scenario.games == 7 && scenario.seed == 9)
        #expect(scenario.configurations.map(\.configuration.parameterList) == ["rounds=2", "goal=12,maxTicks=3"])
        let unknown = ScenarioOverrides(parameters: try ParameterOverrides(parsing: ["count=50"]))
        do {
            _ = try Self.twoGames.load(text, file: Self.file, overrides: unknown)
            Issue.record("an unknown --param was accepted")
        } catch {
            #expect(error.description.contains("Scenarios/toy.json: --param count is a parameter of no game in this run"), "\(error)")
            #expect(error.description.contains("secret: rounds; toy: goal, maxTicks"), "\(error)")
        }
    }

    // MARK: - Bounded work

    @Test("Configurations past the limit are refused, counted across studies, before any is built")
    func tooManyConfigurations() throws {
        let small = ScenarioLoader(games: [ToyGame.registration], maxConfigurations: 3)
        #expect(throws: JSONInputError.self) { try small.load(Self.withStudy(#", "bots": ["inc", "random"], "sweep": {"goal": [5, 6]}"#), file: Self.file) }
        do {
            _ = try small.load(Self.withStudy(#", "bots": ["inc", "random"], "sweep": {"goal": [5, 6]}"#), file: Self.file)
        } catch {
            #expect(error.description == "Scenarios/toy.json: $.studies[0] makes 4 configurations (2 goal x 2 bot entries), above the limit of 3; "
                + "sweep fewer values or list fewer bots, or raise the limit with --max-configurations N")
        }
        let twoStudies = #"{"name": "toy", "studies": [{"game": "toy", "bots": ["inc", "random"]}, {"game": "toy", "bots": ["inc", "random"]}]}"#
        do {
            _ = try small.load(twoStudies, file: Self.file)
            Issue.record("two studies of 2 loaded under a limit of 3")
        } catch {
            #expect(error.path.description == "$.studies[1]")
            #expect(error.problem.contains("after 2 from earlier studies"))
        }
        #expect(try ScenarioLoader(games: [ToyGame.registration], maxConfigurations: 4)
            .load(Self.withStudy(#", "bots": ["inc", "random"], "sweep": {"goal": [5, 6]}"#), file: Self.file).configurations.count == 4)
    }

    // MARK: - confirm

    @Test("`confirm` is a whole number of games from 1 to 10,000,000, given to every configuration of its study")
    func confirmKey() throws {
        let scenario = try Self.load(Self.withStudy(#", "confirm": 500, "sweep": {"goal": [8, 20]}"#))
        #expect(scenario.configurations.allSatisfy { $0.confirm == 500 } && scenario.hasConfirm)
        #expect(try !Self.load(Self.withStudy("")).hasConfirm)
        for bad in ["0", "10000001", "2.5", #""many""#] {
            let message = try #require(Self.error(Self.withStudy(#", "confirm": \#(bad)"#)))
            #expect(message.contains("$.studies[0].confirm"), "\(message)")
            #expect(message.contains("10,000,000") || message.contains("10000000"), "\(message)")
        }
    }
}
