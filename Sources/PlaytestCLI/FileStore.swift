import Foundation
import PlaytestKit

/// The command line's only access to the file system: reads, and writes that never leave a file half-written.
enum FileStore {
    /// Reads a UTF-8 text file, or a usage error naming it and saying what it is: missing, a folder, a FIFO or
    /// other special file (never opened, so a FIFO cannot block), unreadable, not UTF-8, or (when `emptyIsError`)
    /// empty.
    /// `example` completes the message for an empty file (by default, a scenario).
    static func read(
        _ path: String, shownAs name: String, emptyIsError: Bool = false,
        example: String = "write a scenario, e.g. {\"name\": \"mine\", \"studies\": [{\"game\": \"dice\"}]}"
    ) throws(CommandError) -> String {
        switch contents(path, emptyIsError: emptyIsError, example: example) {
        case .success(let text): return text
        case .failure(let problem): throw .usage("\(name): \(problem.text)")
        }
    }

    /// The text of a UTF-8 file, or what is wrong with it, phrased to follow its name ("is a folder, not a file; ...").
    static func contents(_ path: String, emptyIsError: Bool, example: String) -> Result<String, FileProblem> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(FileProblem(errno == ENOENT || errno == ENOTDIR ? "no such file; check the path"
                : "cannot be read (\(String(cString: strerror(errno)))); check the path and its permissions"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(FileProblem("is a folder, not a file; name a file inside it"))
        case S_IFIFO: return .failure(FileProblem("is a FIFO (named pipe), not a regular file; save the input to a file"))
        case S_IFSOCK: return .failure(FileProblem("is a socket, not a regular file; name a regular file"))
        default: return .failure(FileProblem("is a device, not a regular file; name a regular file"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(FileProblem("cannot be read; check its permissions"))
        }
        guard !emptyIsError || !data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return .failure(FileProblem("is empty; \(example)"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(FileProblem("is not UTF-8 text; save it as UTF-8"))
        }
        return .success(text)
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

    /// A reader for the files that file parameters name (bank files), relative to the command's folder; nil when
    /// a file cannot be read for any reason `contents` gives (missing, a folder, a FIFO, empty, not UTF-8), which
    /// `explained` then names.
    static func reader(_ io: CommandIO) -> @Sendable (String) -> String? {
        let base = io.resolve(".")
        return { path in
            try? contents(bankPath(path, base: base), emptyIsError: true, example: "").get()
        }
    }

    /// A bank file's path: absolute, or relative to `base`.
    static func bankPath(_ path: String, base: String) -> String {
        path.hasPrefix("/") ? path : base + "/" + path
    }

    /// The message of an input error; for a file parameter's file that could not be read, the file and the
    /// parameter, then the reason in a scenario's words: `banks/q.json (snakesss.bank): is a folder, not a file; ...`.
    static func explained(_ error: JSONInputError, io: CommandIO, program: String) -> String {
        guard error.problem == GameDescriptor.unreadableFileProblem, let file = error.file,
              case .option(let parameter) = error.location,
              case .failure(let problem) = contents(bankPath(file, base: io.resolve(".")), emptyIsError: true,
                                                    example: "write the bank \(parameter) names (see '\(program) list' for its format)")
        else { return error.description }
        return "\(file) (\(parameter)): \(problem.text)"
    }

    /// True when a file or folder exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}

/// What is wrong with a file, phrased to follow its name: "is a folder, not a file; name a file inside it".
struct FileProblem: Error {
    /// The problem and its fix.
    let text: String

    init(_ text: String) {
        self.text = text
    }
}
