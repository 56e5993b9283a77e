@testable import PlaytestKit
@testable import PlaytestHarness
@testable import PlaytestProperties

/// A replay that answers words only (no shape), as a game's streams do.
func words(_ replay: @escaping Shrinker.Replay) -> Shrinker.ShapedReplay {
    { candidate in replay(candidate).map { Shrinker.Drawn(words: $0) } }
}
