import PokerSlam
import Testing

@Suite("HandType")
struct HandTypeTests {
    @Test("plural names read as English: Royal Flushes, Fours of a Kind, Two Pairs, Full Houses")
    func pluralNames() {
        #expect(HandType.royalFlush.pluralName == "Royal Flushes")
        #expect(HandType.miniFlush.pluralName == "Mini Flushes")
        #expect(HandType.fourOfAKind.pluralName == "Fours of a Kind")
        #expect(HandType.threeOfAKind.pluralName == "Threes of a Kind")
        #expect(HandType.twoPair.pluralName == "Two Pairs")
        #expect(HandType.fullHouse.pluralName == "Full Houses")
        #expect(HandType.straight.pluralName == "Straights")
        for hand in HandType.allCases {
            #expect(!hand.pluralName.hasSuffix("shs") && !hand.pluralName.hasSuffix("Kinds"), "\(hand.pluralName)")
        }
    }

    @Test("each spelt-out name is the case's own name, as the runtime spells it, at the case's index")
    func namesAreTheCaseNames() {
        for hand in HandType.allCases {
            #expect(hand.name == String(describing: hand))
        }
    }
}
