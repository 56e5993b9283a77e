// MARK: - The quality measures' defaults

extension PlayableGame {
    /// The seat's score, if the game scores it.
    @inlinable public func evaluation(ofSeat seat: Int, in state: State) -> Double? {
        outcome(ofSeat: seat, in: state).score
    }

    /// No listing of choices.
    public static var listsChoices: Bool { false }

    /// No count of choices.
    @inlinable public func choiceCount(in state: State) -> Int? { nil }

    /// No series of its own.
    public static var declaredSeries: [SeriesDeclaration] { [] }

    /// No value of a series of its own.
    @inlinable public func seriesValue(_ index: Int, in state: State) -> Double? { nil }
}

extension SearchableGame {
    /// A searchable game lists its decisions.
    public static var listsChoices: Bool { true }

    /// The number of decisions of the seat to act (nil when the game is over).
    @inlinable public func choiceCount(in state: State) -> Int? {
        guard !isTerminal(state) else { return nil }
        var decisions: [Decision] = []
        self.decisions(inState: state, seat: seatToAct(in: state), into: &decisions)
        return decisions.count
    }
}
