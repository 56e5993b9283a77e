// MARK: - Sorting the event schedule

extension DiceGroup {
    /// Sorts the schedule's keys by event time, in place.
    ///
    /// Keys are appended in die order (a die's start before its settle), so a
    /// stable sort on the time offset alone (bits 40 to 60) leaves them in full
    /// key order: by time, then die, then kind. Below 32 keys an insertion
    /// sort; above, a least-significant-digit radix sort in three passes of 7
    /// bits, which has no data-dependent branches (a comparison sort spends
    /// most of its time on mispredicted branches here).
    /// - Complexity: O(n), with `scratch` as the second buffer.
    static func sortKeys(_ keys: inout [UInt64], scratch: inout [UInt64]) {
        if keys.count < 32 {
            insertionSort(&keys)
            return
        }
        if scratch.count < keys.count {
            scratch = [UInt64](repeating: 0, count: keys.count)
        }
        let count = keys.count
        keys.withUnsafeMutableBufferPointer { source in
            scratch.withUnsafeMutableBufferPointer { target in
                var from = source.baseAddress!
                var to = target.baseAddress!
                for shift in stride(from: UInt64(40), through: 54, by: 7) {
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: 128) { buckets in
                        buckets.initialize(repeating: 0)
                        for index in 0..<count { buckets[Int((from[index] >> shift) & 127)] += 1 }
                        var total = 0
                        for bucket in 0..<128 {
                            let size = buckets[bucket]
                            buckets[bucket] = total
                            total += size
                        }
                        for index in 0..<count {
                            let key = from[index]
                            let bucket = Int((key >> shift) & 127)
                            to[buckets[bucket]] = key
                            buckets[bucket] += 1
                        }
                    }
                    swap(&from, &to)
                }
                // Three passes: the sorted keys are in the scratch buffer.
                source.baseAddress!.update(from: from, count: count)
            }
        }
    }

    /// Sorts a few keys ascending by insertion.
    private static func insertionSort(_ keys: inout [UInt64]) {
        guard keys.count > 1 else { return }
        keys.withUnsafeMutableBufferPointer { buffer in
            for index in 1..<buffer.count {
                let key = buffer[index]
                var position = index
                while position > 0, buffer[position - 1] > key {
                    buffer[position] = buffer[position - 1]
                    position -= 1
                }
                buffer[position] = key
            }
        }
    }
}
