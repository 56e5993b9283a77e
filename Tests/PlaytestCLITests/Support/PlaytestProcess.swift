import Foundation

/// The built `playtest` executable run as a child process, for what only a real process shows: signals, exit
/// statuses, pipes. `swift build --build-tests` builds it beside the test bundle.
enum PlaytestProcess {
    /// The package's root folder.
    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<4 { path = (path as NSString).deletingLastPathComponent }
        return path
    }()

    /// The built executable: beside the test bundle, else in the package's debug build folder.
    static var executable: String? {
        let bundleFolder = (ProcessInfo.processInfo.arguments[0] as NSString).deletingLastPathComponent
        var candidates = [bundleFolder + "/playtest"]
        var folder = bundleFolder
        for _ in 0..<3 {   // PlaytestPackageTests.xctest/Contents/MacOS on Darwin
            folder = (folder as NSString).deletingLastPathComponent
            candidates.append(folder + "/playtest")
        }
        candidates.append(packageRoot + "/.build/debug/playtest")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// How a process ended.
    struct Ending {
        /// The exit status, or the signal number when `signalled`.
        let status: Int32
        /// True when a signal ended it.
        let signalled: Bool
        let out: String
        let error: String
    }

    /// Runs `arguments` with `executable` in `directory`, with extra environment variables; waits for the end.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String, environment: [String: String] = [:]
    ) throws -> Ending {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let outPath = NSTemporaryDirectory() + "playtest-out-" + UUID().uuidString
        let errorPath = NSTemporaryDirectory() + "playtest-err-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        let outHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process.standardOutput = outHandle
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errorHandle.close()
        return Ending(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            out: String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self),
            error: String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self))
    }

    /// Every file under `folder`, recursively, by path relative to it, with its bytes (folders are not listed).
    static func tree(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return result }
        while let name = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
                result[name] = FileManager.default.contents(atPath: folder + "/" + name)
            }
        }
        return result
    }
}
