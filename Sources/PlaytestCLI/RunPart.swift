import PlaytestKit

/// What a shard or a checkpoint writes: which run it belongs to, and the results of the configurations it played.
///
/// JSON (see `ResultArchive` for the exact form of results). The header names the run: the playtest version,
/// the scenario file as typed and its text, the command-line overrides, a hash of text and overrides, the seed,
/// the games, and the shard. Parts of one run agree on all of it; `playtest merge` and `run --resume` refuse
/// any that do not.
struct RunPart: Codable {
    /// The extension of a part file.
    static let fileExtension = ".playtest-part"
    /// The `format` field of every part.
    static let formatName = "playtest-part"

    /// Always `playtest-part`.
    var format = RunPart.formatName
    /// `ResultArchive.formatVersion` when written.
    var formatVersion = ResultArchive.formatVersion
    /// The `playtest` version that played it.
    var playtestVersion = PlaytestVersion.current
    /// The scenario file as typed.
    var scenarioFile: String
    /// The scenario file's text.
    var scenarioText: String
    /// `--games`, if given.
    var overrideGames: Int?
    /// `--seed`, if given (decimal).
    var overrideSeed: String?
    /// Every `--param`, in order.
    var overrideParameters: [String]
    /// FNV-1a (64 bits, hex) of the scenario text and the overrides.
    var scenarioHash: String
    /// The run's seed (decimal).
    var seed: String
    /// Games per configuration.
    var games: Int
    /// Configurations in the whole scenario.
    var configurations: Int
    /// The shard's number, from 1.
    var shard: Int
    /// How many shards the run is split into.
    var shards: Int
    /// The configurations played whole, in order.
    var results: [Entry]
    /// The slices of configurations played (more shards than configurations), in order; absent in older parts.
    var slices: [Slice]?
    /// FNV-1a (64 bits, hex) of the result of the first games of configuration 0 as this build plays them: parts
    /// played by builds that play differently differ here (``EngineFingerprint``); absent in older parts.
    var engineFingerprint: String?
    /// FNV-1a (64 bits, hex) of `results` and `slices` as written: a part changed after it was written fails to match
    /// (``sealed()``); absent in older parts.
    var contentHash: String?

    /// One configuration's result.
    struct Entry: Codable {
        /// Its index in the scenario, from 0.
        var configuration: Int
        /// Its label, for a reader.
        var label: String
        /// Its result, exactly.
        var result: ResultArchive.Coded
    }

    /// A slice of one configuration: the blocks `firstBlock ..< endBlock` of its games (``GameBlocks``).
    struct Slice: Codable {
        /// Its index in the scenario, from 0.
        var configuration: Int
        /// Its label, for a reader.
        var label: String
        /// The first block played.
        var firstBlock: Int
        /// The block after the last one played.
        var endBlock: Int
        /// Each block played, in order.
        var blocks: [ArchivedBlock]
    }

    /// A part of the run described, holding no result yet.
    init(
        scenarioFile: String, scenarioText: String, overrideGames: Int?, overrideSeed: UInt64?, parameters: [String],
        scenario: Scenario, shard: ShardSelection
    ) {
        self.scenarioFile = scenarioFile
        self.scenarioText = scenarioText
        self.overrideGames = overrideGames
        self.overrideSeed = overrideSeed.map { String($0) }
        self.overrideParameters = parameters
        self.scenarioHash = Self.hash(text: scenarioText, games: overrideGames, seed: self.overrideSeed, parameters: parameters)
        self.seed = String(scenario.seed)
        self.games = scenario.games
        self.configurations = scenario.configurations.count
        self.shard = shard.index
        self.shards = shard.count
        self.results = []
    }

    /// The shard this part belongs to.
    var selection: ShardSelection { ShardSelection(index: shard, count: shards) }

    /// The text written to disk: the archive's JSON and a newline.
    var text: String { ResultArchive.encodeValue(self) + "\n" }

    /// The hash of the results and slices as they encode now.
    var computedContentHash: String {
        Self.hash(text: ResultArchive.encodeValue(results), games: nil, seed: nil, parameters: slices.map { [ResultArchive.encodeValue($0)] } ?? [])
    }

    /// This part with ``contentHash`` set from its contents.
    func sealed() -> RunPart {
        var part = self
        part.contentHash = computedContentHash
        return part
    }

    // MARK: - Hash

    /// FNV-1a, 64 bits, of the scenario text and the overrides, as 16 hex digits.
    static func hash(text: String, games: Int?, seed: String?, parameters: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let fields = [text, games.map(String.init) ?? "-", seed ?? "-"] + parameters
        for field in fields {
            for byte in field.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    // MARK: - Reading

    /// The fields read first, so a part of another format says so instead of failing on a field.
    private struct Header: Decodable {
        var format: String?
        var formatVersion: Int?
    }

    /// Reads a part file's text; `shownAs` names it in errors, which start with `command` (`playtest merge`) and
    /// name `program` in their hints.
    static func read(_ text: String, shownAs name: String, command: String, program: String) throws(CommandError) -> RunPart {
        let header: Header
        do {
            header = try ResultArchive.decodeValue(Header.self, from: text)
        } catch {
            throw .usage("\(command): \(name): is not a playtest part (\(error.reason)); pass the folders '\(program) run --shard' wrote")
        }
        guard header.format == formatName else {
            throw .usage("\(command): \(name): is not a playtest part (its \"format\" is not \"\(formatName)\"); pass the folders '\(program) run --shard' wrote")
        }
        guard header.formatVersion == ResultArchive.formatVersion else {
            throw .usage("\(command): \(name): is a part of format version \(header.formatVersion.map(String.init) ?? "none"); "
                + "this playtest (\(PlaytestVersion.current)) reads version \(ResultArchive.formatVersion); play every shard with the same playtest")
        }
        let part: RunPart
        do {
            part = try ResultArchive.decodeValue(RunPart.self, from: text)
        } catch {
            throw .usage("\(command): \(name): is a damaged part (\(error.reason)); play that shard again")
        }
        guard part.shards >= 1, (1...part.shards).contains(part.shard), part.games >= 1, part.configurations >= 0 else {
            throw .usage("\(command): \(name): its shard \(part.shard)/\(part.shards) or counts are out of range; play that shard again")
        }
        return part
    }

    /// The first field in which `other` belongs to a different run than this part, said for a reader, or nil.
    /// The shard number is not compared.
    func difference(from other: RunPart) -> String? {
        if playtestVersion != other.playtestVersion { return "playtest version \(playtestVersion) vs \(other.playtestVersion)" }
        if scenarioFile != other.scenarioFile { return "scenario file \(scenarioFile) vs \(other.scenarioFile)" }
        if seed != other.seed { return "seed \(seed) vs \(other.seed)" }
        if games != other.games { return "games \(games) vs \(other.games)" }
        if configurations != other.configurations { return "configurations \(configurations) vs \(other.configurations)" }
        if shards != other.shards { return "shard count \(shards) vs \(other.shards)" }
        if scenarioHash != other.scenarioHash || scenarioText != other.scenarioText || overrideParameters != other.overrideParameters
            || overrideGames != other.overrideGames || overrideSeed != other.overrideSeed {
            return "scenario text or overrides (hash \(scenarioHash) vs \(other.scenarioHash))"
        }
        return nil
    }
}
