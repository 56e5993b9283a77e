import Foundation
import PlaytestKit
import Testing
@testable import PokerSlam

@Suite struct HandOddsTests {
    static func count(_ rows: [HandOdds.Row], _ cards: Int, _ hand: HandType) -> Int {
        rows.first { $0.cards == cards && $0.hand == hand }?.combinations ?? 0
    }

    @Test("the 5-card counts are poker's, with the wrap adding three straights per suit pattern")
    func fiveCardFigures() {
        let wrap = HandOdds.table(aceWraps: true)
        let linear = HandOdds.table(aceWraps: false)
        // Without the wrap: the classic figures (4 royal, 36 other straight flushes, 3,744, 5,108, 10,200).
        #expect(Self.count(linear, 5, .royalFlush) == 4)
        #expect(Self.count(linear, 5, .straightFlush) == 36)
        #expect(Self.count(linear, 5, .fullHouse) == 3_744)
        #expect(Self.count(linear, 5, .flush) == 5_108)
        #expect(Self.count(linear, 5, .straight) == 10_200)
        // With it: 13 runs instead of 10.
        #expect(Self.count(wrap, 5, .straightFlush) == 13 * 4 - 4)
        #expect(Self.count(wrap, 5, .straight) == 13 * (1024 - 4))
        #expect(Self.count(wrap, 5, .flush) == 4 * 1287 - 13 * 4)
        #expect(Self.count(wrap, 2, .pair) == 78)
        #expect(Self.count(wrap, 4, .fourOfAKind) == 13)
        #expect(Self.count(wrap, 3, .miniRoyalFlush) == 4)
    }

    @Test("the combinatorial counts equal a brute-force count over every 2- and 3-card subset", arguments: [true, false])
    func bruteForce(aceWraps: Bool) {
        let rows = HandOdds.table(aceWraps: aceWraps)
        let detector = PokerHandDetector(aceWraps: aceWraps)
        var counts: [Int: [Int]] = [2: Array(repeating: 0, count: 17), 3: Array(repeating: 0, count: 17)]
        let deck = Card.fullDeck
        for a in 0..<52 {
            for b in (a + 1)..<52 {
                if let hand = detector.detectHand(cards: [deck[a], deck[b]]) { counts[2]![hand.index] += 1 }
                for c in (b + 1)..<52 {
                    if let hand = detector.detectHand(cards: [deck[a], deck[b], deck[c]]) { counts[3]![hand.index] += 1 }
                }
            }
        }
        for size in 2...3 {
            for hand in HandType.allCases {
                #expect(Self.count(rows, size, hand) == counts[size]![hand.index], "\(size) \(hand)")
            }
        }
        #expect(HandOdds.subsets(of: 5) == 2_598_960)
    }

    @Test("hand-odds.csv has the header and one row per hand that occurs")
    func csv() {
        let lines = HandOdds.csv(aceWraps: true).split(separator: "\n")
        #expect(lines.first == "cards,hand,combinations")
        #expect(lines.contains("5,royalFlush,4"))
        #expect(lines.count == 1 + 17)
    }
}

@Suite struct TunePokerSlamScenarioTests {
    @Test("Scenarios/tune-pokerslam.json gives every hand its expected number per fresh grid with its 95% interval, as the report's FreshGridOdds counts them")
    func figuresAreTheFreshGridOdds() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Scenarios/tune-pokerslam.json")
        let root = try JSONParser.parse(String(contentsOf: url, encoding: .utf8))
        guard case .object(let shares)? = root["tune"]?["objective"]?["shares"] else {
            Issue.record("no $.tune.objective.shares")
            return
        }
        let fresh = FreshGridOdds(aceWraps: true, seed: PokerSlamReport.raritySeed, deals: PokerSlamReport.rarityDeals)
        #expect(shares.count == HandType.allCases.count)
        for hand in HandType.allCases {
            let expected = try #require(fresh.entry(hand).expected)
            guard let figure = shares.first(where: { $0.key == PokerSlamSettings.pointsParameter(hand) })?.value,
                  case .number(let value)? = figure["value"], case .number(let lower)? = figure["lower"], case .number(let upper)? = figure["upper"] else {
                Issue.record("\(hand.name) has no value, lower and upper")
                continue
            }
            for (literal, exact) in [(value, expected.estimate), (lower, expected.lower), (upper, expected.upper)] {
                let written = try #require(Double(literal))
                #expect(abs(written - exact) <= 1e-5, "\(hand.name): \(written) against \(exact)")
            }
        }
    }
}
