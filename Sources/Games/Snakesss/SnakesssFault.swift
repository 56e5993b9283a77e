import PlaytestKit

/// A bug that tests inject into the engine to prove an invariant catches it.
public enum SnakesssFault: String, CaseIterable, Sendable, Hashable {
    /// A snake's letter vote is recorded as a letter. `snakesVoteSnake` guards against it.
    case snakeVotesLetter
    /// Some rounds deal two mongooses. `roleCounts` guards against it.
    case twoMongooses
    /// A player's second vote is counted too. `oneVotePerPlayer` guards against it.
    case doubleVote
    /// A right non-snake scores K + 1. `roundScores` guards against it.
    case rightScoresOneMore
    /// A snake's total drops by a point when it scores 0. `totalsNeverDecrease` guards against it.
    case totalDrops
    /// The question may repeat a used one. `noRepeatedQuestion` guards against it.
    case repeatsQuestions
    /// One round too many is played: `roundCount` crossed by one, a limit every game reaches. `roundCount` guards
    /// against it.
    case extraRound
    /// The snakes are never revealed to each other: question goes straight to discussion. `phaseOrder` guards against it.
    case skipsSnakeReveal
    /// A round's points are added to the totals twice. `totalsAreSumOfRounds` guards against it.
    case countsTwice
    /// Only the first of the players tied on the top total is a winner. `winnersHaveTopTotal` guards against it.
    case winnersFirstOnly

    // Planted bugs for the mutation check (`playtest mutants`): no invariant was written for any of them.

    /// The role table's row for 6 players is off by one: 3 humans and 2 snakes instead of 2 and 3.
    case roleTableOffByOne
    /// W counts the snakes too: every snake scores as if the snakes had voted wrong.
    case wrongCountsSnakes
    /// Voting ends one voter early: the last player never votes.
    case lastVoterSkipped
    /// Roles are dealt once and kept every round (RULES.md says dealt again each round: a share no invariant tested).
    case rolesDealtOnce
    /// The role table's row for 8 players (the largest) deals 4 humans and 3 snakes, not 3 and 4: only games away from
    /// the default 6 players show it, which the check's parameter swarming plays.
    case eightPlayerRowOffByOne
    /// The roles are dealt in the table's order (humans, snakes, the mongoose last), never shuffled: a distribution
    /// RULES.md states that only a test of shares over many games sees (the stated share `mongooseSeat`).
    case rolesUnshuffled
    /// Mixed difficulty draws its ticket below 10, not 100, so every draw lands in easy's 30 (a wrong bound): the
    /// questions are still unused and valid, so only the stated share `firstQuestionDifficulty` sees it.
    case mixTicketBelowTen
    /// The mongoose's vote is recorded as the right answer whatever it pressed: the votes, the points and the totals all
    /// agree with that record, so every invariant that read the round's recorded votes agreed; `votesAsCast` works the
    /// vote out from the move.
    case mongooseVoteRecordedRight
    /// A Next pressed during voting deals the roles again (the same counts): the deal was compared only when a round
    /// began. `rolesFixedWithinRound` compares the roles at every move.
    case nextInVotingRedeals
    /// The synthetic bank is built with the shares of A and B swapped: every game is legal, and no invariant compared
    /// the bank with the parameter RULES.md makes of its letters (`letterSharesAsConfigured` does).
    case letterSharesSwapped
}

extension SnakesssFault {
    /// The class of bug the fault stands for (`playtest mutants` prints it): the first faults break a rule an
    /// invariant stated from the start; the later ones, one class each of the bugs `check` once let through.
    public var faultClass: PlantedFaultClass {
        switch self {
        case .roleTableOffByOne, .wrongCountsSnakes: .engineRecord
        case .lastVoterSkipped, .letterSharesSwapped: .unstatedRule
        case .mongooseVoteRecordedRight: .engineRecord
        case .nextInVotingRedeals: .partialState
        case .extraRound: .limitPlusOne
        case .rolesDealtOnce, .rolesUnshuffled, .mixTicketBelowTen: .statedShare
        case .eightPlayerRowOffByOne: .swarmOnly
        case .snakeVotesLetter, .twoMongooses, .doubleVote, .rightScoresOneMore, .totalDrops, .repeatsQuestions,
             .skipsSnakeReveal, .countsTwice, .winnersFirstOnly:
            .statedRule
        }
    }
}
