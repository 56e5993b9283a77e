import Foundation
import PlaytestKit

/// `playtest merge DIR... --out DIR`: combines the parts of a sharded run into the report a single run writes.
enum MergeCommand {
    static func help(_ program: String) -> String {
        """
        Usage: \(program) merge <folder or part file>... --out DIR [--parents] [--junit FILE] [--baseline DIR] [--quiet]

        Reads every part-i-of-n.playtest-part that '\(program) run --shard i/n' wrote
        (each argument a folder holding parts, or a part file) and writes the
        report of the whole run into --out: the same files, byte for byte, as
        '\(program) run' without --shard. The scenario is read from the parts, not
        from disk; files its parameters name are read from the current folder.

        Refused (exit 2, nothing written): parts of different scenarios, overrides,
        seeds, games, shard counts or playtest versions; a shard missing or given
        twice; a damaged part, or one edited after it was written (its content
        hash); a part played by a build that plays the run's first games
        differently (its engine fingerprint).

        When shards split a configuration (more shards than configurations), merge
        prints a cross-check: each figure every shard measured (steps per game,
        invariant and coverage counts, rates, histograms, means and ratios over
        games) is tested for homogeneity across the shards (chi-square, df, p),
        against a Bonferroni threshold (family-wise alpha 0.001). A figure below it
        names the part that stands out and exits 2, nothing written.

        Options:
          --out DIR          the report folder (required); only its last folder is created, unless --parents
          --parents          create every missing folder of --out
          --junit FILE       also write JUnit XML, as '\(program) run --junit' does
          --baseline DIR     mark what changed since an earlier report folder, as '\(program) run --baseline' does
          --quiet            accepted for symmetry with 'run'; merge shows no progress bar

        Exit status: as '\(program) run': 0 every invariant held; 1 otherwise (the
        report is still written); 2 bad usage or bad parts (nothing is written).

        """
    }

    /// The options that take a value, as the parser reads them (and `playtest help` lists them).
    static let options: [String] = ["--out", "--junit", "--baseline"]
    /// The options without a value.
    static let flags: [String] = ["--parents", "--quiet"]

    static func run(_ arguments: [String], io: CommandIO, catalog: GameCatalog) throws(CommandError) -> ExitStatus {
        let args = try Arguments(arguments, options: options, flags: flags, command: "merge", program: catalog.programName)
        let program = args.program
        if args.has("--help") { io.writeOut(help(catalog.programName)); return .success }
        guard !args.positionals.isEmpty else {
            throw .usage("\(program) merge: name the folders the shards wrote, e.g. '\(program) merge parts/1 parts/2 --out Reports/mine'")
        }
        guard let typedOut = args.value("--out") else {
            throw .usage("\(program) merge: --out is missing; name the report folder, e.g. --out Reports/mine")
        }
        let parts = try readParts(args.positionals, io: io, program: program)
        let first = parts[0]
        let scenario = try loadScenario(first.part, io: io, catalog: catalog)
        try checkFingerprints(parts, scenario: scenario, program: program)
        let out = try OutputFolder(typed: typedOut, io: io, createsParents: args.has("--parents"), command: args.invocation)
        let baseline = try RunBaseline.requested(args, io: io)
        let results = try combine(parts, scenario: scenario, io: io, program: program)
        return try RunOutput.write(
            scenario: scenario, scenarioFile: first.part.scenarioFile, results: results, out: out, io: io,
            followUps: ScenarioPlayer(jobs: 1).followUps(scenario: scenario, results: results),
            sections: catalog.reportSections, command: "merge", junit: try RunCommand.junitPath(args, io: io), program: catalog.programName,
            baseline: baseline)
    }

