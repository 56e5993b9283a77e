/// A composable generator of test inputs that reads every choice from a `ChoiceSource`.
///
/// Closure-based, for test inputs only; simulation hot paths draw from a
/// concrete generator instead. Shrinking needs nothing from a `Gen`: it
/// simplifies the recorded choices and runs the generator again.
public struct Gen<Value>: Sendable {
    /// Produces one value, drawing from the source.
    public let generate: @Sendable (inout ChoiceSource) -> Value

    /// Wraps a generating function.
    @inlinable
    public init(_ generate: @escaping @Sendable (inout ChoiceSource) -> Value) {
        self.generate = generate
    }

    /// A generator of the transformed values.
    @inlinable
    public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Gen<T> {
        Gen<T> { source in transform(generate(&source)) }
    }

    /// A generator whose second stage depends on the first stage's value.
    @inlinable
    public func flatMap<T>(_ next: @escaping @Sendable (Value) -> Gen<T>) -> Gen<T> {
        Gen<T> { source in next(generate(&source)).generate(&source) }
    }

    /// A generator that keeps drawing until `predicate` holds (at most `attempts` times, then the last value).
    @inlinable
    public func filter(attempts: Int = 100, _ predicate: @escaping @Sendable (Value) -> Bool) -> Gen<Value> {
        Gen { source in
            var value = generate(&source)
            var tries = 1
            while !predicate(value), tries < attempts {
                value = generate(&source)
                tries += 1
            }
            return value
        }
    }

    /// How `choices` are read when this generator replays them (without running any property).
    public func shape(of choices: [UInt64]) -> ChoiceShape {
        var source = ChoiceSource(replaying: choices, recordingShape: true)
        _ = generate(&source)
        return source.shape
    }

    /// Arrays whose length is drawn from `length`, each element from this generator; a fixed length draws nothing.
    @inlinable
    public func array(length: ClosedRange<Int>) -> Gen<[Value]> {
        Gen<[Value]> { source in
            let count = length.lowerBound == length.upperBound ? length.lowerBound : source.draw(in: length)
            var values: [Value] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(generate(&source)) }
            return values
        }
    }

    /// Lists that continue with probability `continuation` before each element (at most `maxLength`).
    ///
    /// Each element is preceded by its own continue flag, so deleting a flag and
    /// its element from the choices removes exactly one element: the encoding
    /// under which deletion shrinks a list well.
    @inlinable
    public func list(continuation: Double = 0.8, maxLength: Int = 100) -> Gen<[Value]> {
        Gen<[Value]> { source in
            var values: [Value] = []
            while values.count < maxLength, source.drawUnitDouble() >= 1 - continuation {
                values.append(generate(&source))
            }
            return values
        }
    }

    /// Optional values: nil when the first choice is the simplest.
    @inlinable
    public var optional: Gen<Value?> {
        Gen<Value?> { source in source.draw(below: 4) == 0 ? nil : generate(&source) }
    }
}

// MARK: - Constructors

extension Gen {
    /// Always the same value, drawing nothing.
    @inlinable
    public static func constant(_ value: Value) -> Gen<Value> where Value: Sendable {
        Gen { _ in value }
    }

    /// A uniform element of a non-empty array; shrinks towards the first.
    @inlinable
    public static func element(of values: [Value]) -> Gen<Value> where Value: Sendable {
        precondition(!values.isEmpty, "Gen.element(of:) needs at least one value")
        return Gen { source in values[source.draw(index: values.count)] }
    }

    /// One of several generators, picked with probability proportional to its weight; shrinks towards the first.
    @inlinable
    public static func weighted(_ choices: [(weight: Int, gen: Gen<Value>)]) -> Gen<Value> {
        let total = choices.reduce(0) { $0 + $1.weight }
        precondition(total > 0 && choices.allSatisfy { $0.weight >= 0 }, "weights must be non-negative with a positive sum")
        let entries = choices
        return Gen { source in
            var pick = source.draw(index: total)
            for entry in entries {
                if pick < entry.weight { return entry.gen.generate(&source) }
                pick -= entry.weight
            }
            return entries[entries.count - 1].gen.generate(&source)
        }
    }

    /// One of several generators, uniformly.
    @inlinable
    public static func oneOf(_ gens: [Gen<Value>]) -> Gen<Value> {
        weighted(gens.map { (weight: 1, gen: $0) })
    }
}

extension Gen where Value == Int {
    /// Uniform integers in the range; shrinks towards the lower bound.
    @inlinable
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        Gen { source in source.draw(in: range) }
    }
}

extension Gen where Value == UInt64 {
    /// Raw 64-bit words; shrinks towards 0.
    @inlinable
    public static var word: Gen<UInt64> { Gen { source in source.next() } }
}

extension Gen where Value == Double {
    /// Uniform doubles in [lower, upper); shrinks towards the lower bound.
    @inlinable
    public static func double(in range: Range<Double>) -> Gen<Double> {
        Gen { source in range.lowerBound + source.drawUnitDouble() * (range.upperBound - range.lowerBound) }
    }
}

extension Gen where Value == Bool {
    /// Fair booleans; shrinks towards false.
    @inlinable
    public static var bool: Gen<Bool> { Gen { source in source.draw(below: 2) == 1 } }
}

/// Pairs of independent values.
@inlinable
public func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> {
    Gen { source in (a.generate(&source), b.generate(&source)) }
}

/// Triples of independent values.
@inlinable
public func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)> {
    Gen { source in (a.generate(&source), b.generate(&source), c.generate(&source)) }
}

/// Four independent values, drawn in order.
@inlinable
public func zip<A, B, C, D>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>) -> Gen<(A, B, C, D)> {
    Gen { source in (a.generate(&source), b.generate(&source), c.generate(&source), d.generate(&source)) }
}

/// Five independent values, drawn in order.
@inlinable
public func zip<A, B, C, D, E>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>) -> Gen<(A, B, C, D, E)> {
    Gen { source in (a.generate(&source), b.generate(&source), c.generate(&source), d.generate(&source), e.generate(&source)) }
}

/// Six independent values, drawn in order (for more, zip tuples of zips).
@inlinable
public func zip<A, B, C, D, E, F>(
    _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>, _ f: Gen<F>
) -> Gen<(A, B, C, D, E, F)> {
    Gen { source in
        (a.generate(&source), b.generate(&source), c.generate(&source), d.generate(&source), e.generate(&source), f.generate(&source))
    }
}
