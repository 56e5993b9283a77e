import Dispatch
import Foundation

extension ParallelRunner {
    /// Computes `work(i)` for `i` in `0 ..< count` on up to `jobs` threads and hands each result to `consume`
    /// in index order, as soon as every earlier result has been consumed.
    ///
    /// Results that finish early wait in a small reorder buffer (about one per thread), so memory does not grow
    /// with `count`. `consume` is called on one thread at a time, in order `0, 1, 2, ...`: whatever it folds is
    /// the same for any `jobs`. `shouldStop` is checked before each chunk is claimed; once it returns true no new
    /// chunk starts, the running ones finish, and the function returns false.
    ///
    /// `completed`, if given, is called once per finished chunk with the number finished so far.
    /// - Returns: true when every chunk was computed and consumed.
    /// - Complexity: O(count) calls of `work`; O(jobs) results held at once, in the usual case.
    @discardableResult
    public static func forEachInOrder<T: Sendable>(
        count: Int, jobs: Int, shouldStop: (@Sendable () -> Bool)? = nil, completed: (@Sendable (Int) -> Void)? = nil,
        _ work: @Sendable (Int) -> T, consume: @Sendable (T) -> Void
    ) -> Bool {
        let buffer = ReorderBuffer<T>(count: count)
        let workers = max(1, min(jobs, count))
        @Sendable func drain() {
            while shouldStop?() != true, let index = buffer.claim() {
                let value = work(index)
                let finished = buffer.deliver(value, at: index, consume: consume)
                completed?(finished)
            }
        }
        if workers == 1 {
            drain()
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in drain() }
        }
        return buffer.consumedAll
    }
}

/// Out-of-order results waiting for their turn, a next-chunk counter, and the consumer's lock.
private final class ReorderBuffer<T>: @unchecked Sendable {
    private let lock = NSLock()
    /// Held while a thread drains ready results into `consume`, so that calls never overlap.
    private let consumeLock = NSLock()
    private let count: Int
    private var nextClaim = 0
    private var nextConsume = 0
    private var finishedCount = 0
    private var waiting: [Int: T] = [:]

    init(count: Int) {
        self.count = count
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextClaim < count else { return nil }
        nextClaim += 1
        return nextClaim - 1
    }

    /// Stores a result, then consumes every result that is next in order; returns the number finished so far.
    func deliver(_ value: T, at index: Int, consume: (T) -> Void) -> Int {
        lock.lock()
        waiting[index] = value
        finishedCount += 1
        let finished = finishedCount
        lock.unlock()
        // Whoever holds consumeLock drains; a worker that finds it held goes back to its games instead of waiting. The
        // drainer looks again after letting go, so a result stored while it held the lock is never left behind: the
        // store came before the failed `try`, which came before the drainer's `unlock` and so before its look.
        while consumeLock.try() {
            while let next = take() { consume(next) }
            consumeLock.unlock()
            guard hasNext() else { break }
        }
        return finished
    }

    /// True when the next result in order is stored, waiting to be consumed.
    private func hasNext() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return waiting.index(forKey: nextConsume) != nil
    }

    /// Removes and returns the next result in order, if it has arrived.
    private func take() -> T? {
        lock.lock()
        defer { lock.unlock() }
        guard let value = waiting.removeValue(forKey: nextConsume) else { return nil }
        nextConsume += 1
        return value
    }

    var consumedAll: Bool {
        lock.lock()
        defer { lock.unlock() }
        return nextConsume == count
    }
}