    /// Every configuration's result from the parts: whole ones as played, split ones folded from their blocks in order,
    /// after the cross-check of the shards (printed; a shard that stands out is refused).
    static func combine(_ parts: [(name: String, part: RunPart)], scenario: Scenario, io: CommandIO, program: String) throws(CommandError) -> [ConfigurationResult] {
        let count = scenario.configurations.count
        var results: [ConfigurationResult?] = Array(repeating: nil, count: count)
        var sliced: [Int: [(name: String, shard: Int, slice: RunPart.Slice)]] = [:]
        for (name, part) in parts {
            let work = part.selection.work(configurations: count, games: scenario.games)
            let whole = Set(work.filter { $0.blocks == nil }.map(\.configuration))
            for entry in part.results {
                guard whole.contains(entry.configuration), results[entry.configuration] == nil else {
                    throw .usage("\(program) merge: \(name): holds configuration \(entry.configuration), which shard "
                        + "\(part.selection.description) does not play whole; play that shard again")
                }
                results[entry.configuration] = entry.result.result
            }
            let expected = work.compactMap { item in item.blocks.map { (item.configuration, $0) } }
            let slices = part.slices ?? []
            guard slices.count == expected.count, zip(slices, expected).allSatisfy({ $0.configuration == $1.0 && $0.firstBlock..<$0.endBlock == $1.1 }),
                  slices.allSatisfy({ $0.blocks.map(\.block) == Array($0.firstBlock..<$0.endBlock) }) else {
                throw .usage("\(program) merge: \(name): its slices are not the blocks shard \(part.selection.description) plays "
                    + "(\(expected.map { "configuration \($0.0) blocks \($0.1.lowerBound)..<\($0.1.upperBound)" }.joined(separator: ", "))); "
                    + "play that shard again")
            }
            for slice in slices { sliced[slice.configuration, default: []].append((name, part.shard, slice)) }
        }
        var crossChecked: [(index: Int, shards: [ShardCrossCheck.Shard])] = []
        for index in sliced.keys.sorted() {
            let configuration = scenario.configurations[index]
            let pieces = sliced[index]!.sorted { $0.slice.firstBlock < $1.slice.firstBlock }
            var shards: [ShardCrossCheck.Shard] = []
            for piece in pieces {
                let result = try sliceResult(piece.slice, name: piece.name, configuration: configuration, games: scenario.games, program: program)
                shards.append(ShardCrossCheck.Shard(name: piece.name, shard: piece.shard, result: result))
            }
            crossChecked.append((index, shards))
            let blocks = pieces.flatMap(\.slice.blocks)
            guard blocks.map(\.block) == Array(0..<GameBlocks.count(games: scenario.games)) else {
                throw .usage("\(program) merge: configuration \(index) (\(configuration.label)) is missing blocks; play its shards again")
            }
            do {
                results[index] = try configuration.registration.result(folding: blocks, configuration: configuration.configuration, games: scenario.games)
            } catch {
                throw .usage("\(program) merge: configuration \(index) (\(configuration.label)): a block cannot be read (\(error.reason)); play its shards again")
            }
        }
        let check = ShardCrossCheck(crossChecked)
        for line in check.report() { io.line(line) }
        if let failure = check.failures.first {
            let shard = check.flagged(failure)
            throw .usage("\(program) merge: \(shard.name): its figures are impossible for the same games as the other shards': "
                + "\(failure.figure) of configuration \(failure.configuration) has chi-square \(NumberFormat.fixed(failure.test.statistic, digits: 2)) "
                + "on \(failure.test.degreesOfFreedom) df, p \(ShardCrossCheck.pText(failure.test.pValue)), below the Bonferroni threshold "
                + "\(ShardCrossCheck.pText(check.threshold)) (family-wise \(ShardCrossCheck.familyAlpha) over \(check.lines.count) tests), "
                + "and this shard contributes \(NumberFormat.fixed(failure.test.contributions[failure.test.largestContributor ?? 0], digits: 2)) of it; "
                + "it was played by other code or damaged: play shard \(shard.shard) again with the build that played the others")
        }
        if let missing = results.firstIndex(where: { $0 == nil }) {
            let owner = parts.first { $0.part.selection.work(configurations: count, games: scenario.games).contains { $0.configuration == missing } }
            throw .usage("\(program) merge: configuration \(missing) (\(scenario.configurations[missing].label)) is missing from "
                + "\(owner?.name ?? "the parts"); play that shard again")
        }
        return results.compactMap { $0 }
    }

