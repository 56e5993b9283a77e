import Foundation

// Writes the binding file to the path given: what the PlaytestAppBinding plugin runs for each target it is applied
// to, and what a studio runs by hand to commit the file instead (`swift run playtest-app-binding Sources/App/PlaytestBinding.swift`).
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: playtest-app-binding OUTPUT.swift\n".utf8))
    exit(2)
}
do {
    try Data(BindingText.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("playtest-app-binding: cannot write \(path): \(error.localizedDescription)\n".utf8))
    exit(2)
}
