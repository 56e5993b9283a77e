/// A proposed value at the end of the range the tuning file allows: the best value may lie beyond it.
public struct TuneEdge: Sendable, Hashable {
    /// The parameter.
    public let parameter: String
    /// The proposed value, `minimum` or `maximum`.
    public let value: Int
    /// The range the tuning file allows.
    public let minimum: Int
    /// The range's top.
    public let maximum: Int
    /// True at the top of the range, false at the bottom.
    public let isTop: Bool

    /// `bonus=10 sits at the top of its range 0...10: the best value may lie beyond it; widen "max" in the tuning file to look`.
    public var warning: String {
        "\(parameter)=\(value) sits at the \(isTop ? "top" : "bottom") of its allowed range \(minimum)...\(maximum): "
            + "the best value may lie beyond it; widen \(isTop ? "\"max\"" : "\"min\"") in the tuning file to look there"
    }
}

extension TuneReport {
    /// The proposed entries that moved from their default to an end of their allowed range (an entry left at its
    /// default is no proposal, wherever it sits).
    public var proposalsOnEdge: [TuneEdge] {
        zip(parameters, search.winner.values).compactMap { parameter, value in
            guard value != parameter.defaultValue, parameter.minimum < parameter.maximum,
                  value == parameter.minimum || value == parameter.maximum else { return nil }
            return TuneEdge(parameter: parameter.name, value: value, minimum: parameter.minimum, maximum: parameter.maximum,
                            isTop: value == parameter.maximum)
        }
    }
}
