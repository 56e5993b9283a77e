import Foundation

/// An exact, versioned text form of configuration results, for shards, merges and checkpoints.
///
/// JSON with sorted keys; every `Double` is written as the 16 hex digits of its bit pattern
/// (`"3ff0000000000000"` for 1.0), so a result read back renders to the same bytes as the one written,
/// NaN and infinities included. ``formatVersion`` changes whenever the layout does; a reader refuses any other.
public enum ResultArchive {
    /// The layout's version, written into every archive: 2 since seat groups became ratios over games.
    public static let formatVersion = 2

    /// A result's JSON text (no trailing newline).
    public static func encode(_ result: ConfigurationResult) -> String {
        encodeValue(ArchivedResult(result))
    }

    /// Reads a result from ``encode(_:)``'s text.
    /// - Throws: `ResultArchive.Failure` naming what could not be read.
    public static func decode(_ text: String) throws(Failure) -> ConfigurationResult {
        try decodeValue(ArchivedResult.self, from: text).restored()
    }

    /// Encodes any archived value the same way: sorted keys, no spaces.
    public static func encodeValue<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { preconditionFailure("an archived value failed to encode") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Decodes any archived value, turning a decoding error into a ``Failure``.
    public static func decodeValue<T: Decodable>(_ type: T.Type, from text: String) throws(Failure) -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch let failure as Failure {
            throw failure
        } catch let DecodingError.keyNotFound(key, context) {
            throw Failure(reason: "the field \(path(context.codingPath + [key])) is missing")
        } catch let DecodingError.typeMismatch(_, context) {
            throw Failure(reason: "the field \(path(context.codingPath)) has the wrong type")
        } catch let DecodingError.valueNotFound(_, context) {
            throw Failure(reason: "the field \(path(context.codingPath)) is null")
        } catch let DecodingError.dataCorrupted(context) {
            throw Failure(reason: context.codingPath.isEmpty ? "it is not JSON" : "the field \(path(context.codingPath)) is corrupt (\(context.debugDescription))")
        } catch {
            throw Failure(reason: "it cannot be read (\(error))")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    }

    /// Why an archive could not be read.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// What was wrong, e.g. "the field .steps is missing".
        public let reason: String

        /// Creates a failure.
        public init(reason: String) {
            self.reason = reason
        }

        /// The reason.
        public var description: String { reason }
    }
}

// MARK: - Doubles by bit pattern

/// A `Double` archived as the 16 lower-case hex digits of its bit pattern.
struct ExactDouble: Codable, Equatable {
    let value: Double

    init(_ value: Double) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.count == 16, let bits = UInt64(text, radix: 16) else {
            throw ResultArchive.Failure(reason: "\"\(text)\" in \(container.codingPath.map(\.stringValue).joined(separator: ".")) is not a number's 16 hex digits")
        }
        value = Double(bitPattern: bits)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let hex = String(value.bitPattern, radix: 16)
        try container.encode(String(repeating: "0", count: 16 - hex.count) + hex)
    }
}

// MARK: - Embedding

extension ResultArchive {
    /// A result that encodes to, and decodes from, the archive's layout: for embedding in a larger archived value.
    public struct Coded: Codable, Sendable {
        /// The result.
        public let result: ConfigurationResult

        /// Wraps a result.
        public init(_ result: ConfigurationResult) {
            self.result = result
        }

        /// Reads the archived layout.
        public init(from decoder: any Decoder) throws {
            result = try ArchivedResult(from: decoder).restored()
        }

        /// Writes the archived layout.
        public func encode(to encoder: any Encoder) throws {
            try ArchivedResult(result).encode(to: encoder)
        }
    }
}
