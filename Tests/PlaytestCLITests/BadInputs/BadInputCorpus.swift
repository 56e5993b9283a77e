import PlaytestKit

/// The bad inputs of the hardening issue and the classes before it, one line a case: files, command line, the
/// fragments the error must hold. Add a case with one line.
enum BadInputCorpus {
    static func d(_ study: String) -> String { BadInput.diceStudy(study) }
    static func s(_ name: String, _ text: String, expect expected: [String], extra: [String] = []) -> BadInput {
        BadInput.scenario(name, text, expect: expected, extra: extra)
    }
    static let token = BadInput.diceToken

    static let cases: [BadInput] = [
        // MARK: Scenario files: the file, then where
        s("invalid JSON", #"{"name": "x","#, expect: ["s.json: line 1, column", "fix the JSON syntax"]),
        s("trailing comma", #"{"name": "x", "studies": [{"game": "dice"},]}"#, expect: ["s.json: line 1"]),
        s("not an object", #"[1, 2]"#, expect: ["s.json: $ is an array; expected an object"]),
        s("duplicate key", #"{"name": "x", "name": "y", "studies": [{"game": "dice"}]}"#, expect: ["s.json: line 1", "duplicate key \"name\""]),
        s("unknown root key", #"{"name": "x", "gamez": 3, "studies": [{"game": "dice"}]}"#, expect: ["s.json: $.gamez", "did you mean \"games\""]),
        s("a tuning file given to run", #"{"name": "x", "studies": [{"game": "dice"}], "tune": {}}"#,
          expect: ["s.json: $.tune makes this a tuning file", "playtest tune FILE"]),
        s("unknown gate metric", d(#""gates": [{"id": "g", "metric": "nosuchMetric", "atMost": 1}]"#),
          expect: ["s.json: $.studies[0].gates[0].metric", "nosuchMetric"]),
        s("gate without bounds", d(#""gates": [{"id": "g", "metric": "rollsPerTurn"}]"#), expect: ["s.json: $.studies[0].gates[0]"]),
        s("confirm out of range", d(#""confirm": 0"#), expect: ["s.json: $.studies[0].confirm"]),
        s("unknown series", d(#""series": ["seat1"]"#),
          expect: ["s.json: $.studies[0].series[0] is not a series of dice (1 seat in this configuration)", "use one of: seat0", "did you mean \"seat0\""]),
        s("repeated series", d(#""series": ["seat0", "seat0"]"#), expect: ["s.json: $.studies[0].series[1] repeats \"seat0\"", "name each series once"]),
        s("series with the quality measures off", #"{"name": "x", "quality": false, "studies": [{"game": "dice", "series": ["seat0"]}]}"#,
          expect: ["s.json: $.studies[0].series", "\"quality\": false"]),
        s("bad --shard", d(""), expect: ["--shard", "0/2"], extra: ["--shard", "0/2"]),
        s("--junit naming a folder", d(""), expect: ["--junit", "is a folder"], extra: ["--junit", "."]),
        s("unknown study key", d(#""botz": ["fuzzer"]"#), expect: ["s.json: $.studies[0].botz", "did you mean \"bots\""]),
        s("unknown parameter", d(#""parameters": {"speed": 2}"#), expect: ["s.json: $.studies[0].parameters.speed", "count, turns"]),
        s("unknown swept parameter", d(#""sweep": {"cont": [1, 2]}"#), expect: ["s.json: $.studies[0].sweep.cont", "did you mean \"count\""]),
        s("unknown coverage label", d(#""coverage": {"nosuchLabel": 0.1}"#), expect: ["s.json: $.studies[0].coverage.nosuchLabel", "not a coverage label of dice"]),
        s("unknown game", #"{"name": "x", "studies": [{"game": "chess"}]}"#, expect: ["s.json: $.studies[0].game", "\"chess\"", "dice"]),
        s("unknown bot", d(#""bots": ["nobody"]"#), expect: ["s.json: $.studies[0].bots[0]", "\"nobody\"", "lockMostCommon"]),
        s("unknown rule set", d(#""rules": "house""#), expect: ["s.json: $.studies[0].rules", "\"house\"", "documented, shipped"]),
        s("wrong type: games", #"{"name": "x", "games": "ten", "studies": [{"game": "dice"}]}"#, expect: ["s.json: $.games is a string", "whole number"]),
        s("wrong type: studies", #"{"name": "x", "studies": {"game": "dice"}}"#, expect: ["s.json: $.studies is an object; expected an array"]),
        s("wrong type: parameter", d(#""parameters": {"count": "six"}"#), expect: ["s.json: $.studies[0].parameters.count", "whole number"]),
        s("wrong type: sweep", d(#""sweep": {"count": 6}"#), expect: ["s.json: $.studies[0].sweep.count", "array"]),
        s("NaN", #"{"name": "x", "games": NaN, "studies": [{"game": "dice"}]}"#, expect: ["s.json: line 1, column 24"]),
        s("infinite number", #"{"name": "x", "games": 1e999, "studies": [{"game": "dice"}]}"#, expect: ["s.json: $.games", "from 1 to"]),
        s("fractional count", #"{"name": "x", "games": 2.5, "studies": [{"game": "dice"}]}"#, expect: ["s.json: $.games", "whole number"]),
        s("games out of range", #"{"name": "x", "games": 0, "studies": [{"game": "dice"}]}"#, expect: ["s.json: $.games is 0", "from 1 to"]),
        s("negative seed", #"{"name": "x", "seed": -1, "studies": [{"game": "dice"}]}"#, expect: ["s.json: $.seed", "-1"]),
        s("maxSteps out of range", #"{"name": "x", "maxSteps": 0, "studies": [{"game": "dice"}]}"#, expect: ["s.json: $.maxSteps is 0"]),
        s("parameter out of range", d(#""parameters": {"count": 0}"#), expect: ["s.json: $.studies[0].parameters.count", "0"]),
        s("coverage share out of range", d(#""coverage": {"saveMidAnimation": 2}"#), expect: ["s.json: $.studies[0].coverage.saveMidAnimation", "2"]),
        s("empty studies", #"{"name": "x", "studies": []}"#, expect: ["s.json: $.studies is empty"]),
        s("missing name", #"{"studies": [{"game": "dice"}]}"#, expect: ["s.json: $.name is missing"]),
        s("name not a folder name", #"{"name": "../up", "studies": [{"game": "dice"}]}"#, expect: ["s.json: $.name", "not a usable folder name"]),
        s("control character in a string", "{\"name\": \"a\u{1B}b\", \"studies\": [{\"game\": \"dice\"}]}", expect: ["s.json: line 1, column 12", "U+001B"]),
        s("too many configurations", d(#""sweep": {"count": [6, 7, 8], "turns": [1, 2, 3]}"#), expect: ["s.json", "--max-configurations"],
          extra: ["--max-configurations", "4"]),
        s("too many games", d(""), expect: ["s.json", "--max-games"], extra: ["--max-games", "2"]),

        // MARK: Files where files belong
        BadInput("missing scenario", ["run", "nowhere.json", "--out", "out"], expect: ["nowhere.json: no such file"]),
        BadInput("scenario is a folder", ["run", "dir", "--out", "out"], expect: ["dir: is a folder, not a file"], special: .folder("dir")),
        BadInput("scenario is a FIFO", ["run", "pipe.json", "--out", "out"], expect: ["pipe.json: is a FIFO"], special: .fifo("pipe.json")),
        BadInput("empty scenario", files: [("s.json", "")], ["run", "s.json", "--out", "out"], expect: ["s.json: is empty"]),
        BadInput("blank scenario", files: [("s.json", " \n\t\n")], ["run", "s.json", "--out", "out"], expect: ["s.json: is empty"]),
        BadInput("empty --out", files: [("s.json", d(""))], ["run", "s.json", "--out", ""], expect: ["--out is empty"]),
        BadInput("--out is a file", files: [("s.json", d("")), ("taken", "x")], ["run", "s.json", "--out", "taken"], expect: ["--out taken: is a file"]),
        BadInput("--out parent missing", files: [("s.json", d(""))], ["run", "s.json", "--out", "a/b/c"], expect: ["--out a/b/c", "does not exist", "--parents"]),
        BadInput("unwritable --out", files: [("s.json", d(""))], ["run", "s.json", "--out", "out"], expect: ["--out", "not writable"],
                 special: .unwritableHere),

        // MARK: Command-line values
        BadInput("--games 0", files: [("s.json", d(""))], ["run", "s.json", "--games", "0"], expect: ["--games is \"0\"", "whole number"]),
        BadInput("--jobs 0", ["check", "dice", "--jobs", "0"], expect: ["--jobs is \"0\""]),
        BadInput("--seed negative", ["check", "dice", "--seed", "-3"], expect: ["--seed is \"-3\""]),
        BadInput("--max-steps 0", ["check", "dice", "--max-steps", "0"], expect: ["--max-steps is \"0\""]),
        BadInput("unknown option", ["check", "dice", "--gamez", "3"], expect: ["--gamez"]),
        BadInput("check: unknown game", ["check", "chess"], expect: ["unknown game \"chess\""]),
        BadInput("check: unknown rule set", ["check", "dice", "--rules", "house"], expect: ["--rules", "house", "documented, shipped"]),
        BadInput("check: unknown parameter", ["check", "dice", "--param", "speed=2"], expect: ["--param", "speed", "count, turns"]),
        BadInput("parameter NaN", ["check", "dice", "--param", "count=nan"], expect: ["--param", "count"]),
        BadInput("check: parameter out of range", ["check", "dice", "--param", "count=0"], expect: ["--param", "count"]),
        BadInput("check: unknown coverage label", ["check", "dice", "--cover", "nosuch=0.1"], expect: ["--cover nosuch", "labels:"]),
        BadInput("coverage share NaN", ["check", "dice", "--cover", "saveBurst=nan"], expect: ["--cover saveBurst=nan", "from 0 to 1"]),
        BadInput("bad deal", ["check", "pokerslam", "--param", "deal=AS-AS"], expect: ["--param", "deal", "AS"]),
        BadInput("--param on a scenario", files: [("s.json", d(""))], ["run", "s.json", "--param", "speed=2"], expect: ["speed"]),

        // MARK: Replay tokens
        BadInput("token cut short", [String(token.dropLast())], expect: ["token", "damaged"]).replay,
        BadInput("token cut at its check field", [String(token[..<token.lastIndex(of: ":")!])], expect: ["damaged"]).replay,
        BadInput("token with a changed character", [token.replacingFirst("turns=5", with: "turns=6")], expect: ["damaged", "checksum"]).replay,
        BadInput("token lengthened", [token.replacingFirst("c=+", with: "c=1+")], expect: ["damaged"]).replay,
        BadInput("pt1 token", ["pt1:dice:shipped:fuzzer:count=6,turns=5:c=z6-666666666666666"], expect: ["this is a pt1 token"]).replay,
        BadInput("pt2 token", ["pt2:dice:shipped:fuzzer:count=6,turns=5:c=z6-666666666666666"], expect: ["this is a pt2 token"]).replay,
        BadInput("token of an unknown game", [ReplayToken.seal("pt3:chess:documented:x::c=:m=10")], expect: ["unknown game \"chess\""]).replay,
        BadInput("token of an unknown bot", [ReplayToken.seal("pt3:dice:documented:nobody::c=:m=10")], expect: ["nobody"]).replay,
        BadInput("token parameter out of range", [ReplayToken.seal("pt3:dice:documented:fuzzer:count=0:c=:m=10")], expect: ["count"]).replay,
        BadInput("token step limit 0", [ReplayToken.seal("pt3:dice:documented:fuzzer::c=:m=0")], expect: ["m=0", "step limit"]).replay,
        BadInput("missing token file", ["cases.txt"], expect: ["cases.txt: no such file"]).replay,
        BadInput("missing file named like a token", ["pt-cases.txt"], expect: ["pt-cases.txt: no such file"]).replay,
        BadInput("token file is a folder", ["cases"], expect: ["cases: is a folder"], special: .folder("cases")).replay,
        BadInput("token file is a FIFO", ["cases.txt"], expect: ["cases.txt: is a FIFO"], special: .fifo("cases.txt")).replay,
        BadInput("damaged token in a file", files: [("cases.txt", "# saved\n" + token + "\n" + token.dropLast(2) + "\n")],
                 ["cases.txt"], expect: ["cases.txt:3", "damaged"]).replay,

        // MARK: Bank files
        BadInput("missing question bank", ["check", "snakesss", "--param", "bank=none.json"], expect: ["none.json (snakesss.bank): no such file"]),
        BadInput("question bank is a folder", ["check", "snakesss", "--param", "bank=banks"], expect: ["banks (snakesss.bank): is a folder, not a file"],
                 special: .folder("banks")),
        BadInput("question bank is a FIFO", ["check", "snakesss", "--param", "bank=q.json"], expect: ["q.json (snakesss.bank): is a FIFO"],
                 special: .fifo("q.json")),
        BadInput("empty question bank", files: [("q.json", "")], ["check", "snakesss", "--param", "bank=q.json"], expect: ["q.json (snakesss.bank): is empty"]),
        BadInput("question bank invalid JSON", files: [("q.json", #"{"questions": ["#)], ["check", "snakesss", "--param", "bank=q.json"],
                 expect: ["q.json: line 1"]),
        BadInput("question bank unknown key", files: [("q.json", #"{"questions": [], "extra": 1}"#)], ["check", "snakesss", "--param", "bank=q.json"],
                 expect: ["q.json: $.extra"]),
        BadInput("question bank too small", files: [("q.json", #"{"questions": []}"#)], ["check", "snakesss", "--param", "bank=q.json"],
                 expect: ["q.json: $.questions has 0 questions"]),
        BadInput("question bank bad answer", files: [("q.json", BadInput.questionBank.replacingFirst(#""answer": "A""#, with: #""answer": "D""#))],
                 ["check", "snakesss", "--param", "bank=q.json"], expect: ["q.json: $.questions[0].answer", "\"D\""]),
        BadInput("scenario's bank missing", files: [("s.json", #"{"name": "b", "studies": [{"game": "snakesss", "parameters": {"bank": "none.json"}}]}"#)],
                 ["run", "s.json", "--out", "out"], expect: ["none.json (snakesss.bank): no such file"]),
        BadInput("scenario's bank is a folder", files: [("s.json", #"{"name": "b", "studies": [{"game": "snakesss", "parameters": {"bank": "banks"}}]}"#)],
                 ["run", "s.json", "--out", "out"], expect: ["banks (snakesss.bank): is a folder"], special: .folder("banks")),
        BadInput("empty title bank", files: [("t.txt", "\n")], ["check", "party", "--param", "bank=t.txt"], expect: ["t.txt (party.bank): is empty"]),
        BadInput("title bank of comments", files: [("t.txt", "# nothing\n")], ["check", "party", "--param", "bank=t.txt"], expect: ["t.txt", "party.bank", "no titles"]),
        BadInput("title bank bad difficulty", files: [("t.txt", "Alpha | easy\nBeta | tough\n")], ["check", "party", "--param", "bank=t.txt"],
                 expect: ["t.txt: line 2", "\"tough\""]),
        BadInput("title bank too small", files: [("t.txt", "Alpha\nBeta\n")], ["check", "party", "--param", "bank=t.txt"], expect: ["t.txt", "party.bank"]),
        BadInput.scenario("sweep repeats a value", BadInput.diceStudy(#""sweep": {"count": [6, 6]}"#),
                          expect: ["$.studies[0].sweep.count[1]", "repeats 6", "list each value of count once"]),
        BadInput("token's bank missing", [ReplayToken.seal("pt3:snakesss:documented:ownBelief:bank=none.json:s=1.0:m=100")],
                 expect: ["none.json (snakesss.bank): no such file"]).replay,
    ]
}

extension BadInput {
    /// The same case under `playtest replay`.
    var replay: BadInput {
        BadInput(name, files: files, ["replay"] + arguments, expect: expected, special: special)
    }
}

extension String {
    /// The string with its first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
