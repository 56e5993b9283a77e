import PlaytestKit
import Testing
@testable import Party

@Suite("PartyReference")
struct PartyReferenceTests {
    @Test("the reference filter drops digits, (disambiguation), List of and Category:, ASCII or not, case ignored")
    func filterRule() {
        for title in ["Apollo 11", "Mercury (Disambiguation)", "LIST OF rivers", "category:Harbors", "Zoë 7", "Café (disambiguation)", "List of cafés"] {
            #expect(PartyReference.isFiltered(title), "\(title)")
        }
        for title in ["The Silent Harbor", "A List", "Listing of", "Categories", "(disambiguation", "Zoë", "Café Society", "Seven"] {
            #expect(!PartyReference.isFiltered(title), "\(title)")
        }
    }

    @Test("the reference filter agrees with the title bank's on every title of the synthetic bank")
    func agreesWithBank() {
        let titles = TitleBank.synthetic.titles.map(\.text)
        #expect(titles.contains { PartyReference.isFiltered($0) })
        for title in titles { #expect(PartyReference.isFiltered(title) == TitleBank.isFiltered(title), "\(title)") }
    }

    @Test("the reference filter's byte reading agrees with its lowered reading on many random titles, ASCII or not")
    func bytesAgreeWithLowering() {
        var rng = Xoshiro256StarStar(seed: 4)
        let pieces = ["List of", "LIST OF ", "list", "Category:", "CATEGORY", "(disambiguation)", "(Disambiguation)", "(dis", "7", "é", "Zoë",
                      "The ", "harbor", " ", "of", ":", "("]
        for _ in 0..<20_000 {
            let title = (0..<rng.draw(index: 4)).map { _ in pieces[rng.draw(index: pieces.count)] }.joined()
            #expect(PartyReference.isFiltered(title) == PartyReference.isFilteredByLowering(title), "\(title)")
        }
    }
}
