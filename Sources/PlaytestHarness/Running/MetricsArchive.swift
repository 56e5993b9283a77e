import Foundation

/// A game's metrics accumulator as JSON, when its type is `Codable`: the part of an ``ArchivedBlock`` that only the
/// game's own type can read back.
@usableFromInline
enum MetricsArchive {
    /// True when `type` can be written and read back.
    @usableFromInline
    static func isArchivable<Metrics>(_ type: Metrics.Type) -> Bool {
        type is any Codable.Type
    }

    /// The accumulator's JSON (sorted keys; infinities and NaN as strings), nil when its type is not `Encodable`.
    @usableFromInline
    static func encode<Metrics>(_ metrics: Metrics) -> String? {
        guard let value = metrics as? any Encodable else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(value) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads an accumulator ``encode(_:)`` wrote.
    /// - Throws: a failure naming what could not be read.
    @usableFromInline
    static func decode<Metrics>(_ type: Metrics.Type, from text: String) throws(ResultArchive.Failure) -> Metrics {
        guard let decodable = type as? any Decodable.Type else {
            throw ResultArchive.Failure(reason: "the game's metrics (\(type)) cannot be read back: the type is not Codable")
        }
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        let value: Any
        do {
            value = try decoder.decode(decodable, from: Data(text.utf8))
        } catch {
            throw ResultArchive.Failure(reason: "the field .metrics cannot be read as \(type) (\(error))")
        }
        guard let metrics = value as? Metrics else {
            throw ResultArchive.Failure(reason: "the field .metrics is not \(type)")
        }
        return metrics
    }
}
