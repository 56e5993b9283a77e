import PlaytestKit
import Testing
@testable import SquareColor

@Suite("SquareColorView")
struct SquareColorViewTests {
    @Test("the view's grid and targets show each square's colour and shape, in order, on every difficulty")
    func squaresShown() {
        for difficulty in Difficulty.allCases {
            var rng = Xoshiro256StarStar(seed: 4)
            var session = SquareColorSession(settings: SquareColorSettings(difficulty: difficulty))
            session.startGame(using: &rng)
            let view = SquareColorView(session)
            #expect(view.grid.count == session.grid.count && Array(view.grid.indices) == Array(session.grid.indices))
            #expect(view.grid.map(\.color) == session.grid.map(\.color) && view.grid.map(\.shape) == session.grid.map(\.shape))
            #expect(view.targets.map(\.color) == session.targets.map(\.color) && view.targets.map(\.shape) == session.targets.map(\.shape))
        }
    }

    @Test("the preview's ticks left count down to its end")
    func previewTicksLeft() {
        var rng = Xoshiro256StarStar(seed: 2)
        var session = SquareColorSession(settings: SquareColorSettings(difficulty: .medium))
        session.startGame(using: &rng)
        #expect(SquareColorView(session).previewTicksLeft == Difficulty.previewTicks)
        session.wait(10, using: &rng)
        #expect(SquareColorView(session).previewTicksLeft == Difficulty.previewTicks - 10)
        session.wait(15, using: &rng)
        #expect(SquareColorView(session).previewTicksLeft == 0 && session.state == .playing)
    }
}
