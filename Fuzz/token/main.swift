import PlaytestBuiltInGames
import PlaytestKit

/// libFuzzer target: replay-token text through `ReplayToken.parse`, as typed and sealed with a valid check field
/// (so that the fields behind the checksum are reached), then every parsed token through its game's
/// configuration and a short replay.
///
/// Properties: parsing never traps; a parsed token written back parses to the same token; a valid token of a
/// known game with valid bots and parameters replays without trapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzToken(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = ReplayToken.parseLines(text)
    for candidate in [text, ReplayToken.seal(text.trimmingWhitespace())] {
        guard case .success(let token) = ReplayToken.parse(candidate) else { continue }
        let again = ReplayToken.parse(token.description)
        precondition(again == .success(token), "\(candidate) does not round trip: \(again)")
        guard let game = BuiltInGames.catalog.game(token.game), (try? game.validate(token.bots)) != nil,
              let configuration = try? game.configuration(of: token) else { continue }
        _ = game.replay(token, configuration: configuration, options: CaseOptions(maxSteps: min(token.maxSteps, 100)))
    }
    return 0
}
