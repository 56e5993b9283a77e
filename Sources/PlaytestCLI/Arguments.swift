import PlaytestKit

/// A command's arguments: positionals, valued options (`--games 10`, `--games=10`) and flags.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [(name: String, value: String)] = []
    private var flags: [String] = []
    /// The executable's name, as the catalog gives it (`playtest`, `hog-playtest`).
    let program: String
    /// The program and the command, as messages start: `playtest check`.
    let invocation: String

    /// Parses `arguments` against the options and flags a command accepts; `--help`/`-h` is always a flag. `command`
    /// and `program` name the command in messages (`hog-playtest check: --games is "x"; ...`).
    init(_ arguments: [String], options: [String], flags allowedFlags: [String], command: String, program: String) throws(CommandError) {
        self.program = program
        let invocation = "\(program) \(command)"
        self.invocation = invocation
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            if argument == "-h" || argument == "--help" { flags.append("--help"); continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if options.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw .usage("\(invocation): \(name) needs a value; see '\(invocation) --help'")
                    }
                    value = arguments[index]
                    index += 1
                }
                // `--jobs auto` is the default: the processors this process may use (see `ParallelRunner`).
                if name == "--jobs", value == "auto" { continue }
                values.append((name, value))
            } else if allowedFlags.contains(name), inlineValue == nil {
                flags.append(name)
            } else if allowedFlags.contains(name) {
                throw .usage("\(invocation): \(name) takes no value; write \(name) alone")
            } else {
                let known = options + allowedFlags + ["--help"]
                throw .usage("\(invocation): unknown option \(name); \(Suggestion.phrase(name, among: known, quoted: false))"
                    + "see '\(invocation) --help'; options: \(known.joined(separator: ", "))")
            }
        }
    }

    /// True when the flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value of an option.
    func value(_ name: String) -> String? { values.last { $0.name == name }?.value }

    /// Every value of a repeatable option, in order.
    func all(_ name: String) -> [String] { values.filter { $0.name == name }.map(\.value) }

    /// A whole-number option in a range, or the default.
    func integer(_ name: String, in range: ClosedRange<Int>, default defaultValue: Int?) throws(CommandError) -> Int? {
        guard let text = value(name) else { return defaultValue }
        guard let number = Int(text), range.contains(number) else {
            throw .usage("\(invocation): \(name) is \"\(text)\"; use a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A seed option: any 64-bit unsigned number.
    func seed() throws(CommandError) -> UInt64? {
        guard let text = value("--seed") else { return nil }
        guard let seed = UInt64(text) else {
            throw .usage("\(invocation): --seed is \"\(text)\"; use a whole number from 0 to \(UInt64.max)")
        }
        return seed
    }

    /// `--param` settings: `name=value` for every game that has the parameter, `game.name=value` for one.
    func parameterOverrides() throws(CommandError) -> ParameterOverrides {
        do {
            return try ParameterOverrides(parsing: all("--param"))
        } catch {
            throw .usage("\(invocation): --param \(error)")
        }
    }
}
