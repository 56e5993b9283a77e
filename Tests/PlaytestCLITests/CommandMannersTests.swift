import Foundation
import PlaytestKit
@testable import PlaytestCLI
import Testing

/// The command line's manners (issue 35): did-you-mean for every name a user types, short errors that name the thing
/// and the fix first and write nothing, `list GAME` and `--json`, completion scripts from the parser's own tables.
@Suite("command line manners")
struct CommandMannersTests {
    /// A misspelt name of each kind, and the suggestion its error must make.
    static let misspellings: [(arguments: [String], suggestion: String)] = [
        (["chek", "dice"], #"unknown command "chek"; did you mean "check"?"#),
        (["check", "pokerslm"], #"unknown game "pokerslm"; did you mean "pokerslam"?"#),
        (["mutants", "dcie"], #"unknown game "dcie"; did you mean "dice"?"#),
        (["list", "snakess"], #"unknown game "snakess"; did you mean "snakesss"?"#),
        (["run", "Scenarios/dice.json", "--game", "10"], "unknown option --game; did you mean --games?"),
        (["check", "dice", "--gmaes", "3"], "unknown option --gmaes; did you mean --games?"),
        (["check", "dice", "--cover", "saveMidAnimaton=0.1"], #"--cover saveMidAnimaton is not a coverage label of dice; did you mean "saveMidAnimation"?"#),
        (["check", "dice", "--param", "cout=3"], #"--param cout: is a parameter of no game in this run; did you mean "count"?"#),
        (["check", "dice", "--param", "dice.turn=3"], #"--param dice.turn: is not a parameter of dice; did you mean "turns"?"#),
        (["check", "dice", "--rules", "shiped"], #"--rules "shiped" is not a rule set of dice; did you mean "shipped"?"#),
        (["check", "dice", "--rules", "documented+settlesOnZer"], #"is not a planted fault of dice; did you mean "settlesOnZero"?"#),
        (["replay", "--game", "dcie", "--actions", "roll"], #"--game "dcie" is not a game; did you mean "dice"?"#),
        (["bench", "--game", "dice", "--bot", "fuzzr"], #"--bot "fuzzr" is not a bot of dice; did you mean "fuzzer"?"#),
        (["completions", "bsh"], #"unknown shell "bsh"; did you mean "bash"?"#),
    ]

    @Test("a misspelt name exits 2, names it and suggests the closest first, and writes nothing", arguments: misspellings.indices)
    func didYouMean(index: Int) throws {
        let (arguments, suggestion) = Self.misspellings[index]
        let harness = try CommandHarness()
        try harness.write(try String(contentsOfFile: PlaytestProcess.packageRoot + "/Scenarios/dice.json", encoding: .utf8), to: "Scenarios/dice.json")
        let result = harness.run(arguments)
        #expect(result.status == .usage)
        #expect(result.out.isEmpty)
        #expect(result.error.contains(suggestion), "\(result.error)")
        // The suggestion comes before any list of what is allowed.
        if let listStart = result.error.range(of: "; options: ") ?? result.error.range(of: "games: ") {
            #expect(result.error.range(of: "did you mean")!.lowerBound < listStart.lowerBound, "\(result.error)")
        }
        let left = (FileManager.default.subpaths(atPath: harness.directory) ?? []).sorted()
        #expect(left == ["Scenarios", "Scenarios/dice.json"], "wrote \(left)")
    }

    @Test("the suggestion is deterministic: ties go to the earlier candidate, and nothing far away is suggested")
    func suggestionOrder() {
        #expect(Suggestion.closest(to: "ab", among: ["ac", "ad"]) == "ac")
        #expect(Suggestion.closest(to: "ab", among: ["ad", "ac"]) == "ad")
        #expect(Suggestion.closest(to: "zzzz", among: ["dice", "party"]) == nil)
        #expect(Suggestion.closest(to: "saveMidAnimaton", among: ["saveBurst", "saveMidAnimation"]) == "saveMidAnimation")
        #expect(Suggestion.phrase("pokerslm", among: ["dice", "pokerslam"]) == #"did you mean "pokerslam"? "#)
    }

    @Test("a gate on a misspelt metric: a short error, the metric and the suggestion first, no parameter list")
    func gateMetric() throws {
        let harness = try CommandHarness()
        try harness.write(#"""
            {"name": "g", "seed": 1, "games": 4, "studies": [{"game": "pokerslam", "bots": ["greedy"],
             "gates": [{"id": "x", "metric": "finalScor", "atLeast": 1}]}]}
            """#, to: "g.json")
        let result = harness.run("run", "g.json", "--out", "out")
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix(#"error: g.json: $.studies[0].gates[0].metric "finalScor" is not a metric of pokerslam; did you mean "finalScore"? "#),
                "\(result.error.prefix(300))")
        #expect(!result.error.contains("royalFlushPoints=100"), "the configuration's parameters are not the message")
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/out"))
    }

    @Test("compare --sequential on a misspelt metric suggests the metric")
    func compareMetric() throws {
        let harness = try CommandHarness()
        for name in ["a", "b"] {
            try harness.write(#"{"name": "\#(name)", "seed": 1, "games": 4, "studies": [{"game": "pokerslam", "bots": ["greedy"]}]}"#, to: "\(name).json")
        }
        let result = harness.run("compare", "a.json", "b.json", "--sequential", "finalScor:0:20", "--quiet")
        #expect(result.status == .usage)
        #expect(result.error.contains(#"--sequential finalScor: not a per-game metric of pokerslam; did you mean "finalScore"? metrics: "#),
                "\(result.error.prefix(300))")
    }

    @Test("replay \"\" says the token is empty, not that a folder is one")
    func emptyToken() throws {
        let result = try CommandHarness().run("replay", "")
        #expect(result.status == .usage)
        #expect(result.error.contains("the token is empty"), "\(result.error)")
        #expect(!result.error.contains("folder"), "\(result.error)")
    }

    @Test("a pasted 'playtest replay pt3:...' line replays, as one argument or as words", arguments: [
        ["playtest replay TOKEN"], ["playtest", "replay", "TOKEN"], ["replay: playtest replay TOKEN"], ["  TOKEN  "],
    ])
    func pastedLine(words: [String]) throws {
        let token = "pt3:dice:shipped:fuzzer:count=1,turns=1:c=+666666666666666:m=100000,b=property4:k79.d357d71f"
        let result = try CommandHarness().run(["replay"] + words.map { $0.replacingOccurrences(of: "TOKEN", with: token) })
        #expect(result.status == .failure, "\(result.error)")
        #expect(result.out.contains("property4 broke after step 1"), "\(result.out)")
    }

    @Test("run without --out where Reports/ cannot be written: the error names the default folder, not a --out never typed")
    func defaultOutUnwritable() throws {
        let harness = try CommandHarness()
        try harness.write(try String(contentsOfFile: PlaytestProcess.packageRoot + "/Scenarios/dice.json", encoding: .utf8), to: "Scenarios/dice.json")
        harness.unwritable = [harness.directory]
        let result = harness.run("run", "Scenarios/dice.json", "--games", "2", "--quiet")
        #expect(result.status == .usage)
        #expect(result.error.contains("the report folder Reports/dice (the default: no --out was given)"), "\(result.error)")
        #expect(result.error.contains("pass --out DIR"), "\(result.error)")
        #expect(!result.error.contains("--out Reports"), "\(result.error)")
        let typed = harness.run("run", "Scenarios/dice.json", "--games", "2", "--quiet", "--out", "mine")
        #expect(typed.error.contains("--out: the folder . is not writable"), "\(typed.error)")
    }

    @Test("list: a short summary of every game; list GAME: one game in full; list all: every game in full")
    func list() throws {
        let harness = try CommandHarness()
        let summary = harness.run("list")
        #expect(summary.status == .success)
        let lines = summary.out.split(separator: "\n")
        #expect(lines.count <= 3 * harness.catalog.games.count + 12, "\(lines.count) lines")
        for game in harness.catalog.games {
            #expect(summary.out.contains("\(game.descriptor.id): \(game.descriptor.title) (\(game.descriptor.documentLocation))\n"))
        }
        #expect(summary.out.contains("  rule sets: documented, shipped; 2 parameters, 4 bots, 12 invariants, 16 coverage labels, 15 metrics\n"))
        #expect(summary.out.contains("'playtest list <game>' shows"))
        let dice = harness.run("list", "dice")
        #expect(dice.status == .success)
        #expect(dice.out.hasPrefix("dice: Dice roll animation"))
        #expect(dice.out.contains("    property4: Roll and End Turn are disabled if and only if at least one die animates"))
        #expect(!dice.out.contains("pokerslam") && !dice.out.contains("scenarios:"))
        // The answers a gate may require, each by the name a scenario spells.
        #expect(dice.out.contains("    answer.fair: Is it fair? (hoped for: yes)\n"))
        #expect(dice.out.contains("    answer.broke: What broke? (hoped for: no)\n"))
        for name in AnswerGate.names { #expect(dice.out.contains("    \(name): "), "\(name)") }
        let all = harness.run("list", "all").out
        for game in harness.catalog.games { #expect(all.contains(harness.run("list", game.descriptor.id).out)) }
        #expect(harness.run("list", "dice", "pokerslam").status == .usage)
    }

    @Test("list --json and list GAME --json: valid JSON, the same on every run, the same games as the text")
    func listJSON() throws {
        let harness = try CommandHarness()
        let one = harness.run("list", "dice", "--json")
        #expect(one.status == .success)
        let game = try JSONParser.parse(one.out)
        #expect(game["id"] == .string("dice"))
        guard case .array(let invariants)? = game["invariants"] else { Issue.record("no invariants"); return }
        #expect(invariants.count == 12)
        #expect(invariants.first?["name"] == .string("property4") || invariants.contains { $0["name"] == .string("property4") })
        guard case .array(let answers)? = game["answers"] else { Issue.record("no answers"); return }
        #expect(answers.map { $0["name"] } == AnswerGate.names.map { .string($0) })
        let every = harness.run("list", "--json")
        guard case .array(let games)? = try JSONParser.parse(every.out)["games"] else { Issue.record("no games"); return }
        #expect(games.map { $0["id"] } == harness.catalog.games.map { .string($0.descriptor.id) })
        #expect(games.last == game || games.contains(game))
        #expect(harness.run("list", "--json").out == every.out)
    }

    @Test("completion scripts come from the parser's tables: every command, every option, every game")
    func completionsFromTables() throws {
        let harness = try CommandHarness()
        for shell in ["bash", "zsh", "fish"] {
            let script = harness.run("completions", shell)
            #expect(script.status == .success)
            for command in PlaytestCommandLine.commands {
                #expect(script.out.contains(command.name), "\(shell) omits \(command.name)")
                for option in command.options {
                    #expect(script.out.contains(shell == "fish" ? "-l \(option.dropFirst(2))" : option), "\(shell) omits \(command.name) \(option)")
                }
            }
            for game in harness.catalog.games { #expect(script.out.contains(game.descriptor.id)) }
        }
        // The table covers every command the dispatcher answers.
        #expect(PlaytestCommandLine.commands.map(\.name) == ["list", "check", "mutants", "run", "tune", "compare", "merge", "replay", "bench", "completions"])
    }

    @Test("each completion script is valid for its shell (bash -n; zsh -n and fish -n where installed), and bash completes")
    func completionsParse() throws {
        let harness = try CommandHarness()
        for (shell, path) in [("bash", "/bin/bash"), ("zsh", "/usr/bin/zsh"), ("fish", "/usr/bin/fish")] where FileManager.default.isExecutableFile(atPath: path) {
            try harness.write(harness.run("completions", shell).out, to: "completion.\(shell)")
            let checked = try PlaytestProcess.run(path, ["-n", "completion.\(shell)"], in: harness.directory)
            #expect(checked.status == 0, "\(shell) -n: \(checked.error)")
        }
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        // Ask the bash function itself, as the shell would on Tab.
        let script = #"""
            source completion.bash
            COMP_WORDS=(playtest ch); COMP_CWORD=1; _playtest; echo "1: ${COMPREPLY[*]}"
            COMP_WORDS=(playtest check po); COMP_CWORD=2; _playtest; echo "2: ${COMPREPLY[*]}"
            COMP_WORDS=(playtest run x.json --ga); COMP_CWORD=3; _playtest; echo "3: ${COMPREPLY[*]}"
            COMP_WORDS=(playtest replay --game d); COMP_CWORD=3; _playtest; echo "4: ${COMPREPLY[*]}"
            """#
        try harness.write(script, to: "ask.sh")
        let asked = try PlaytestProcess.run("/bin/bash", ["ask.sh"], in: harness.directory)
        #expect(asked.out == "1: check\n2: pokerslam\n3: --games\n4: dice\n", "\(asked.out)\(asked.error)")
    }
}
