import PlaytestKit

/// A validator of "PBT Observations" lines: the schema Hypothesis publishes for its observability output and Tyche
/// reads (`hypothesis-python/docs/schema_observations.json` in github.com/HypothesisWorks/hypothesis), restated here
/// as code: its required fields, their types, its enums and constants, and no other field.
///
/// A line is one of two shapes ("oneOf"):
/// - a test case: `type` "test_case"; `status` one of passed, failed, gave_up; `status_reason`, `representation`
///   and `property` strings; `arguments`, `features` and `metadata` objects; `how_generated` a string or null;
///   `coverage` null or an object of arrays of distinct whole numbers of at least 1; `timing` an object of numbers of
///   at least 0; `run_start` a number;
/// - a message: `type` one of info, alert, error; `title` and `property` strings; `content` a string or an object;
///   `run_start` a number.
enum ObservationSchema {
    static let testCaseFields = [
        "type", "status", "status_reason", "representation", "arguments", "how_generated", "features", "coverage", "timing",
        "metadata", "property", "run_start",
    ]
    static let messageFields = ["type", "title", "content", "property", "run_start"]

    /// The problems of one line; empty when it is valid.
    static func problems(_ line: String) -> [String] {
        guard let value = try? JSONParser.parse(line) else { return ["not JSON"] }
        guard case .object(let members) = value else { return ["not a JSON object"] }
        var fields: [String: JSONValue] = [:]
        var problems: [String] = []
        for member in members {
            if fields[member.key] != nil { problems.append("\(member.key) appears twice") }
            fields[member.key] = member.value
        }
        guard case .string(let type)? = fields["type"] else { return problems + ["type is missing or not a string"] }
        let expected = type == "test_case" ? testCaseFields : messageFields
        guard type == "test_case" || ["info", "alert", "error"].contains(type) else { return problems + ["type \"\(type)\" is not allowed"] }
        for name in expected where fields[name] == nil { problems.append("\(name) is missing") }
        for name in fields.keys.sorted() where !expected.contains(name) { problems.append("\(name) is not allowed (additionalProperties: false)") }
        func check(_ name: String, _ test: (JSONValue) -> Bool, _ what: String) {
            if let value = fields[name], !test(value) { problems.append("\(name) should be \(what)") }
        }
        check("property", isString, "a string")
        check("run_start", isNumber, "a number")
        if type == "test_case" {
            check("status", { if case .string(let s) = $0 { ["passed", "failed", "gave_up"].contains(s) } else { false } }, "passed, failed or gave_up")
            check("status_reason", isString, "a string")
            check("representation", isString, "a string")
            check("arguments", isObject, "an object")
            check("how_generated", { isString($0) || $0 == .null }, "a string or null")
            check("features", isObject, "an object")
            check("metadata", isObject, "an object")
            check("coverage", isCoverage, "null or an object of arrays of distinct whole numbers of at least 1")
            check("timing", { value in
                guard case .object(let members) = value else { return false }
                return members.allSatisfy { member in
                    if case .number(let text) = member.value, let number = Double(text) { number >= 0 } else { false }
                }
            }, "an object of numbers of at least 0")
        } else {
            check("title", isString, "a string")
            check("content", { isString($0) || isObject($0) }, "a string or an object")
        }
        return problems
    }

    static func isString(_ value: JSONValue) -> Bool { if case .string = value { true } else { false } }
    static func isObject(_ value: JSONValue) -> Bool { if case .object = value { true } else { false } }
    static func isNumber(_ value: JSONValue) -> Bool { if case .number = value { true } else { false } }

    static func isCoverage(_ value: JSONValue) -> Bool {
        if value == .null { return true }
        guard case .object(let members) = value else { return false }
        return members.allSatisfy { member in
            guard case .array(let items) = member.value else { return false }
            let lines = items.compactMap { item -> Int? in if case .number(let text) = item { Int(text) } else { nil } }
            return lines.count == items.count && lines.allSatisfy { $0 >= 1 } && Set(lines).count == lines.count
        }
    }
}
