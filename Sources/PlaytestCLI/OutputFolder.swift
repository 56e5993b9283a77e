import Foundation
import PlaytestKit

/// The folder a run writes its report to (`--out`): checked before any game is played, written only with
/// files whose names stay inside it, and cleaned only of the files its previous run listed in its manifest.
struct OutputFolder {
    /// The manifest's name: every file the last run wrote into the folder, one relative path a line, sorted.
    static let manifestName = ".playtest-manifest"

    /// The folder, absolute.
    let path: String
    /// The folder as the user typed it, for messages.
    let shownAs: String
    /// True when missing parent folders may be created (`--parents`, or the default `Reports/<name>`).
    let createsParents: Bool

    // MARK: - Checking

    /// Checks `--out` before anything is played: not empty, not a file, and either existing or missing only its
    /// last folder (unless `createsParents`); nothing is created yet.
    ///
    /// `isDefault` says no `--out` was given (`typed` is the command's default, `Reports/<name>`): messages then name
    /// the default folder and say how to choose another, never blaming an `--out` the user did not type.
    init(typed: String, io: CommandIO, createsParents: Bool, command: String, isDefault: Bool = false) throws(CommandError) {
        guard !typed.isEmpty else {
            throw .usage("\(command): --out is empty; name a folder, e.g. --out Reports/mine (omit --out for Reports/<scenario name>)")
        }
        self.shownAs = typed
        self.createsParents = createsParents
        let subject = isDefault ? "the report folder \(typed) (the default: no --out was given)" : "--out \(typed)"
        let another = isDefault ? "or pass --out DIR to write elsewhere" : "or choose another --out"
        var absolute = io.resolve(typed)
        while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        self.path = absolute
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw .usage("\(command): \(subject): is a file, not a folder; \(isDefault ? "move the file, or pass --out DIR" : "name a folder")")
            }
            try Self.checkWritable(absolute, shownAs: typed, command: command, io: io, subject: isDefault ? subject : "--out", another: another)
            return
        }
        guard !createsParents else {
            var ancestor = (absolute as NSString).deletingLastPathComponent
            while !FileManager.default.fileExists(atPath: ancestor), ancestor.count > 1 {
                ancestor = (ancestor as NSString).deletingLastPathComponent
            }
            var ancestorIsFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: ancestor, isDirectory: &ancestorIsFolder), !ancestorIsFolder.boolValue {
                throw .usage("\(command): \(subject): \(ancestor) is a file, not a folder; move the file, \(another)")
            }
            try Self.checkWritable(ancestor, shownAs: ancestor, command: command, io: io, subject: isDefault ? subject : "--out", another: another)
            return
        }
        let parent = (absolute as NSString).deletingLastPathComponent
        var parentIsFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsFolder) else {
            throw .usage("\(command): --out \(typed): the folder \(Self.shownParent(of: typed)) does not exist; create it or pass --parents")
        }
        guard parentIsFolder.boolValue else {
            throw .usage("\(command): --out \(typed): \(Self.shownParent(of: typed)) is a file, not a folder; name a folder")
        }
        try Self.checkWritable(parent, shownAs: Self.shownParent(of: typed), command: command, io: io, subject: isDefault ? subject : "--out", another: another)
    }

    /// Refuses a folder the process cannot create files in, before anything is played.
    static func checkWritable(
        _ folder: String, shownAs shown: String, command: String, io: CommandIO, subject: String = "--out",
        another: String = "or choose another --out"
    ) throws(CommandError) {
        guard io.canWrite(folder) else {
            throw .usage("\(command): \(subject): the folder \(shown) is not writable; check its permissions, \(another)")
        }
        // Permission bits do not tell everything (root passes them; /proc and /sys refuse new folders all the same):
        // make and remove an empty folder to be sure, so the refusal comes before any game is played.
        let probe = (folder as NSString).appendingPathComponent(".playtest-probe-\(getpid())")
        guard mkdir(probe, 0o700) == 0 else {
            throw .usage("\(command): \(subject): cannot create folders in \(shown) (a read-only or special file system, "
                + "such as /proc); \(subject == "--out" ? "choose another --out" : "pass --out DIR to write elsewhere"), e.g. --out Reports/mine")
        }
        rmdir(probe)
    }

    /// The parent of a typed path, as typed: `x/a` for `x/a/b`, `.` for `b`, `/` for `/b`.
    /// (Not `NSString.deletingLastPathComponent`, which traps on a one-character relative path such as `A` on Linux.)
    static func shownParent(of typed: String) -> String {
        var trimmed = Substring(typed)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    // MARK: - Names

    /// True when `name` is a relative path that stays inside the folder: components separated by `/`, none empty
    /// (so no leading `/`, no `//`, no trailing `/`), none `.` or containing `..`, no NUL, no backslash, and not the
    /// manifest itself.
    static func isSafeName(_ name: String) -> Bool {
        guard !name.isEmpty, name != manifestName, !name.contains("\0"), !name.contains("\\") else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { component in
            !component.isEmpty && component != "." && !component.contains("..")
        }
    }

    /// Creates the subfolders `name` needs inside the folder, refusing any that exists as a file or a symbolic
    /// link (which could lead outside the folder).
    /// With `creating` false, only checks (before anything is written) that no existing one is a file or a link.
    func createSubfolders(for name: String, creating: Bool = true) throws(CommandError) {
        var folder = path
        for component in name.split(separator: "/").dropLast() {
            folder += "/" + component
            var status = stat()
            if lstat(folder, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else {
                    throw .usage("\(shownAs): \(folder.dropFirst(path.count + 1)) is not a folder (a file or a link); "
                        + "remove it or choose another --out")
                }
                continue
            }
            guard creating else { return }
            guard mkdir(folder, 0o755) == 0 else {
                throw .usage("\(shownAs): cannot create the folder \(folder.dropFirst(path.count + 1)); check its permissions")
            }
        }
    }

    /// The names the folder's manifest lists that are safe to remove; a missing manifest lists none.
    func previousFiles() -> [String] {
        guard let data = FileManager.default.contents(atPath: path + "/" + Self.manifestName) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
            .map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
            .filter(Self.isSafeName)
    }

    // MARK: - Writing

    /// Writes `files` into the folder, each to a temporary name and renamed into place, then removes the files
    /// the previous manifest listed that this run did not write, then writes the new manifest.
    ///
    /// Before the first file, the manifest is rewritten to list the previous files and the new ones, so a run
    /// stopped midway leaves no file the next run would not clean. Files the manifest never listed are never
    /// touched, and neither is a folder.
    /// - Returns: the names written, sorted.
    @discardableResult
    func write(_ files: [ReportFile]) throws(CommandError) -> [String] {
        let names = files.map(\.name)
        for name in names where !Self.isSafeName(name) {
            throw CommandError(message: "internal error: a report file is named \"\(name)\", which would leave \(shownAs)", status: .usage)
        }
        try create()
        for file in files { try createSubfolders(for: file.name, creating: false) }
        let previous = previousFiles()
        let written = Set(names)
        try FileStore.writeAtomically(Self.manifest(Set(previous).union(written)), to: path + "/" + Self.manifestName)
        for file in files {
            try createSubfolders(for: file.name)
            try FileStore.writeAtomically(file.contents, to: path + "/" + file.name)
        }
        for stale in previous where !written.contains(stale) {
            // unlink never removes a folder; a stale path under a link is left alone.
            guard !Self.passesThroughLink(stale, in: path) else { continue }
            _ = unlink(path + "/" + stale)
        }
        try FileStore.writeAtomically(Self.manifest(written), to: path + "/" + Self.manifestName)
        return written.sorted()
    }

    /// True when a subfolder on `name`'s way inside `folder` is a symbolic link or not a folder.
    static func passesThroughLink(_ name: String, in folder: String) -> Bool {
        var current = folder
        for component in name.split(separator: "/").dropLast() {
            current += "/" + component
            var status = stat()
            if lstat(current, &status) == 0, status.st_mode & S_IFMT != S_IFDIR { return true }
        }
        return false
    }

    /// The manifest's text: one name a line, sorted.
    static func manifest(_ names: Set<String>) -> String {
        names.sorted().map { $0 + "\n" }.joined()
    }

    /// Creates the folder: its last component only, or the whole chain when `createsParents`.
    func create() throws(CommandError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: createsParents)
        } catch {
            throw .usage("--out \(shownAs): cannot create the folder; check that its parent is a writable folder, or choose another --out")
        }
    }
}
