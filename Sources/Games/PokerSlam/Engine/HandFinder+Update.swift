extension HandFinder {
    /// The hands of `grid`, from the hands of the grid `before` it (`previous`, as `hands(in:)` listed them): only the
    /// connected sets with a card that changed are searched again, and the list comes out exactly as `hands(in: grid)`
    /// would give it, in the same order.
    ///
    /// After a play, the cards above the removed ones drop and the deck refills the top: a set whose cells all kept
    /// their cards keeps its verdict, so the hands away from the changed cells stay, and the search grows sets only
    /// from a changed cell. The new hands are put in place by `HandFinderOrder`.
    @inlinable
    public func hands(in grid: CardGrid, updating previous: [FoundHand], from before: CardGrid) -> [FoundHand] {
        let changed = grid.changedCells(from: before).bits
        guard changed != 0 else { return previous }
        let order = HandFinderOrder.grid
        // The new hands in a buffer on the stack: at most one per connected set.
        return withUnsafeTemporaryAllocation(of: FoundHand.self, capacity: order.count) { storage in
            var buffer = HandBuffer(storage: storage.baseAddress!, capacity: order.count)
            visitHands(in: grid, touching: CellSet(bits: changed), with: &buffer)
            let fresh = buffer.hands
            return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: fresh.count) { keys in
                // Position in the high half, index in `fresh` in the low half: sorting the keys sorts the hands.
                for index in fresh.indices { keys[index] = UInt32(order.position(of: fresh[index].cells)) << 16 | UInt32(index) }
                // Insertion sort: a few dozen keys, mostly in order already (the search meets sets roughly by position).
                for index in keys.indices.dropFirst() {
                    let key = keys[index]
                    var slot = index
                    while slot > 0 && keys[slot - 1] > key {
                        keys[slot] = keys[slot - 1]
                        slot -= 1
                    }
                    keys[slot] = key
                }
                // The kept hands and the new ones, merged by position straight into the result's storage.
                return Array(unsafeUninitializedCapacity: previous.count + fresh.count) { output, written in
                    previous.withUnsafeBufferPointer { kept in
                        var count = 0
                        var next = 0
                        for hand in kept where hand.cells.bits & changed == 0 {
                            let position = UInt32(order.position(of: hand.cells))
                            while next < fresh.count && keys[next] >> 16 < position {
                                (output.baseAddress! + count).initialize(to: fresh[Int(keys[next] & 0xFFFF)])
                                count += 1
                                next += 1
                            }
                            (output.baseAddress! + count).initialize(to: hand)
                            count += 1
                        }
                        while next < fresh.count {
                            (output.baseAddress! + count).initialize(to: fresh[Int(keys[next] & 0xFFFF)])
                            count += 1
                            next += 1
                        }
                        written = count
                    }
                }
            }
        }
    }

    /// Calls `visitor` with each hand whose cells include one of `cells`, until it returns false. Each set is grown
    /// from its first cell among `cells` (the earlier ones left out), so each is met once; the order is not
    /// `visitHands(in:with:)`'s.
    @inlinable
    public func visitHands<V: HandVisitor>(in grid: CardGrid, touching cells: CellSet, with visitor: inout V) {
        search(grid, roots: cells.bits, touching: true, with: &visitor)
    }
}
