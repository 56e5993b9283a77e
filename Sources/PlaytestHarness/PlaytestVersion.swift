/// The version of Playtest that wrote a report or a token, printed in every report's facts.
public enum PlaytestVersion {
    /// Semantic version of the package.
    public static let current = "0.2.0"
}
