import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct PokerHandDetectorTests {
    static func cards(_ text: String) -> [Card] { text.split(separator: " ").map { Card(String($0))! } }

    @Test("each of the 17 hands, by example", arguments: [
        ("TS JS QS KS AS", HandType.royalFlush), ("9H TH JH QH KH", .straightFlush), ("KD AD 2D 3D 4D", .straightFlush),
        ("7C 7D 7H 2S 2C", .fullHouse), ("2H 5H 9H JH KH", .flush), ("5C 6D 7H 8S 9C", .straight), ("QC KD AH 2S 3C", .straight),
        ("4C 4D 4H 4S", .fourOfAKind), ("JD QD KD AD", .nearlyRoyalFlush), ("5S 6S 7S 8S", .nearlyStraightFlush),
        ("2C 7C 9C KC", .nearlyFlush), ("TC JD QH KS", .nearlyStraight), ("8C 8D 3H 3S", .twoPair),
        ("QC QD QH", .threeOfAKind), ("JH QH KH", .miniRoyalFlush), ("KS AS 2S", .miniStraightFlush), ("2D 8D TD", .miniFlush),
        ("KC AD 2H", .miniStraight), ("AC AD", .pair),
    ])
    func examples(text: String, hand: HandType) {
        #expect(PokerHandDetector.detectHand(cards: Self.cards(text)) == hand, "\(text)")
        #expect(ReferenceHandEvaluator().bestHand(Self.cards(text)) == hand, "\(text)")
    }

    @Test("no kickers, no wrap without aceWraps, and a single card is no hand", arguments: [
        ("AC AD 3H", true), ("7C 7D 7H 2S", true), ("4C 4D 4H 4S 9C", true), ("2C 3D", true), ("AS", true),
        ("KC AD 2H", false), ("QC KD AH 2S 3C", false),
    ])
    func nonHands(text: String, aceWraps: Bool) {
        #expect(PokerHandDetector(aceWraps: aceWraps).detectHand(cards: Self.cards(text)) == nil, "\(text)")
    }

    @Test("without the wrap the ace still plays high and low")
    func aceHighAndLow() {
        let detector = PokerHandDetector(aceWraps: false)
        #expect(detector.detectHand(cards: Self.cards("AC 2D 3H")) == .miniStraight)
        #expect(detector.detectHand(cards: Self.cards("QC KD AH")) == .miniStraight)
        #expect(RankRuns.runs(length: 5, aceWraps: false).count == 10)
        #expect(RankRuns.runs(length: 4, aceWraps: false).count == 11)
        #expect(RankRuns.runs(length: 3, aceWraps: false).count == 12)
        #expect(RankRuns.runs(length: 3, aceWraps: true).count == 13)
    }

    @Test("a selection matching several hands scores the one worth most under the table")
    func tablePicksTheBest() {
        var points = HandType.allCases.map(\.rawValue)
        points[HandType.flush.index] = 200
        let detector = PokerHandDetector(scoring: ScoringTable(points))
        #expect(detector.detectHand(cards: Self.cards("TS JS QS KS AS")) == .flush)
        #expect(PokerHandDetector().detectHand(cards: Self.cards("TS JS QS KS AS")) == .royalFlush)
        #expect(ReferenceHandEvaluator().bestHand(Self.cards("TS JS QS KS AS")) { points[$0.index] } == .flush)
    }

    @Test("the detector and the reference agree on every 2- and 3-card set and on random 4- and 5-card sets",
          arguments: [true, false])
    func agreesWithReference(aceWraps: Bool) {
        let detector = PokerHandDetector(aceWraps: aceWraps)
        let reference = ReferenceHandEvaluator(aceWraps: aceWraps)
        let deck = Card.fullDeck
        for a in 0..<52 {
            for b in (a + 1)..<52 {
                #expect(detector.detectHand(cards: [deck[a], deck[b]]) == reference.bestHand([deck[a], deck[b]]))
                for c in stride(from: b + 1, to: 52, by: 3) {
                    let set = [deck[a], deck[b], deck[c]]
                    if detector.detectHand(cards: set) != reference.bestHand(set) { Issue.record("\(set)") }
                }
            }
        }
        var rng = Xoshiro256StarStar(seed: 9)
        for _ in 0..<4_000 {
            var shuffled = deck
            rng.shuffle(&shuffled)
            for size in 4...5 {
                let set = Array(shuffled.prefix(size))
                if detector.detectHand(cards: set) != reference.bestHand(set) { Issue.record("\(set)") }
            }
        }
    }
}
