import PlaytestKit

/// The PokerSlam parameters a scenario may set: the ace rule, the scoring table and an optional fixed deal.
///
/// The scoring table is 17 whole-number parameters, one per hand, named
/// `<hand>Points` (`pairPoints`, `royalFlushPoints`), each 0...1000 and
/// defaulting to the document's raw value. `deal` fixes the deck's order (52
/// distinct cards, top first, e.g. `AS-KD-2C-...`; the first 25 are dealt row
/// by row), so a designer can replay a board; empty (the default) shuffles.
public struct PokerSlamSettings: Sendable, Hashable {
    /// True when the ace joins king and two (K A 2 is a straight).
    public var aceWraps: Bool
    /// Points per hand.
    public var scoring: ScoringTable
    /// A fixed deck order, top first, or nil to shuffle.
    public var deal: [Card]?
    /// The rare hand a planted deal puts on the opening grid (``PlantedDeal``), or nil for a uniform shuffle; a fixed
    /// `deal` wins over it.
    public var planted: PlantedHand?

    /// The document's settings.
    public init(aceWraps: Bool = true, scoring: ScoringTable = .standard, deal: [Card]? = nil) {
        self.aceWraps = aceWraps
        self.scoring = scoring
        self.deal = deal
    }

    /// Reads validated settings from a configuration (a parameter it does not hold reads as its default).
    public init(configuration: GameConfiguration) {
        aceWraps = configuration.value(Self.aceWrapsKey) ?? true
        scoring = ScoringTable(HandType.allCases.map { hand in configuration.value(Self.pointsKey(hand)) ?? hand.rawValue })
        if let text = configuration.value(Self.dealKey), !text.isEmpty {
            deal = try? Self.parseDeal(text)
        } else {
            deal = nil
        }
        planted = configuration.value(Self.plantedHandKey).flatMap(PlantedHand.init(rawValue:))
    }

    /// The parameter holding a hand's points: `pairPoints`.
    public static func pointsParameter(_ hand: HandType) -> String { hand.name + "Points" }

    /// The `aceWraps` parameter.
    public static let aceWrapsKey = ParameterKey<Bool>.bool(
        "aceWraps", summary: "the ace joins king and two (K A 2 is a straight); false: ace high or low only", default: true)
        .swarmingBoth()  // RULES.md, PokerSlam, Hands: aceWraps (default true); false gives the older rule
    /// The `<hand>Points` parameters, one per hand in `HandType.allCases` order.
    public static let pointsKeys: [ParameterKey<Int>] = HandType.allCases.map { hand in
        .integer(pointsParameter(hand), summary: "points for a \(hand.displayName) (\(hand.cardCount) cards)", in: 0...1000, default: hand.rawValue)
    }
    /// The `deal` parameter.
    public static let dealKey = ParameterKey<String>.text(
        "deal", summary: "a fixed deck order: 52 distinct cards, top first, e.g. AS-KD-TC-2H-...; empty: shuffle",
        allowed: "52 distinct cards written rank then suit (2-9, T, J, Q, K, A; C, D, H, S) joined by '-', or nothing",
        normalize: { text throws(ParameterError) in
            guard !text.isEmpty else { return "" }
            return try parseDeal(text).map(\.description).joined(separator: "-")
        })

    /// The `plantedHand` parameter: a situational parameter (listed only when set) that `check` draws in its swarmed
    /// games, so that the table's rare rows are played (RULES.md, PokerSlam, Hands); `none`, the default, shuffles uniformly.
    public static let plantedHandKey = ParameterKey<String>.choice(
        "plantedHand", summary: "a deal with this rare hand on connected cells of the opening grid, the rest shuffled; none: uniform",
        oneOf: [PlantedHand.none] + PlantedHand.allCases.map(\.rawValue), default: PlantedHand.none)
        .situational()
        .swarming(oneOf: PlantedHand.allCases.map(\.rawValue))

    /// The parameter of a hand's points.
    public static func pointsKey(_ hand: HandType) -> ParameterKey<Int> {
        pointsKeys[HandType.allCases.firstIndex(of: hand)!]
    }

    /// The parameters, in a fixed order.
    public static let parameters: [ParameterSpec] = [aceWrapsKey.spec] + pointsKeys.map(\.spec) + [dealKey.spec, plantedHandKey.spec]

    /// Reads a deal: 52 distinct cards separated by '-', ',' or spaces.
    ///
    /// - Throws: `ParameterError` naming the first bad card, a repeated card or the wrong count.
    public static func parseDeal(_ text: String) throws(ParameterError) -> [Card] {
        let allowed = "52 distinct cards such as AS, TD, 2C, joined by '-'"
        let words = text.split { $0 == "-" || $0 == "," || $0 == " " }.map(String.init)
        var cards: [Card] = []
        var seen = Set<Card>()
        for (position, word) in words.enumerated() {
            guard let card = Card(word) else {
                throw ParameterError(parameter: "deal", problem: "card \(position + 1) \"\(word)\" is not a card", allowed: allowed)
            }
            guard seen.insert(card).inserted else {
                throw ParameterError(parameter: "deal", problem: "card \(position + 1) \(card) appears twice", allowed: allowed)
            }
            cards.append(card)
        }
        guard cards.count == 52 else {
            throw ParameterError(parameter: "deal", problem: "has \(cards.count) cards, not 52", allowed: allowed)
        }
        return cards
    }
}
