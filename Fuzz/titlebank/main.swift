import Party
import PlaytestKit

/// libFuzzer target: a party game title bank file (one title a line) through `TitleBank.parse`.
///
/// Any input must end in a bank of at least the minimum or a `JSONInputError` naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTitleBank(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let bank = try TitleBank.parse(text, file: "titles.txt", minimum: 1)
        precondition(!bank.titles.isEmpty, "a parsed bank holds a title")
    } catch {
        precondition(error.description.contains("titles.txt"), "a bank error must name its file: \(error)")
    }
    return 0
}
