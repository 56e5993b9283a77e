/// One file of a report: its name inside the report folder and its contents.
public struct ReportFile: Sendable, Equatable {
    /// The file name, e.g. `report.md`.
    public let name: String
    /// The whole contents.
    public let contents: String

    /// Creates a report file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
