/// The second smallest of a sequence of numbers, counting repeats: what `values.sorted().dropFirst().first` gives,
/// without keeping or sorting the values.
///
/// With a NaN among the values the sorted order (and so its second element) depends on the sort's algorithm, so
/// `second` is then nil and `hasNaN` true: the caller sorts the values itself.
struct SecondSmallest {
    private var smallest = Double.infinity
    private var next = Double.infinity
    private var count = 0
    /// True once a NaN was added.
    private(set) var hasNaN = false

    /// An empty sequence.
    init() {}

    /// Adds `value`.
    mutating func add(_ value: Double) {
        count += 1
        if value.isNaN { hasNaN = true }
        if value < smallest {
            next = smallest
            smallest = value
        } else if value < next {
            next = value
        }
    }

    /// The second smallest value; nil when fewer than two were added, or a NaN was.
    var second: Double? {
        count < 2 || hasNaN ? nil : next
    }
}
