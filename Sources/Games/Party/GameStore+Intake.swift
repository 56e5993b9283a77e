import PlaytestKit

// MARK: - Intake: candidates, rerolls, picks, de-dupe with replacement

extension GameStore {
    /// Next — Player Intake: settings → intakeHandoff, with no players and no cards yet.
    @discardableResult
    public mutating func startIntake() -> Bool {
        guard stage == .settings else { return ignored() }
        players = []
        allCards = []
        usedKeys = []
        previousScreen = []
        resetScores()
        stage = .intakeHandoff
        return true
    }

    /// I'm next: intakeHandoff → intakeName.
    @discardableResult
    public mutating func intakeProceed() -> Bool {
        guard stage == .intakeHandoff else { return ignored() }
        stage = .intakeName
        return true
    }

    /// Next: saves the name and shows `titlesPerPlayer` candidates (intakeName → intakePicks); stays, with
    /// `intakeError` set, when the bank has too few fresh titles.
    @discardableResult
    public mutating func intakeSaveNameAndShowPicks<R: RandomNumberGenerator>(using rng: inout R) -> Bool {
        guard stage == .intakeName else { return ignored() }
        guard generateCandidates(using: &rng) else { return false }
        rerolls = 0
        stage = .intakePicks
        return true
    }

    /// Draws the candidates: fresh titles, none already submitted or on screen (case-insensitively).
    mutating func generateCandidates<R: RandomNumberGenerator>(using rng: inout R) -> Bool {
        candidates = []
        for _ in 0..<settings.titlesPerPlayer {
            guard let title = freshTitle(using: &rng) else {
                intakeError = .bankExhausted(needed: settings.titlesPerPlayer, available: candidates.count)
                candidates = []
                return false
            }
            candidates.append(title)
        }
        intakeError = nil
        return true
    }

    /// Reroll: swaps candidate `index` for a fresh title; ignored when none is left.
    @discardableResult
    public mutating func reroll<R: RandomNumberGenerator>(_ index: Int, using rng: inout R) -> Bool {
        if stage.isInRound, rules.has(.rerollAddsCardMidRound), let title = freshTitle(using: &rng) {
            let card = addCard(title, owner: 0)
            deck.append(card)
            return true
        }
        guard stage == .intakePicks, candidates.indices.contains(index), let title = freshTitle(using: &rng) else { return ignored() }
        candidates[index] = title
        rerolls += 1
        return true
    }

    /// Review & Submit: adds the player (the next seat, its team by intake order) and one card per selected
    /// candidate. A pick whose title is already a card (case-insensitively) is replaced by a fresh draw, so the
    /// player adds exactly `picksPerPlayer` cards. Refused unless exactly `picksPerPlayer` distinct candidates
    /// are selected; refused, with `intakeError` set, if the bank runs dry.
    @discardableResult
    public mutating func submitPlayerAndPicks<R: RandomNumberGenerator>(_ selected: [Int], using rng: inout R) -> Bool {
        guard stage == .intakePicks else { return ignored() }
        return submit(selected, from: candidates, using: &rng)
    }

    /// Review & Submit on a stale picks screen: one that was not redrawn for this player and still shows the
    /// previous player's candidates (`previousScreen`), some of which are now cards. The picks are those
    /// titles; each that duplicates a card is replaced by a fresh draw, as on any Submit. Ignored for the first
    /// player (no earlier screen), refused as Submit is.
    @discardableResult
    public mutating func submitFromStaleScreen<R: RandomNumberGenerator>(_ selected: [Int], using rng: inout R) -> Bool {
        guard stage == .intakePicks, !previousScreen.isEmpty else { return ignored() }
        return submit(selected, from: previousScreen, using: &rng)
    }

