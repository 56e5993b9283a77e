import Foundation

/// A file an option names for output (`--junit`, `--observations`): checked before any game is played, so that a
/// bad path fails at once, naming the option and the fix, with nothing written.
struct OutputFile {
    /// The file, absolute.
    let path: String
    /// The file as the user typed it, for messages.
    let shownAs: String

    /// Checks the path `option` names: not empty, not a folder, its folder existing and writable, and the file itself
    /// writable when it exists.
    init(typed: String, option: String, io: CommandIO, command: String, example: String) throws(CommandError) {
        let prefix = "\(command): \(option)"
        guard !typed.isEmpty else {
            throw .usage("\(prefix) is empty; name a file, e.g. \(option) \(example)")
        }
        shownAs = typed
        path = io.resolve(typed)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        guard !(exists && isFolder.boolValue), !typed.hasSuffix("/") else {
            throw .usage("\(prefix) \(typed): is a folder; name a file, e.g. \(option) \(example)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        var folderIsFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.isEmpty ? "/" : folder, isDirectory: &folderIsFolder), folderIsFolder.boolValue else {
            throw .usage("\(prefix) \(typed): its folder does not exist; create it first or name a file in an existing folder")
        }
        guard io.canWrite(folder.isEmpty ? "/" : folder), !exists || access(path, W_OK) == 0 else {
            throw .usage("\(prefix) \(typed): cannot be written (its folder or the file is not writable); "
                + "check the permissions or name a file in a folder you can write to, e.g. \(option) \(example)")
        }
    }
}
