import Foundation
import PlaytestCLI

// The thin executable: everything else is the PlaytestCLI library.
PlaytestCommandLine.prepareProcess()
let status = PlaytestCommandLine.main(Array(CommandLine.arguments.dropFirst()), io: .process)
exit(status.rawValue)
