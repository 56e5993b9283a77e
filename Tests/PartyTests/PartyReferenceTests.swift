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
}
