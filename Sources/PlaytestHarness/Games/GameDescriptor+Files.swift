// MARK: - File parameters

extension GameDescriptor {
    /// The problem of the error `attachingFiles` throws for a file `read` could not read.
    public static let unreadableFileProblem = "names a file that cannot be read"

    /// Reads and validates the file of every file parameter that names one, and attaches each text to the configuration.
    ///
    /// `read` returns a file's text, or nil when it cannot be read; engines never read files, the caller does.
    /// - Throws: `JSONInputError` naming the file: unreadable, or its text refused by the parameter's validator.
    public func attachingFiles(to configuration: GameConfiguration, read: (String) -> String?) throws(JSONInputError) -> GameConfiguration {
        var result = configuration
        for spec in parameters {
            guard case .file = spec.kind, case .string(let path)? = configuration.value(spec.name), !path.isEmpty else { continue }
            guard let text = read(path) else {
                var error = JSONInputError(option: "\(id).\(spec.name)", problem: Self.unreadableFileProblem,
                                           fix: "check the path (relative to the current folder) and its permissions")
                error.file = path
                throw error
            }
            try spec.validateFile?(text, path)
            result.attachments[spec.name] = text
        }
        return result
    }
}
