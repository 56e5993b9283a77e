// MARK: - Sets and dictionaries

extension Gen where Value: Hashable & Sendable {
    /// Arrays of distinct elements, in the order they were first drawn, with a count drawn from `count`.
    ///
    /// Elements are drawn until `count` distinct ones are found; a repeat is skipped. If the generator cannot
    /// give that many (a small domain), drawing stops after `10 * count + 100` elements and the array is shorter.
    /// Shrinks like an array: fewer elements, each simpler.
    public func unique(count: ClosedRange<Int>) -> Gen<[Value]> {
        Gen<[Value]> { source in
            let target = count.lowerBound == count.upperBound ? count.lowerBound : source.draw(in: count)
            var seen = Set<Value>()
            var values: [Value] = []
            var attempts = 0
            while values.count < target, attempts < 10 * target + 100 {
                attempts += 1
                let value = generate(&source)
                if seen.insert(value).inserted { values.append(value) }
            }
            return values
        }
    }

    /// Sets with a count drawn from `count` (see `unique(count:)`).
    ///
    /// A `Set`'s iteration order varies between processes; the choices, and so the replay, do not.
    public func set(count: ClosedRange<Int>) -> Gen<Set<Value>> {
        unique(count: count).map { Set($0) }
    }
}

extension Gen {
    /// Dictionaries with unique keys from `keys` (see `unique(count:)`), each key's value drawn from `values` right
    /// after it; a repeated key draws no value.
    ///
    /// A `Dictionary`'s iteration order varies between processes; the choices, and so the replay, do not.
    public static func dictionary<Key: Hashable & Sendable, Element>(
        keys: Gen<Key>, values: Gen<Element>, count: ClosedRange<Int>
    ) -> Gen<[Key: Element]> where Value == [Key: Element] {
        Gen { source in
            let target = count.lowerBound == count.upperBound ? count.lowerBound : source.draw(in: count)
            var result: [Key: Element] = [:]
            var attempts = 0
            while result.count < target, attempts < 10 * target + 100 {
                attempts += 1
                let key = keys.generate(&source)
                if result[key] == nil { result[key] = values.generate(&source) }
            }
            return result
        }
    }
}

// MARK: - Recursion

extension Gen {
    /// Recursive values (trees, expressions) at most `maxDepth` branches deep.
    ///
    /// At each level a choice picks a leaf (the simplest) or, below `maxDepth`, a branch built by `branch` from
    /// the generator one level down, with probability `branchProbability` out of 1024 (default 512). Shrinks
    /// toward a leaf.
    public static func recursive(
        maxDepth: Int, branchProbability: Int = 512, leaf: Gen<Value>, branch: @escaping @Sendable (Gen<Value>) -> Gen<Value>
    ) -> Gen<Value> {
        precondition(maxDepth >= 0 && (0...1024).contains(branchProbability), "a depth of at least 0 and a probability out of 1024")
        var gen = leaf
        for _ in 0..<maxDepth {
            let below = branch(gen)
            gen = Gen { source in
                source.draw(below: 1024) < 1024 - branchProbability ? leaf.generate(&source) : below.generate(&source)
            }
        }
        return gen
    }
}
