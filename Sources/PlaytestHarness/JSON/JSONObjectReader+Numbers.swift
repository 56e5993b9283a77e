// MARK: - JSONObjectReader: numbers

extension JSONObjectReader {
    // MARK: - Whole numbers

    /// The whole number at `key`, which must lie in `range`.
    ///
    /// The number must be written as an integer literal: `2.5`, `2.0` and
    /// `1e3` are rejected. Problems read `is missing`, `is 2.5, not a whole
    /// number` or `is 5000000, above the maximum 1000000`, each with the fix
    /// `use a whole number from 1 to 1000000`.
    public mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(JSONInputError) -> Int {
        let value = try required(key, expecting: JSONObjectReader.wholeNumberText(range))
        return try JSONObjectReader.integer(value, at: path.appending(key: key), in: range)
    }

    /// Like ``integer(_:in:)``, but `nil` when the key is absent.
    public mutating func optionalInteger(_ key: String, in range: ClosedRange<Int>) throws(JSONInputError) -> Int? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader.integer(value, at: path.appending(key: key), in: range)
    }

    /// The unsigned 64-bit whole number at `key`, e.g. a seed, read exactly:
    /// `18446744073709551615` is accepted, a negative number or
    /// `18446744073709551616` is rejected.
    public mutating func unsigned64(
        _ key: String, in range: ClosedRange<UInt64> = 0...UInt64.max
    ) throws(JSONInputError) -> UInt64 {
        let value = try required(key, expecting: JSONObjectReader.wholeNumberText(range))
        return try JSONObjectReader.unsigned64(value, at: path.appending(key: key), in: range)
    }

    /// Like ``unsigned64(_:in:)``, but `nil` when the key is absent.
    public mutating func optionalUnsigned64(
        _ key: String, in range: ClosedRange<UInt64> = 0...UInt64.max
    ) throws(JSONInputError) -> UInt64? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader.unsigned64(value, at: path.appending(key: key), in: range)
    }

    /// Reads `value` (found at `path`) as a whole number in `range`.
    public static func integer(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Int>) throws(JSONInputError) -> Int {
        try wholeNumber(value, at: path, in: range)
    }

    /// Reads `value` (found at `path`) exactly as an unsigned 64-bit whole number in `range`.
    public static func unsigned64(
        _ value: JSONValue, at path: JSONPath, in range: ClosedRange<UInt64> = 0...UInt64.max
    ) throws(JSONInputError) -> UInt64 {
        try wholeNumber(value, at: path, in: range)
    }

    // MARK: - Numbers

    /// The finite number at `key`, which must lie in `range`; any JSON number
    /// is accepted (`1`, `0.25`, `-2.5e-3`).
    public mutating func double(_ key: String, in range: ClosedRange<Double>) throws(JSONInputError) -> Double {
        let value = try required(key, expecting: JSONObjectReader.numberText(range))
        return try JSONObjectReader.double(value, at: path.appending(key: key), in: range)
    }

    /// Like ``double(_:in:)``, but `nil` when the key is absent.
    public mutating func optionalDouble(_ key: String, in range: ClosedRange<Double>) throws(JSONInputError) -> Double? {
        guard let value = value(key) else { return nil }
        return try JSONObjectReader.double(value, at: path.appending(key: key), in: range)
    }

    /// Reads `value` (found at `path`) as a finite number in `range`.
    public static func double(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Double>) throws(JSONInputError) -> Double {
        let fix = "use " + numberText(range)
        guard case .number(let literal) = value else {
            throw .wrongType(value, at: path, expected: "a number", fix: fix + withoutQuotesHint(value))
        }
        guard let number = Double(literal), number.isFinite else {
            throw JSONInputError(path: path, problem: "is \(literal), too large to represent", fix: fix)
        }
        if number < range.lowerBound {
            throw JSONInputError(path: path, problem: "is \(literal), below the minimum \(boundText(range.lowerBound))", fix: fix)
        }
        if number > range.upperBound {
            throw JSONInputError(path: path, problem: "is \(literal), above the maximum \(boundText(range.upperBound))", fix: fix)
        }
        return number
    }

    // MARK: - Conversion

    /// Reads an integer literal exactly into `T` and checks `range`.
    static func wholeNumber<T: FixedWidthInteger>(
        _ value: JSONValue, at path: JSONPath, in range: ClosedRange<T>
    ) throws(JSONInputError) -> T {
        let fix = "use " + wholeNumberText(range)
        guard case .number(let literal) = value else {
            throw .wrongType(value, at: path, expected: "a whole number", fix: fix + withoutQuotesHint(value))
        }
        guard !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else {
            let whole = Double(literal).map { $0.isFinite && $0 == $0.rounded() } ?? false
            let problem = whole ? "is \(literal), not written as a whole number" : "is \(literal), not a whole number"
            throw JSONInputError(path: path, problem: problem, fix: fix + ", written without a decimal point or exponent")
        }
        let negative = literal.hasPrefix("-")
        let number: T
        if let parsed = T(literal) {
            number = parsed
        } else if negative, literal.dropFirst().allSatisfy({ $0 == "0" }) {
            number = 0 // "-0" for an unsigned type
        } else if negative {
            throw JSONInputError(path: path, problem: "is \(literal), below the minimum \(range.lowerBound)", fix: fix)
        } else {
            throw JSONInputError(path: path, problem: "is \(literal), above the maximum \(range.upperBound)", fix: fix)
        }
        if number < range.lowerBound {
            throw JSONInputError(path: path, problem: "is \(literal), below the minimum \(range.lowerBound)", fix: fix)
        }
        if number > range.upperBound {
            throw JSONInputError(path: path, problem: "is \(literal), above the maximum \(range.upperBound)", fix: fix)
        }
        return number
    }

    /// What a whole-number range accepts: `a whole number from 1 to 1000000`.
    /// The bounds of a signed type's full range are left unsaid.
    static func wholeNumberText<T: FixedWidthInteger>(_ range: ClosedRange<T>) -> String {
        let openBelow = T.isSigned && range.lowerBound == T.min
        let openAbove = T.isSigned && range.upperBound == T.max
        switch (openBelow, openAbove) {
        case (true, true): return "a whole number"
        case (true, false): return "a whole number of at most \(range.upperBound)"
        case (false, true): return "a whole number of at least \(range.lowerBound)"
        case (false, false): return "a whole number from \(range.lowerBound) to \(range.upperBound)"
        }
    }

    /// What a number range accepts: `a number from 0 to 1`; infinite bounds are left unsaid.
    static func numberText(_ range: ClosedRange<Double>) -> String {
        switch (range.lowerBound.isInfinite, range.upperBound.isInfinite) {
        case (true, true): "a finite number"
        case (true, false): "a number of at most \(boundText(range.upperBound))"
        case (false, true): "a number of at least \(boundText(range.lowerBound))"
        case (false, false): "a number from \(boundText(range.lowerBound)) to \(boundText(range.upperBound))"
        }
    }

    /// A bound as a person would write it: `1` rather than `1.0`.
    static func boundText(_ bound: Double) -> String {
        if bound == bound.rounded(), abs(bound) < 1e15 {
            return String(Int64(bound))
        }
        return bound.description
    }

    /// `, without quotes` when `value` is a string holding a JSON number.
    static func withoutQuotesHint(_ value: JSONValue) -> String {
        guard case .string(let text) = value, case .number? = try? JSONParser.parse(text) else { return "" }
        return ", without quotes"
    }
}
