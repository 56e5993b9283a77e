import PlaytestKit

/// Always votes the letter most often right in the bank (the app's English bank: B).
public enum MostCommonLetter: VotingPolicy {
    public static func vote(_ view: SnakesssView) -> Vote {
        let best = view.bankLetterShares.indices.max { view.bankLetterShares[$0] < view.bankLetterShares[$1] } ?? 0
        return Vote.letters[best]
    }
}
