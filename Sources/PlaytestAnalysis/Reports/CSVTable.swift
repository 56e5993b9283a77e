// MARK: - CSVTable

/// An in-memory CSV table rendered per RFC 4180.
///
/// Records end with CRLF (including the last one); fields containing a comma,
/// double quote, CR or LF are quoted with inner quotes doubled. Header cells
/// and `.text` cells are neutralised against formula injection: a leading `=`,
/// `+`, `-`, `@`, tab or CR gets an apostrophe prefix. Numeric cells are
/// formatted locale-free with `NumberFormat` and never prefixed.
///
/// ```swift
/// var table = CSVTable(header: ["seed", "score"])
/// table.append([.integer(1), .number(0.5, digits: 2)])
/// table.render() // "seed,score\r\n1,0.50\r\n"
/// ```
public struct CSVTable: Sendable, Equatable {

    // MARK: - Storage

    /// Column names, rendered as the first record.
    public let header: [String]

    /// Data rows appended so far; each has exactly `columnCount` cells.
    public private(set) var rows: [[CSVCell]] = []

    /// The number of columns (the header's length).
    public var columnCount: Int { header.count }

    /// The record separator mandated by RFC 4180.
    static let lineEnding = "\r\n"

    // MARK: - Building

    /// Creates an empty table with the given column names.
    ///
    /// - Precondition: `header` is not empty.
    public init(header: [String]) {
        precondition(!header.isEmpty, "CSVTable needs at least one column")
        self.header = header
    }

    /// Creates a table with the given column names and rows.
    ///
    /// - Precondition: `header` is not empty and every row has `header.count` cells.
    public init(header: [String], rows: [[CSVCell]]) {
        self.init(header: header)
        append(contentsOf: rows)
    }

    /// Appends one row.
    ///
    /// - Precondition: `row.count == columnCount`; a mismatch is a programmer error.
    public mutating func append(_ row: [CSVCell]) {
        precondition(
            row.count == columnCount,
            "CSV row has \(row.count) cells, expected \(columnCount)"
        )
        rows.append(row)
    }

    /// Appends several rows in order.
    ///
    /// - Precondition: every row has `columnCount` cells.
    public mutating func append(contentsOf newRows: [[CSVCell]]) {
        for row in newRows { append(row) }
    }

    // MARK: - Rendering

    /// Renders the header and all rows, each record terminated by CRLF.
    public func render() -> String {
        var output = Self.record(header.map(CSVCell.text))
        for row in rows {
            output += Self.record(row)
        }
        return output
    }

    /// One comma-separated record including its CRLF terminator.
    static func record(_ cells: [CSVCell]) -> String {
        cells.map(\.field).joined(separator: ",") + lineEnding
    }
}
