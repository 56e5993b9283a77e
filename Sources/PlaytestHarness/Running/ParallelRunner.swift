import Dispatch
import Foundation
import PlaytestProperties

/// Runs independent chunks of work on several threads and returns their results in chunk order.
///
/// Which thread runs which chunk varies; the results do not, since each chunk
/// is a pure function of its index and the caller merges them in index order.
public enum ParallelRunner {
    /// The number of processors the system lets this process use, CPU affinity and cgroup quota included
    /// (`AvailableProcessors`): the default for `--jobs` (and `--jobs auto`).
    public static var activeProcessorCount: Int { AvailableProcessors.count }

    /// Computes `work(i)` for every `i` in `0 ..< count` on up to `jobs` threads.
    ///
    /// `completed`, if given, is called once per finished chunk with the number
    /// finished so far, from whichever thread finished it: the callee synchronises.
    public static func map<T: Sendable>(
        count: Int, jobs: Int, completed: (@Sendable (Int) -> Void)? = nil, _ work: @Sendable (Int) -> T
    ) -> [T] {
        let box = ResultBox<T>(count: count)
        let workers = max(1, min(jobs, count))
        if workers == 1 {
            for index in 0..<count {
                box.store(work(index), at: index)
                completed?(box.finished)
            }
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = box.claim() {
                    let value = work(index)
                    box.store(value, at: index)
                    completed?(box.finished)
                }
            }
        }
        return box.results()
    }
}

/// Slots for chunk results, a next-chunk counter and a finished count, behind one lock.
private final class ResultBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]
    private var nextIndex = 0
    private var finishedCount = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < slots.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func store(_ value: T, at index: Int) {
        lock.lock()
        slots[index] = value
        finishedCount += 1
        lock.unlock()
    }

    var finished: Int {
        lock.lock()
        defer { lock.unlock() }
        return finishedCount
    }

    func results() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
