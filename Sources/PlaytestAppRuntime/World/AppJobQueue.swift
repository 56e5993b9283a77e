/// Task jobs ready to run, first in first out.
struct AppJobQueue {
    private var items: [UnownedJob] = []
    private var head = 0

    var isEmpty: Bool { head == items.count }

    mutating func append(_ job: UnownedJob) {
        items.append(job)
    }

    mutating func popFirst() -> UnownedJob? {
        guard head < items.count else { return nil }
        let job = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return job
    }

    mutating func removeAll() {
        items.removeAll()
        head = 0
    }
}
