// MARK: - Sorting the event schedule

extension DiceGroup {
    /// Sorts distinct event keys ascending, in place and without allocating.
    ///
    /// Quicksort with a median-of-three pivot, insertion sort below 24 keys.
    /// The standard library's sort is stable and allocates a buffer; the
    /// schedule needs neither.
    /// - Complexity: O(n log n) expected.
    static func sortKeys(_ keys: inout [UInt64]) {
        keys.withUnsafeMutableBufferPointer { buffer in
            guard buffer.count > 1 else { return }
            quicksort(buffer, 0, buffer.count - 1)
        }
    }

    private static func quicksort(_ keys: UnsafeMutableBufferPointer<UInt64>, _ low: Int, _ high: Int) {
        var low = low
        var high = high
        while high - low >= 24 {
            let middle = low + (high - low) / 2
            if keys[middle] < keys[low] { keys.swapAt(middle, low) }
            if keys[high] < keys[low] { keys.swapAt(high, low) }
            if keys[high] < keys[middle] { keys.swapAt(high, middle) }
            let pivot = keys[middle]
            var left = low
            var right = high
            while left <= right {
                while keys[left] < pivot { left += 1 }
                while keys[right] > pivot { right -= 1 }
                if left <= right {
                    keys.swapAt(left, right)
                    left += 1
                    right -= 1
                }
            }
            // Recurse into the smaller side, loop on the larger: O(log n) stack.
            if right - low < high - left {
                quicksort(keys, low, right)
                low = left
            } else {
                quicksort(keys, left, high)
                high = right
            }
        }
        insertionSort(keys, low, high)
    }

    private static func insertionSort(_ keys: UnsafeMutableBufferPointer<UInt64>, _ low: Int, _ high: Int) {
        guard high > low else { return }
        for index in (low + 1)...high {
            let key = keys[index]
            var position = index
            while position > low, keys[position - 1] > key {
                keys[position] = keys[position - 1]
                position -= 1
            }
            keys[position] = key
        }
    }
}
