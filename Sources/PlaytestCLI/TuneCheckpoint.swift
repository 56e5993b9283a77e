import Foundation
import PlaytestKit
import Synchronization

/// The hidden folder under `--out` where `playtest tune` saves every evaluation it finishes, so that `tune --resume`
/// after an interrupted or killed tuning replays them instead of playing them again.
///
/// One file per evaluation, `<hash of its key>.playtest-tune`: the key on the first line (the tuning file's hash,
/// the Playtest version, the evaluation's kind, seed, games and table), the evaluation's games after it; written to a
/// temporary name and renamed, so a file is whole or absent. An entry whose key no longer matches (another tuning
/// file, seed or version) is never found, so it is played again. The folder is removed once the report is written.
struct TuneCheckpoint: Sendable {
    /// The folder's name under `--out`.
    static let folderName = ".playtest-tune-checkpoint"
    /// The ending of every entry's file.
    static let fileExtension = ".playtest-tune"

    /// The folder, absolute.
    let path: String
    /// The folder as the user would type it, for messages.
    let shownAs: String
    /// What every key starts with: the tuning file's hash and the version that plays it.
    let identity: String
    /// The entries read back by `--resume`, by key.
    private let saved: [String: String]
    /// The report folder, created on the first save.
    private let out: OutputFolder

    /// The checkpoint of the report folder `out` for the tuning file `tuneFile` (its text) and `seed`; with `resume`,
    /// the entries saved by an earlier run are read, otherwise any are removed so the tuning starts over.
    init(out: OutputFolder, tuneFile: String, seed: UInt64, program: String, resume: Bool) throws(CommandError) {
        self.out = out
        path = out.path + "/" + Self.folderName
        shownAs = (out.shownAs.hasSuffix("/") ? out.shownAs : out.shownAs + "/") + Self.folderName
        identity = "tune \(Self.hash(tuneFile)) seed=\(seed) playtest=\(PlaytestVersion.current)"
        var entries: [String: String] = [:]
        if resume {
            for name in FileStore.files(in: path, endingWith: Self.fileExtension) {
                // An unreadable entry is played again rather than trusted.
                guard let text = try? FileStore.read(path + "/" + name, shownAs: shownAs + "/" + name),
                      let newline = text.firstIndex(of: "\n") else { continue }
                entries[String(text[..<newline])] = String(text[text.index(after: newline)...])
            }
        } else {
            Self.removeEntries(in: path)
        }
        saved = entries
    }

    /// The entries found by `--resume`.
    var resumedEntries: Int { saved.count }

    /// The tuner's cache: lookups in the entries read back, each finished evaluation saved at once. A save that fails
    /// (a full disk) costs only the resume, never the tuning, so it is ignored.
    var cache: TuneCache {
        let checkpoint = self
        return TuneCache(
            lookup: { key in checkpoint.saved[checkpoint.identity + " " + key] },
            store: { key, text in checkpoint.save(key: checkpoint.identity + " " + key, text: text) })
    }

    private func save(key: String, text: String) {
        do {
            try out.create()
            try FileStore.createDirectory(path)
            try FileStore.writeAtomically(key + "\n" + text, to: path + "/" + Self.hash(key) + Self.fileExtension)
        } catch {}
    }

    /// Removes the saved entries and the folder (a folder holding anything else is left in place).
    func remove() { Self.removeEntries(in: path) }

    private static func removeEntries(in path: String) {
        for name in FileStore.files(in: path, endingWith: fileExtension) { _ = unlink(path + "/" + name) }
        _ = rmdir(path)
    }

    /// FNV-1a, 64 bits, as 16 hex digits.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
