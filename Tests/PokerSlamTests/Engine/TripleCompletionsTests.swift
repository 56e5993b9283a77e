import Testing
@testable import PokerSlam

@Suite struct TripleCompletionsTests {
    @Test("each three cells' completions are the other cells of the connected sets of five holding them (every fifth triple)")
    func completionsMatchTheSetsOfFive() {
        let fives = ConnectedCellSets.bySize[3]
        var checked = 0
        var completable = 0
        var index = 0
        for a in 0..<CardGrid.cellCount {
            for b in (a + 1)..<CardGrid.cellCount {
                for c in (b + 1)..<CardGrid.cellCount {
                    index += 1
                    guard index % 5 == 0 else { continue }
                    let triple: UInt32 = 1 << UInt32(a) | 1 << UInt32(b) | 1 << UInt32(c)
                    var expected: UInt32 = 0
                    for set in fives where set & triple == triple { expected |= set & ~triple }
                    #expect(TripleCompletions.grid.cells(completing: triple) == expected, "\(CellSet(bits: triple))")
                    checked += 1
                    if expected != 0 { completable += 1 }
                }
            }
        }
        #expect(checked == 460)
        #expect(completable > 20 && completable < checked, "near triples complete, far ones do not")
    }
}
