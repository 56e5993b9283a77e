/// A hand is written as its raw value, the document's points (`15` for a pair).
extension HandType: Codable {}