    /// One shard's slice of a configuration as a result of its own games, after checking that its counts are possible:
    /// each block holds the games its place says, every game has its steps, no tally counts more games than played.
    static func sliceResult(
        _ slice: RunPart.Slice, name: String, configuration: ScenarioConfiguration, games: Int, program: String
    ) throws(CommandError) -> ConfigurationResult {
        for block in slice.blocks {
            let result = block.result
            let played = GameBlocks.games(ofBlock: block.block, games: games).count
            let impossible: String? =
                result.games != played ? "it counts \(result.games) games, not \(played)"
                : result.steps.totalCount != played ? "its steps histogram counts \(result.steps.totalCount) games, not \(played)"
                : result.tallies.contains(where: { $0.brokenGames < 0 || $0.brokenGames > played }) ? "an invariant tally counts more games than it played"
                : result.coverage.contains(where: { $0.games < 0 || $0.games > played }) ? "a coverage tally counts more games than it played"
                : nil
            if let impossible {
                throw .usage("\(program) merge: \(name): block \(block.block) of configuration \(slice.configuration) is impossible "
                    + "(\(impossible)); the part is damaged: play that shard again")
            }
        }
        let first = GameBlocks.games(ofBlock: slice.firstBlock, games: games).lowerBound
        let end = slice.endBlock > slice.firstBlock ? GameBlocks.games(ofBlock: slice.endBlock - 1, games: games).upperBound : first
        do {
            return try configuration.registration.result(folding: slice.blocks, configuration: configuration.configuration, games: end - first)
        } catch {
            throw .usage("\(program) merge: \(name): a block of configuration \(slice.configuration) cannot be read (\(error.reason)); "
                + "the part is damaged: play that shard again")
        }
    }

    /// Refuses parts played by a build that plays the run's first games differently from this one or from the others.
    static func checkFingerprints(_ parts: [(name: String, part: RunPart)], scenario: Scenario, program: String) throws(CommandError) {
        let stamped = parts.filter { $0.part.engineFingerprint != nil }
        guard !stamped.isEmpty, let mine = EngineFingerprint.of(scenario) else { return }
        let odd = stamped.filter { $0.part.engineFingerprint != mine }
        guard !odd.isEmpty else { return }
        if odd.count == stamped.count, Set(stamped.map { $0.part.engineFingerprint! }).count == 1 {
            throw .usage("\(program) merge: every part was played by a build that plays this run's first games differently from this playtest "
                + "(engine fingerprint \(stamped[0].part.engineFingerprint!), this build's \(mine)); merge with the build that played them")
        }
        throw .usage("\(program) merge: \(odd[0].name): was played by other code: its engine fingerprint \(odd[0].part.engineFingerprint!) "
            + "(what that build made of the run's first games) is not this playtest's \(mine); play shard \(odd[0].part.shard) "
            + "again with the same build as the other shards")
    }

