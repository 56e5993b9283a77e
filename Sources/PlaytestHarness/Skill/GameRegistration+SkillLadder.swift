// MARK: - The skill ladder

extension GameRegistration {
    /// This registration with its skill ladder: its players from weakest to strongest (see ``SkillLadder``).
    ///
    /// ```swift
    /// public static let registration = GameRegistration.make(HogGame.self, metrics: HogMetrics.self, bots: [...])
    ///     .withSkillLadder(SkillLadder(["holdAt20", "greedy"]))
    /// ```
    /// - Precondition: every rung is a bot of the registration.
    public func withSkillLadder(_ ladder: SkillLadder) -> GameRegistration {
        for rung in ladder.rungs {
            precondition(bot(rung) != nil, "SkillLadder: \(rung) is not a bot of \(descriptor.id)")
        }
        var registration = self
        registration.skillLadder = ladder
        return registration
    }
}
