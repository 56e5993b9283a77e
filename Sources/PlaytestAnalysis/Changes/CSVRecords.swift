// MARK: - CSVRecords

/// Reads CSV text as RFC 4180 writes it (``CSVTable``): records end with CRLF or LF; a field in double quotes may hold
/// commas, line breaks and doubled quotes. The inverse of ``CSVTable/render()`` for the tables Playtest writes.
public enum CSVRecords {
    /// The records of `text`, each a list of fields, in order; a trailing line break ends the last record, it does
    /// not start an empty one.
    public static func parse(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var fieldStarted = false
        var characters = text.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let held = pending { pending = nil; return held }
            return characters.next()
        }
        while let character = next() {
            if quoted {
                if character == "\"" {
                    if let following = next() {
                        if following == "\"" { field.append("\"") } else { quoted = false; pending = following }
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty:
                quoted = true
                fieldStarted = true
            case ",":
                record.append(field)
                field = ""
                fieldStarted = true
            case "\r\n", "\n", "\r":
                record.append(field)
                records.append(record)
                record = []
                field = ""
                fieldStarted = false
            default:
                field.append(character)
                fieldStarted = true
            }
        }
        if fieldStarted || !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }
}
