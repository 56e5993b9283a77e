import Foundation

/// The command line's only access to the file system: reads, and writes that never leave a file half-written.
enum FileStore {
    /// Reads a UTF-8 text file, or a usage error naming it and saying what it is: missing, a folder, a FIFO or
    /// other special file (never opened, so a FIFO cannot block), unreadable, not UTF-8, or (when `emptyIsError`)
    /// empty.
    static func read(_ path: String, shownAs name: String, emptyIsError: Bool = false) throws(CommandError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .usage(errno == ENOENT || errno == ENOTDIR ? "\(name): no such file; check the path"
                : "\(name): cannot be read (\(String(cString: strerror(errno)))); check the path and its permissions")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .usage("\(name): is a folder, not a file; name a file inside it")
        case S_IFIFO: throw .usage("\(name): is a FIFO (named pipe), not a regular file; save the input to a file")
        case S_IFSOCK: throw .usage("\(name): is a socket, not a regular file; name a regular file")
        default: throw .usage("\(name): is a device, not a regular file; name a regular file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .usage("\(name): cannot be read; check its permissions")
        }
        guard !emptyIsError || !data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw .usage("\(name): is empty; write a scenario, e.g. {\"name\": \"mine\", \"studies\": [{\"game\": \"dice\"}]}")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .usage("\(name): is not UTF-8 text; save it as UTF-8")
        }
        return text
    }

    /// Writes `contents` to a temporary file beside `path`, then renames it into place; the folder must exist.
    static func writeAtomically(_ contents: String, to path: String) throws(CommandError) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
            throw CommandError(message: "\(path): cannot write a temporary file in \(directory)", status: .usage)
        }
        guard rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw CommandError(message: "\(path): cannot move the finished file into place", status: .usage)
        }
    }

    /// Creates a directory and its parents if missing.
    static func createDirectory(_ path: String) throws(CommandError) {
        guard !path.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .usage("\(path): cannot create the folder (\(error.localizedDescription))")
        }
    }

    /// The names of the files in a folder that end with `suffix`, sorted; empty when the folder is missing.
    static func files(in directory: String, endingWith suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// A reader for the files that file parameters name, relative to the command's folder; nil when a file cannot be read.
    static func reader(_ io: CommandIO) -> @Sendable (String) -> String? {
        let base = io.resolve(".")
        return { path in
            let full = path.hasPrefix("/") ? path : base + "/" + path
            guard let data = FileManager.default.contents(atPath: full) else { return nil }
            return String(data: data, encoding: .utf8)
        }
    }

    /// True when a file or folder exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