    /// Reads every part the arguments name and checks they are the n shards of one run, each once.
    static func readParts(_ inputs: [String], io: CommandIO, program: String) throws(CommandError) -> [(name: String, part: RunPart)] {
        var parts: [(name: String, part: RunPart)] = []
        // Folders with no part: a shard that failed (or has not finished) leaves its folder empty. They are named
        // with the shards found missing, once the other parts say how many shards there are.
        var empty: [String] = []
        for input in inputs {
            let path = io.resolve(input)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .usage("\(program) merge: \(input): no such folder or file; pass the folders '\(program) run --shard' wrote")
            }
            let files = isFolder.boolValue
                ? FileStore.files(in: path, endingWith: RunPart.fileExtension).map { (path + "/" + $0, (input.hasSuffix("/") ? input : input + "/") + $0) }
                : [(path, input)]
            guard !files.isEmpty else {
                empty.append(input)
                continue
            }
            for (full, shown) in files {
                let part = try RunPart.read(try FileStore.read(full, shownAs: shown), shownAs: shown, command: "\(program) merge", program: program)
                if let written = part.contentHash, written != part.computedContentHash {
                    throw .usage("\(program) merge: \(shown): is damaged or was edited after it was written (its results hash to "
                        + "\(part.computedContentHash), not the \(written) it was written with); play that shard again")
                }
                parts.append((shown, part))
            }
        }
        guard let first = parts.first else {
            throw .usage("\(program) merge: \(empty[0]): holds no \(RunPart.fileExtension) file; pass the folders '\(program) run --shard' wrote")
        }
        for (name, part) in parts.dropFirst() {
            if let difference = part.difference(from: first.part) {
                throw .usage("\(program) merge: \(name) and \(first.name) are parts of different runs (\(difference)); "
                    + "merge only the shards of one run, played with the same scenario, options and playtest")
            }
        }
        var seen: [Int: String] = [:]
        for (name, part) in parts {
            if let earlier = seen[part.shard] {
                throw .usage("\(program) merge: shard \(part.selection.description) is given twice (\(earlier) and \(name)); pass each shard once")
            }
            seen[part.shard] = name
        }
        let missing = (1...first.part.shards).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw .usage("\(program) merge: \(missing.count == 1 ? "shard" : "shards") "
                + missing.prefix(10).map { "\($0)/\(first.part.shards)" }.joined(separator: ", ")
                + "\(missing.count > 10 ? ", ..." : "") of \(first.part.scenarioFile) \(missing.count == 1 ? "is" : "are") missing"
                + (empty.isEmpty ? "" : " (\(empty.joined(separator: ", ")) \(empty.count == 1 ? "holds" : "hold") no part: a shard that failed "
                    + "or has not finished writes none)")
                + "; run '\(program) run \(first.part.scenarioFile) --shard \(missing[0])/\(first.part.shards)' and pass its folder too")
        }
        if let extra = empty.first {
            throw .usage("\(program) merge: \(extra): holds no \(RunPart.fileExtension) file, and every shard was found elsewhere; "
                + "leave it out")
        }
        return parts.sorted { $0.part.shard < $1.part.shard }
    }

    /// The scenario the parts were played from, resolved again from the text they carry.
    static func loadScenario(_ part: RunPart, io: CommandIO, catalog: GameCatalog) throws(CommandError) -> Scenario {
        let program = catalog.programName
        let parameters: ParameterOverrides
        do {
            parameters = try ParameterOverrides(parsing: part.overrideParameters)
        } catch {
            throw .usage("\(program) merge: the parts' --param \(error)")
        }
        let overrides = ScenarioOverrides(games: part.overrideGames, seed: part.overrideSeed.flatMap { UInt64($0) }, parameters: parameters)
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader(games: catalog.games, readFile: FileStore.reader(io), maxConfigurations: 10_000_000)
                .load(part.scenarioText, file: part.scenarioFile, overrides: overrides)
        } catch {
            throw .usage("\(program) merge: the parts' scenario no longer loads: \(error.description)")
        }
        guard scenario.configurations.count == part.configurations, String(scenario.seed) == part.seed, scenario.games == part.games else {
            throw .usage("\(program) merge: the parts' scenario \(part.scenarioFile) resolves to \(scenario.configurations.count) configurations "
                + "(seed \(scenario.seed), \(scenario.games) games), not the \(part.configurations) (seed \(part.seed), \(part.games) games) "
                + "they were played with; merge with the playtest that played them")
        }
        return scenario
    }
}
