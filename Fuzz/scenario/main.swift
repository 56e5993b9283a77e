import PlaytestBuiltInGames
import PlaytestKit

/// libFuzzer target: scenario text through the JSON parser and the strict scenario loader of every game.
///
/// Any input must end in a scenario or a `JSONInputError` naming the file; a trap is a finding. File
/// parameters name files that cannot be read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? JSONParser.parse(text)
    let loader = ScenarioLoader(games: BuiltInGames.all, readFile: { _ in nil }, maxConfigurations: 64)
    do {
        _ = try loader.load(text, file: "fuzz.json")
    } catch {
        // The scenario's own name, or the bank file a file parameter names.
        precondition(error.file != nil, "a scenario error must name its file: \(error)")
    }
    return 0
}
