import PlaytestKit

/// Each snake states a wrong answer of its own choosing.
public enum Split: SnakePolicy {
    public static func statement<R: RandomNumberGenerator>(_ view: SnakesssView, using rng: inout R) -> Vote {
        let wrong = Vote.letters.filter { $0 != view.answer }
        return wrong[rng.draw(index: wrong.count)]
    }
}
