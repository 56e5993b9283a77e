/// A card is written as its name (`"AS"`, `"TH"`), as a deal parameter writes it.
extension Card: Codable {
    /// Reads a card's name.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the text names no card.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let card = Card(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a card (e.g. AS, TH)")
        }
        self = card
    }

    /// Writes the card's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
