import PlaytestKit
import PokerSlam

/// libFuzzer target: PokerSlam's `deal` text through `PokerSlamSettings.parseDeal` and the parameter's own parser.
///
/// Any input must end in 52 distinct cards or a `ParameterError` naming `deal`; a parsed deal written back
/// must parse to the same cards.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeal(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let cards = try PokerSlamSettings.parseDeal(text)
        precondition(cards.count == 52 && Set(cards).count == 52, "a deal is 52 distinct cards")
        let written = cards.map(\.description).joined(separator: "-")
        precondition((try? PokerSlamSettings.parseDeal(written)) == cards, "a written deal parses back")
    } catch {
        precondition(error.parameter == "deal", "a deal error names the parameter: \(error)")
    }
    if let spec = PokerSlamGame.registration.descriptor.parameter(named: "deal") {
        _ = try? spec.parse(text)
    }
    return 0
}
