import PlaytestKit

/// All snakes state the same wrong answer (they see each other and the answer): the round decides which of the two.
public enum Coordinated: SnakePolicy {
    public static func statement<R: RandomNumberGenerator>(_ view: SnakesssView, using rng: inout R) -> Vote {
        let wrong = Vote.letters.filter { $0 != view.answer }
        return wrong[view.round % wrong.count]
    }
}
