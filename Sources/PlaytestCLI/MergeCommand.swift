import Foundation
import PlaytestKit

/// `playtest merge DIR... --out DIR`: combines the parts of a sharded run into the report a single run writes.
enum MergeCommand {
    static let help = """
        Usage: playtest merge <folder or part file>... --out DIR [--parents] [--junit FILE] [--quiet]

        Reads every part-i-of-n.playtest-part that 'playtest run --shard i/n' wrote
        (each argument a folder holding parts, or a part file) and writes the
        report of the whole run into --out: the same files, byte for byte, as
        'playtest run' without --shard. The scenario is read from the parts, not
        from disk; files its parameters name are read from the current folder.

        Refused (exit 2, nothing written): parts of different scenarios, overrides,
        seeds, games, shard counts or playtest versions; a shard missing or given
        twice; a damaged part.

        Options:
          --out DIR          the report folder (required); only its last folder is created, unless --parents
          --parents          create every missing folder of --out
          --junit FILE       also write JUnit XML, as 'playtest run --junit' does
          --quiet            accepted for symmetry with 'run'; merge shows no progress bar

        Exit status: as 'playtest run': 0 every invariant held; 1 otherwise (the
        report is still written); 2 bad usage or bad parts (nothing is written).

        """

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = ["--out", "--junit"]
    /// The options without a value.
    static let flags: [String] = ["--parents", "--quiet"]

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "merge")
        if args.has("--help") { io.writeOut(help); return .success }
        guard !args.positionals.isEmpty else {
            throw .usage("playtest merge: name the folders the shards wrote, e.g. 'playtest merge parts/1 parts/2 --out Reports/mine'")
        }
        guard let typedOut = args.value("--out") else {
            throw .usage("playtest merge: --out is missing; name the report folder, e.g. --out Reports/mine")
        }
        let parts = try readParts(args.positionals, io: io)
        let first = parts[0]
        let scenario = try loadScenario(first.part, io: io, catalog: catalog)
        let out = try OutputFolder(typed: typedOut, io: io, createsParents: args.has("--parents"), command: "merge")
        var results: [ConfigurationResult?] = Array(repeating: nil, count: scenario.configurations.count)
        for (name, part) in parts {
            for entry in part.results {
                guard entry.configuration >= 0, entry.configuration < results.count, part.selection.owns(entry.configuration),
                      results[entry.configuration] == nil else {
                    throw .usage("playtest merge: \(name): holds configuration \(entry.configuration), which shard "
                        + "\(part.selection.description) does not play; play that shard again")
                }
                results[entry.configuration] = entry.result.result
            }
        }
        if let missing = results.firstIndex(where: { $0 == nil }) {
            let owner = parts.first { $0.part.selection.owns(missing) }
            throw .usage("playtest merge: configuration \(missing) (\(scenario.configurations[missing].label)) is missing from "
                + "\(owner?.name ?? "the parts"); play that shard again")
        }
        return try RunOutput.write(
            scenario: scenario, scenarioFile: first.part.scenarioFile, results: results.compactMap { $0 }, out: out, io: io,
            registration: catalog.game, command: "merge", junit: try RunCommand.junitPath(args, io: io, command: "merge"), program: catalog.programName)
    }

    /// Reads every part the arguments name and checks they are the n shards of one run, each once.
    static func readParts(_ inputs: [String], io: CommandIO) throws(CommandError) -> [(name: String, part: RunPart)] {
        var parts: [(name: String, part: RunPart)] = []
        for input in inputs {
            let path = io.resolve(input)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .usage("playtest merge: \(input): no such folder or file; pass the folders 'playtest run --shard' wrote")
            }
            let files = isFolder.boolValue
                ? FileStore.files(in: path, endingWith: RunPart.fileExtension).map { (path + "/" + $0, (input.hasSuffix("/") ? input : input + "/") + $0) }
                : [(path, input)]
            guard !files.isEmpty else {
                throw .usage("playtest merge: \(input): holds no \(RunPart.fileExtension) file; pass the folders 'playtest run --shard' wrote")
            }
            for (full, shown) in files {
                parts.append((shown, try RunPart.read(try FileStore.read(full, shownAs: shown), shownAs: shown, command: "merge")))
            }
        }
        let first = parts[0]
        for (name, part) in parts.dropFirst() {
            if let difference = part.difference(from: first.part) {
                throw .usage("playtest merge: \(name) and \(first.name) are parts of different runs (\(difference)); "
                    + "merge only the shards of one run, played with the same scenario, options and playtest")
            }
        }
        var seen: [Int: String] = [:]
        for (name, part) in parts {
            if let earlier = seen[part.shard] {
                throw .usage("playtest merge: shard \(part.selection.description) is given twice (\(earlier) and \(name)); pass each shard once")
            }
            seen[part.shard] = name
        }
        let missing = (1...first.part.shards).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw .usage("playtest merge: \(missing.count == 1 ? "shard" : "shards") "
                + missing.prefix(10).map { "\($0)/\(first.part.shards)" }.joined(separator: ", ")
                + "\(missing.count > 10 ? ", ..." : "") of \(first.part.scenarioFile) \(missing.count == 1 ? "is" : "are") missing; "
                + "run 'playtest run \(first.part.scenarioFile) --shard \(missing[0])/\(first.part.shards)' and pass its folder too")
        }
        return parts.sorted { $0.part.shard < $1.part.shard }
    }

    /// The scenario the parts were played from, resolved again from the text they carry.
    static func loadScenario(_ part: RunPart, io: CommandIO, catalog: GameCatalog) throws(CommandError) -> Scenario {
        let parameters: ParameterOverrides
        do {
            parameters = try ParameterOverrides(parsing: part.overrideParameters)
        } catch {
            throw .usage("playtest merge: the parts' --param \(error)")
        }
        let overrides = ScenarioOverrides(games: part.overrideGames, seed: part.overrideSeed.flatMap { UInt64($0) }, parameters: parameters)
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader(games: catalog.games, readFile: FileStore.reader(io), maxConfigurations: 10_000_000)
                .load(part.scenarioText, file: part.scenarioFile, overrides: overrides)
        } catch {
            throw .usage("playtest merge: the parts' scenario no longer loads: \(error.description)")
        }
        guard scenario.configurations.count == part.configurations, String(scenario.seed) == part.seed, scenario.games == part.games else {
            throw .usage("playtest merge: the parts' scenario \(part.scenarioFile) resolves to \(scenario.configurations.count) configurations "
                + "(seed \(scenario.seed), \(scenario.games) games), not the \(part.configurations) (seed \(part.seed), \(part.games) games) "
                + "they were played with; merge with the playtest that played them")
        }
        return scenario
    }
}
