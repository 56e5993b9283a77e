/// Which sets of ranks are straights, with or without the ace wrapping from king to two.
///
/// Ranks are a 13-bit mask (two is bit 0, ace bit 12). With `aceWraps` the
/// ranks form a cycle 2..K, A, 2, so K A 2 is a straight: 13 runs of each
/// length. Without it the ace is high or low (A 2 3 and Q K A, not K A 2):
/// 15 - n runs of length n.
///
/// The tables live in memory allocated once and never freed (two rules, 16 KB
/// each), read through pointers so that the hand search's inner loop does no
/// reference counting.
public struct RankRuns: @unchecked Sendable {
    /// For each mask: its number of ranks if they form one run, else 0.
    @usableFromInline let runLength: UnsafePointer<UInt8>
    /// For each mask: 1 if its ranks fit inside some run of 5 (so more cards could still complete a straight), else 0.
    @usableFromInline let fitsFive: UnsafePointer<UInt8>
    /// For each mask: the ranks not in it that it still fits inside some run of 5 with.
    @usableFromInline let extending: UnsafePointer<UInt16>

    /// The runs with the ace wrapping (the default rule).
    public static let wrapping = RankRuns(aceWraps: true)
    /// The runs with the ace high or low only (the older rule).
    public static let linear = RankRuns(aceWraps: false)

    /// The runs for one rule.
    public static func forRule(aceWraps: Bool) -> RankRuns { aceWraps ? wrapping : linear }

    /// Every run of `length` ranks, as masks, in a fixed order.
    public static func runs(length: Int, aceWraps: Bool) -> [UInt16] {
        // Positions 0...12 are two...ace; position -1 is the ace played low.
        func bit(_ position: Int) -> UInt16 { 1 << UInt16((position + 13) % 13) }
        let starts = aceWraps ? Array(0..<13) : Array(-1...(13 - length))
        return starts.map { start in (0..<length).reduce(UInt16(0)) { $0 | bit(start + $1) } }
    }

    init(aceWraps: Bool) {
        var lengths = [UInt8](repeating: 0, count: 1 << 13)
        var fits = [Bool](repeating: false, count: 1 << 13)
        for length in 1...5 {
            for run in Self.runs(length: length, aceWraps: aceWraps) { lengths[Int(run)] = UInt8(length) }
        }
        for window in Self.runs(length: 5, aceWraps: aceWraps) {
            // Every subset of a window fits.
            var subset = window
            while true {
                fits[Int(subset)] = true
                if subset == 0 { break }
                subset = (subset - 1) & window
            }
        }
        let lengthTable = UnsafeMutablePointer<UInt8>.allocate(capacity: lengths.count)
        lengthTable.initialize(from: lengths, count: lengths.count)
        let fitsTable = UnsafeMutablePointer<UInt8>.allocate(capacity: fits.count)
        fitsTable.initialize(from: fits.map { $0 ? 1 : 0 }, count: fits.count)
        let extendingTable = UnsafeMutablePointer<UInt16>.allocate(capacity: fits.count)
        for mask in 0..<fits.count {
            var ranks: UInt16 = 0
            for rank in 0..<13 where mask & (1 << rank) == 0 && fits[mask | 1 << rank] { ranks |= 1 << UInt16(rank) }
            (extendingTable + mask).initialize(to: ranks)
        }
        runLength = UnsafePointer(lengthTable)
        fitsFive = UnsafePointer(fitsTable)
        extending = UnsafePointer(extendingTable)
    }

    /// True when the ranks of `mask` are `count` distinct ranks forming one run.
    @inlinable
    public func isRun(_ mask: UInt16, count: Int) -> Bool { Int(runLength[Int(mask & 0x1FFF)]) == count && count > 0 }

    /// The ranks (as a mask) that, added one at a time to `mask`, keep its ranks within some run of five.
    @inlinable
    public func extensions(of mask: UInt16) -> UInt16 { extending[Int(mask & 0x1FFF)] }

    /// True when the ranks of `mask` lie within some run of five.
    @inlinable
    public func fitsInFive(_ mask: UInt16) -> Bool { fitsFive[Int(mask & 0x1FFF)] != 0 }
}
