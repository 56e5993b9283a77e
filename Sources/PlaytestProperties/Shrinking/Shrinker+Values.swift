// MARK: - Words as the values they stand for

extension Shrinker {
    /// The value a Lemire draw below `bound` reads from `word` (its first word; see `draw(below:)`).
    static func value(of word: UInt64, below bound: UInt64) -> UInt64 {
        (word &+ 1).multipliedFullWidth(by: bound).high
    }

    /// The smallest word that a Lemire draw below `bound` reads as `value` without rejecting it.
    ///
    /// `value` must be below `bound`. Every smaller word reads a smaller value (or is rejected), so lowering a
    /// word's value to `value` through this word also makes the choices simpler.
    static func word(for value: UInt64, below bound: UInt64) -> UInt64 {
        guard value > 0 else { return 0 }
        // The draw reads high((w + 1) * bound): the least w + 1 reading `value` is ceil(value * 2^64 / bound).
        let (quotient, remainder) = bound.dividingFullWidth((high: value, low: 0))
        var word = quotient &+ (remainder > 0 ? 1 : 0) &- 1
        let threshold = (0 &- bound) % bound
        if (word &+ 1).multipliedFullWidth(by: bound).low < threshold { word &+= 1 }
        return word
    }

    /// `word` lowered by one: by one value when it was drawn below a bound, else by one.
    func decremented(_ word: UInt64, kind: ChoiceKind) -> UInt64 {
        guard case .below(let bound) = kind else { return word - 1 }
        let value = Self.value(of: word, below: bound)
        return value == 0 ? word - 1 : Self.word(for: value - 1, below: bound)
    }

    // MARK: - Lowering

    /// Lowers a word drawn below `bound` to its smallest failing value: zero first, then one value lower (when
    /// that passes the value is kept, for two replays), then a binary search over the values (log2(value)
    /// replays), each tried through its smallest word.
    mutating func searchValue(at index: Int, below bound: UInt64, _ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        var candidate = best
        candidate[index] = 0
        if attempt(candidate, &best, replay) { return true }
        guard index < best.count else { return false }
        var improved = false
        var high = Self.value(of: best[index], below: bound)  // known to fail; 0 is known to pass (or to change the case)
        if high > 1 {
            // One value lower first: when that passes the value is already the least (as far as a binary search
            // could tell), and the search is skipped; this is what every word of an already minimal case costs.
            candidate = best
            candidate[index] = Self.word(for: high - 1, below: bound)
            guard attempt(candidate, &best, replay) else { return false }
            improved = true
            guard index < best.count, shape.kind(at: index) == .below(bound) else { return true }
            high = Self.value(of: best[index], below: bound)
        }
        _ = Bisection.search(low: 0, high: high) { middle in
            guard replays < budget else { return .stop }
            candidate = best
            candidate[index] = Self.word(for: middle, below: bound)
            guard attempt(candidate, &best, replay) else { return .low }
            improved = true
            guard index < best.count, shape.kind(at: index) == .below(bound) else { return .stop }
            return .high(Self.value(of: best[index], below: bound))
        }
        return improved
    }

    /// Lowers a word read as a number: zero, then 1, 3, 7, 15, ... until one fails, then a binary search below it,
    /// so a small value costs about twice its bit length in replays, whatever the word was.
    mutating func searchFromBelow(at index: Int, _ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        var candidate = best
        candidate[index] = 0
        if attempt(candidate, &best, replay) { return true }
        guard index < best.count else { return false }
        var low: UInt64 = 0  // known to pass
        var probe: UInt64 = 1
        var improved = false
        while probe < best[index], replays < budget {
            candidate = best
            candidate[index] = probe
            if attempt(candidate, &best, replay) {
                improved = true
                break
            }
            low = probe
            probe = probe > UInt64.max / 2 ? UInt64.max : probe * 2 + 1
        }
        guard index < best.count else { return improved }
        _ = Bisection.search(low: low, high: best[index]) { middle in
            guard replays < budget else { return .stop }
            candidate = best
            candidate[index] = middle
            guard attempt(candidate, &best, replay) else { return .low }
            improved = true
            return index < best.count ? .high(best[index]) : .stop
        }
        return improved
    }

    // MARK: - Moving value

    /// Moves value from word `first` to word `second`: as values when both were drawn below the same bound, as
    /// words when both were read the same other way, and not at all between words read differently (a list's
    /// length and an element, two ranges), where a binary search over the bits would spend some 60 replays on
    /// moves that mean nothing.
    mutating func moveEither(from first: Int, to second: Int, _ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        let kinds = (shape.kind(at: first), shape.kind(at: second))
        if case .below(let bound) = kinds.0, kinds.1 == .below(bound) {
            return moveValue(from: first, to: second, below: bound, &best, replay)
        }
        // Words read as different things (a length and an element, two ranges): moving bits between them means nothing.
        if kinds.0 != kinds.1 { return false }
        return move(from: first, to: second, &best, replay)
    }

    /// Moves as much value as still fails from one word drawn below `bound` to another: all that fits first, then
    /// a binary search on the amount.
    mutating func moveValue(from first: Int, to second: Int, below bound: UInt64, _ best: inout [UInt64], _ replay: ShapedReplay) -> Bool {
        let source = Self.value(of: best[first], below: bound)
        let target = Self.value(of: best[second], below: bound)
        let room = bound - 1 - min(target, bound - 1)
        let most = min(source, room)
        guard most > 0 else { return false }
        let original = best
        func candidate(_ amount: UInt64) -> [UInt64] {
            var result = original
            result[first] = Self.word(for: source - amount, below: bound)
            result[second] = Self.word(for: target + amount, below: bound)
            return result
        }
        if attempt(candidate(most), &best, replay) { return true }
        var found: [UInt64]?
        var foundShape = shape
        _ = Bisection.search(low: 0, high: most) { amount in
            guard replays < budget else { return .stop }
            var trial = original
            guard attempt(candidate(amount), &trial, replay) else { return .high(amount) }
            found = trial
            foundShape = shape
            return .low
        }
        guard let found, Self.isSimpler(found, than: best) else { return false }
        best = found
        shape = foundShape
        return true
    }
}
