import PlaytestStatistics

// MARK: - Archiving

extension SeriesTally: Codable {
    enum CodingKeys: String, CodingKey { case name, label, axis, points, endings }

    /// A multiset as archived: its distinct values (exact bits) and their counts.
    struct ArchivedCounts: Codable {
        let values: [ExactDouble]
        let counts: [Int]

        init(_ values: ValueCounts) {
            let normalised = values.normalised
            self.values = normalised.values.map(ExactDouble.init)
            counts = normalised.counts
        }

        func restored() throws(ResultArchive.Failure) -> ValueCounts {
            guard let restored = ValueCounts(restoringValues: values.map(\.value), counts: counts) else {
                throw ResultArchive.Failure(reason: "a series point needs distinct ascending values with one positive count each")
            }
            return restored
        }
    }

    /// Reads a tally ``encode(to:)`` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        label = try container.decode(String.self, forKey: .label)
        axis = try container.decode(String.self, forKey: .axis)
        let points = try container.decode([ArchivedCounts].self, forKey: .points)
        let endings = try container.decode([ArchivedCounts].self, forKey: .endings)
        guard points.count <= Self.maxPoints, endings.count <= points.count else {
            throw ResultArchive.Failure(reason: "the series \"\(name)\" keeps \(points.count) points and \(endings.count) endings; at most \(Self.maxPoints), endings no more than points")
        }
        self.points = try points.map { try $0.restored() }
        self.endings = try endings.map { try $0.restored() }
    }

    /// Writes the name, label, axis and every point's multisets.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(label, forKey: .label)
        try container.encode(axis, forKey: .axis)
        try container.encode(points.map(ArchivedCounts.init), forKey: .points)
        try container.encode(endings.map(ArchivedCounts.init), forKey: .endings)
    }
}