    /// The Submit both screens share: validates `selected` against `screen`, de-dupes, replaces, adds the player.
    mutating func submit<R: RandomNumberGenerator>(_ selected: [Int], from screen: [Title], using rng: inout R) -> Bool {
        let valid = Set(selected).count == selected.count && selected.allSatisfy { screen.indices.contains($0) }
        let rightCount = selected.count == settings.picksPerPlayer || (rules.has(.acceptsShortSubmit) && !selected.isEmpty)
        guard valid, rightCount, selected.count <= settings.picksPerPlayer else { return ignored() }
        let seat = players.count
        var picked: [Title] = []
        // The keys of the titles taken so far in this Submit: with `usedKeys`, the titles a pick must not duplicate.
        var takenKeys: [String] = []
        // A replacement is neither a card, nor a pick, nor on screen (the fresh candidates and the screen submitted).
        let candidateKeys = candidates.map(compareKey)
        let picks = selected.map { screen[$0] }
        let pickKeys = picks.map(compareKey)
        for pick in picks {
            var title = pick
            if usedKeys.contains(compareKey(title)) || takenKeys.contains(compareKey(title)) {
                if rules.has(.duplicatePickDropped) { continue }
                if !rules.has(.duplicatePickKept) {
                    let fresh = freshTitle(using: &rng, excluding: candidateKeys + pickKeys + takenKeys)
                    guard let fresh else {
                        intakeError = .bankExhausted(needed: 1, available: 0)
                        return false
                    }
                    title = fresh
                }
            }
            takenKeys.append(compareKey(title))
            picked.append(title)
        }
        players.append(Player(name: "P\(seat + 1)", team: rules.has(.teamSplitOffByOne) || (rules.has(.splitWrongAtTwelve) && settings.players == 12) ? (seat <= settings.teamASize ? .a : .b) : settings.team(ofSeat: seat), seat: seat))
        for title in picked { addCard(title, owner: seat) }
        previousScreen = screen
        candidates = []
        advanceIntakePointer()
        return true
    }

    /// The next player's handoff, or the first round's intro once every player is in.
    mutating func advanceIntakePointer() {
        stage = players.count >= settings.players ? .roundIntro : .intakeHandoff
    }

    /// Adds a card for `title`.
    @discardableResult
    mutating func addCard(_ title: Title, owner: Int) -> Card {
        let card = Card(id: nextCardID, title: title.text, difficulty: title.difficulty, owner: owner)
        nextCardID += 1
        allCards.append(card)
        usedKeys.insert(compareKey(title))
        return card
    }

    /// The key intake compares titles by: the lowercased text (the exact text under the `caseSensitiveTitles` fault).
    func compareKey(_ title: Title) -> String {
        rules.has(.caseSensitiveTitles) ? title.text : title.key
    }

    /// A uniformly drawn usable title that is neither a card nor on screen; nil when none is left.
    func freshTitle<R: RandomNumberGenerator>(using rng: inout R) -> Title? {
        freshTitle(using: &rng, excluding: candidates.map(compareKey))
    }

    /// A uniformly drawn usable title whose key is neither in `usedKeys` nor among `extra`: a few tries at random, then
    /// a draw among those left.
    ///
    /// The tries test the few `extra` keys in place (no set built for a draw that most often succeeds at once). The
    /// draw among those left looks the excluded keys' positions up in the bank's usable list (`usablePositions`) and
    /// picks by rank among the rest, reading no other title; under a planted fault that changes the pool or the keys
    /// it passes over the pool, testing one set of every excluded key, built once. Every path tests the same
    /// exclusions and draws from the same count, so the draws are the same either way. (A shrinker's streams draw 0
    /// again and again, so the tries then fail and the draw among those left runs at most intakes.)
    func freshTitle<R: RandomNumberGenerator>(using rng: inout R, excluding extra: [String]) -> Title? {
        let pool = rules.has(.filtersOff) ? settings.bank.titles
            : rules.has(.categoryFilterMissing)
            ? settings.bank.titles.filter { !TitleBank.isFiltered($0.text) || $0.text.lowercased().hasPrefix("category:") }
            : settings.bank.usable
        guard !pool.isEmpty else { return nil }
        for _ in 0..<16 {
            let title = pool[rng.draw(index: pool.count)]
            let key = compareKey(title)
            if !usedKeys.contains(key) && !extra.contains(key) { return title }
        }
        if !rules.has(.filtersOff) && !rules.has(.categoryFilterMissing) && !rules.has(.caseSensitiveTitles) {
            // The usable list with case-insensitive keys (both rule sets): the excluded keys' positions in it, looked
            // up, instead of hashing every usable title; the same count and the same pick as the pass below.
            let skipped = settings.bank.usablePositions(ofKeys: usedKeys, extra)
            let count = pool.count - skipped.count
            return count == 0 ? nil : pool[TitleBank.position(rng.draw(index: count), skipping: skipped)]
        }
        let excluded = usedKeys.union(extra)
        let left = pool.filter { !excluded.contains(compareKey($0)) }
        return left.isEmpty ? nil : left[rng.draw(index: left.count)]
    }

    /// Deals every player's picks without the intake screens (`playIntake` off): each player in turn is shown
    /// candidates and the first `picksPerPlayer` are taken; the game opens at round 1's intro.
    public mutating func dealWithoutIntake<R: RandomNumberGenerator>(using rng: inout R) {
        stage = .settings
        startIntake()
        while stage == .intakeHandoff {
            intakeProceed()
            guard intakeSaveNameAndShowPicks(using: &rng) else { return }
            submitPlayerAndPicks(Array(0..<settings.picksPerPlayer), using: &rng)
        }
    }
}
