import Foundation
import PlaytestKit

/// One bad input: the files it needs, the command line, and the fragments the error must hold (the file and the
/// field it names, what is wrong). Every case must exit 2, write nothing, and not trap.
struct BadInput: Sendable, CustomStringConvertible {
    /// Something the case needs that is not a text file.
    enum Special: Sendable {
        /// A named pipe at this path.
        case fifo(String)
        /// An empty folder at this path.
        case folder(String)
        /// The harness folder itself is reported unwritable.
        case unwritableHere
    }

    /// A short name shown in a failure.
    let name: String
    /// Files to write first, path then text.
    let files: [(path: String, text: String)]
    /// The command line, without the program name.
    let arguments: [String]
    /// Fragments the error message must hold.
    let expected: [String]
    /// A FIFO, a folder or an unwritable folder, when the case needs one.
    let special: Special?

    init(_ name: String, files: [(path: String, text: String)] = [], _ arguments: [String], expect expected: [String],
         special: Special? = nil) {
        self.name = name
        self.files = files
        self.arguments = arguments
        self.expected = expected
        self.special = special
    }

    var description: String { name }

    /// A case that runs `playtest run s.json --out out` on this scenario text.
    static func scenario(_ name: String, _ text: String, expect expected: [String], extra: [String] = [],
                         files: [(path: String, text: String)] = []) -> BadInput {
        BadInput(name, files: [("s.json", text)] + files, ["run", "s.json", "--out", "out", "--quiet"] + extra, expect: expected)
    }

    /// A dice study of a scenario with `study` spliced into it: `{"game": "dice", <study>}`.
    static func diceStudy(_ study: String) -> String {
        #"{"name": "bad", "games": 5, "studies": [{"game": "dice"\#(study.isEmpty ? "" : ", " + study)}]}"#
    }

    /// A sealed token of the shipped dice rules that fails (as .ci/run's check prints it).
    static let diceToken = ReplayToken.seal("pt3:dice:documented:fuzzer:count=6,turns=5:c=+666666666666666:m=100000")

    /// Twelve valid Snakesss questions.
    static let questionBank: String = {
        let entries = (1...12).map { id in
            #"{"id": \#(id), "text": "q\#(id)?", "choices": ["x", "y", "z"], "answer": "A", "category": "c", "difficulty": "easy"}"#
        }
        return #"{"questions": ["# + entries.joined(separator: ", ") + "]}"
    }()
}
