/// One point of a search family's settings besides its budget: what the search tuner (`playtest tune GAME --search`)
/// tries. The exploration, the widening and the step limit of ``SearchSettings``, and optionally a rollout cut short
/// after a number of decisions and scored by the game's evaluation (``SearchRollout/evaluated(after:)``).
public struct SearchVariant: Sendable, Hashable {
    /// The settings; their `iterations` is ignored (the member's id gives the budget).
    public var settings: SearchSettings
    /// Nil: the family's registered rollout. N: the game's rollout for at most N decisions, then its evaluation.
    public var rolloutCutoff: Int?

    /// Creates a variant.
    public init(settings: SearchSettings, rolloutCutoff: Int? = nil) {
        precondition(rolloutCutoff.map { $0 >= 0 } ?? true, "a rollout cut-off is zero or more decisions")
        self.settings = settings
        self.rolloutCutoff = rolloutCutoff
    }

    /// `exploration 0.3, widening 1, steps 10000, rollout registered`: every knob, for reports.
    public var label: String {
        "exploration \(Self.number(settings.exploration)), widening \(settings.wideningScale.map(Self.number) ?? "none"), "
            + "steps \(settings.maxSimulationSteps), rollout \(rolloutCutoff.map { "cut after \($0)" } ?? "registered")"
    }

    /// The Swift that registers these settings at `iterations`:
    /// `SearchSettings(iterations: 100, exploration: 0.3, wideningScale: 1)`, defaults left out.
    public func swiftSettings(iterations: Int) -> String {
        let defaults = SearchSettings(iterations: iterations)
        var parts = ["iterations: \(iterations)"]
        if settings.exploration != defaults.exploration { parts.append("exploration: \(Self.number(settings.exploration))") }
        if let scale = settings.wideningScale { parts.append("wideningScale: \(Self.number(scale))") }
        if settings.maxSimulationSteps != defaults.maxSimulationSteps { parts.append("maxSimulationSteps: \(settings.maxSimulationSteps)") }
        return "SearchSettings(\(parts.joined(separator: ", ")))"
    }

    /// A setting as written in Swift and on the command line: `0.3`, `1` (no trailing `.0`).
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
