// MARK: - The search families' settings, and variants of them beside the registered ones

extension GameRegistration {
    /// The settings a search family (`BotEntry.search`) was registered with, by its prefix (`search`); nil when the game
    /// has no search family of that prefix. Their `iterations` is the registration's default; a member's id sets its own.
    public func searchSettings(ofFamily prefix: String) -> SearchSettings? {
        registeredSearchSettings[prefix]
    }

    /// True when `prefix` names one of the game's search families.
    public func hasSearchFamily(_ prefix: String) -> Bool {
        registeredSearchSettings[prefix] != nil
    }

    /// The registration with one more family, `prefix-N`: the search family `family` with `variant`'s settings and
    /// rollout instead of its own (the same game, bots and metrics; the skill ladder kept). What the search tuner plays:
    /// a candidate sits beside the registered family, so that `search-100` and `tuned-100` can meet in one game.
    ///
    /// Nil when `family` is not a search family of the game, or `prefix` is already an id prefix of one of its bots.
    /// - Precondition: `prefix` is ASCII letters (as every family's).
    public func addingSearchVariant(_ variant: SearchVariant, of family: String, as prefix: String) -> GameRegistration? {
        guard hasSearchFamily(family), !botFamilies.contains(where: { $0.prefix == prefix }),
              !bots.contains(where: { $0.id.hasPrefix(prefix + "-") }),
              var added = searchVariantHook?(family, prefix, variant) else { return nil }
        added.skillLadder = skillLadder
        return added
    }
}
