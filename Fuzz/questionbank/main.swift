import PlaytestKit
import Snakesss

/// libFuzzer target: a Snakesss question bank file (JSON) through `QuestionBank.parse`.
///
/// Any input must end in a bank of at least the minimum or a `JSONInputError` naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuestionBank(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let bank = try QuestionBank.parse(text, file: "bank.json", minimum: 1)
        precondition(!bank.questions.isEmpty, "a parsed bank holds a question")
    } catch {
        precondition(error.description.contains("bank.json"), "a bank error must name its file: \(error)")
    }
    return 0
}
