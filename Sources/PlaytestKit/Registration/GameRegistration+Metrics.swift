// MARK: - Metric names

extension GameRegistration {
    /// The names of the measurements a configuration's result carries, in the game's order (from an empty merge: no game is played).
    public func measurementNames(in configuration: GameConfiguration) -> [String] {
        mergeChunks([], configuration, 0).measurements.map(\.name)
    }
}
