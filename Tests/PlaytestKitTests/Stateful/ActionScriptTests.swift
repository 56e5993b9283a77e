import PlaytestHarness
import Testing

@Suite("ActionScript")
struct ActionScriptTests {
    @Test("splits on the commas outside parentheses and trims each action")
    func splits() {
        #expect(ActionScript(parsing: "tap(2,2),exitToMenu, advance 1s").texts == ["tap(2,2)", "exitToMenu", "advance 1s"])
        #expect(ActionScript(parsing: " roll , toggleLock(0) ,advance 0.40 s").texts == ["roll", "toggleLock(0)", "advance 0.40 s"])
        #expect(ActionScript(parsing: "play((1,2),(3,4)),save").texts == ["play((1,2),(3,4))", "save"])
    }

    @Test("an empty text holds no action; an empty entry between commas is kept, to be refused by name")
    func empties() {
        #expect(ActionScript(parsing: "").texts.isEmpty)
        #expect(ActionScript(parsing: "   ").texts.isEmpty)
        #expect(ActionScript(parsing: "roll,,save").texts == ["roll", "", "save"])
    }
}
