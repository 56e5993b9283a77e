import Foundation

/// Runs a synchronous search (the shrinker, the targeted search) on a thread of its own while each question it
/// asks is answered by async code on the calling task.
///
/// The searches are synchronous and shared with the games' checker; a property's body may be `async` and must
/// run on the task that holds its context (the current case, a test framework's issue handling). So the search
/// runs on its own thread, outside the cooperative pool, and blocks while the calling task answers: one question
/// at a time, in order, so the result is as deterministic as the search.
final class OracleThread<Question: Sendable, Answer: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var question: Question?
    private var answer: Answer?
    private var isAnswered = false
    private var isFinished = false
    private var waiter: CheckedContinuation<Question?, Never>?

    /// Runs `search` on a new thread; every question it asks is answered by `answer` on the calling task.
    static func run<Result: Sendable>(
        _ search: @escaping @Sendable (_ ask: (Question) -> Answer) -> Result, answer: (Question) async -> Answer
    ) async -> Result {
        let channel = OracleThread()
        let box = ResultBox<Result>()
        let thread = Thread {
            box.set(search { channel.ask($0) })
            channel.finish()
        }
        thread.stackSize = 1 << 23
        thread.start()
        while let question = await channel.next() {
            channel.reply(await answer(question))
        }
        return box.take()
    }

    /// The search's side: hands over a question and blocks until it is answered.
    private func ask(_ asked: Question) -> Answer {
        condition.lock()
        let waiting = waiter
        waiter = nil
        if waiting == nil { question = asked }
        condition.unlock()
        waiting?.resume(returning: asked)
        condition.lock()
        while !isAnswered { condition.wait() }
        isAnswered = false
        let given = answer!
        answer = nil
        condition.unlock()
        return given
    }

    /// The search's side: no more questions.
    private func finish() {
        condition.lock()
        isFinished = true
        let waiting = waiter
        waiter = nil
        condition.unlock()
        waiting?.resume(returning: nil)
    }

    /// The task's side: the next question, or nil once the search has finished.
    private func next() async -> Question? {
        await withCheckedContinuation { continuation in
            condition.lock()
            if let pending = question {
                question = nil
                condition.unlock()
                continuation.resume(returning: pending)
            } else if isFinished {
                condition.unlock()
                continuation.resume(returning: nil)
            } else {
                waiter = continuation
                condition.unlock()
            }
        }
    }

    /// The task's side: answers the pending question.
    private func reply(_ given: Answer) {
        condition.lock()
        answer = given
        isAnswered = true
        condition.signal()
        condition.unlock()
    }
}

/// A value handed from one thread to another under a lock.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func set(_ newValue: Value) { lock.withLock { value = newValue } }
    func take() -> Value { lock.withLock { value! } }
}
