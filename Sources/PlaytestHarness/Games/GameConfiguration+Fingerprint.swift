// MARK: - The files a configuration read

extension GameConfiguration {
    /// A 32-bit FNV-1a hash of every attached file's text (in the parameters' order, each as `name=text` and a NUL),
    /// or nil when no file is attached: a replay token carries it, so that a bank file changed since the token was
    /// printed is refused instead of replaying another game.
    /// - Complexity: O(n) in the attached texts' length.
    public var filesFingerprint: UInt32? {
        guard !attachments.isEmpty else { return nil }
        var text = ""
        for parameter in parameters {
            guard let attached = attachments[parameter.name] else { continue }
            text += parameter.name + "=" + attached + "\u{0}"
        }
        return ReplayToken.checksum(text)
    }
}
