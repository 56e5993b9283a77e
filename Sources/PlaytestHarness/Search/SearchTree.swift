import PlaytestProperties

/// The tree of single-observer information-set MCTS (SO-ISMCTS; Cowling, Powley and Whitehouse 2012), in flat
/// arrays indexed by node (0 is the root) and reused from one decision to the next.
///
/// Each iteration samples a determinisation of the seat's view, descends from the root choosing among the
/// children whose decision is available in that determinisation (UCB1 with availability counts in place of the
/// parent's visits), expands one untried decision, plays the rest of the game with the rollout policy and adds
/// each seat's reward to the nodes its own decisions reached. Nodes are keyed by decision only: chance, and
/// whatever differs between determinisations, is averaged over. A forced move (one decision) makes no node.
///
/// With `SearchOpponents.ownView` the other seats' decisions in the tree are the rollout policy's, from their own
/// view, instead of UCB1's: their nodes are still added (keyed by the move, so that the searcher's later decisions
/// are learned per line of play), but an opponent's choice never comes from statistics gathered in deals that hold
/// the searcher's true hand.
@usableFromInline
struct SearchTree<Game: SearchableGame>: Sendable {
    // MARK: - Nodes (parallel arrays)

    /// The decision that leads from the parent to the node (nil for the root).
    @usableFromInline var decision: ContiguousArray<Game.Decision?> = []
    @usableFromInline var firstChild: ContiguousArray<Int32> = []
    @usableFromInline var nextSibling: ContiguousArray<Int32> = []
    @usableFromInline var childCount: ContiguousArray<Int32> = []
    /// The seat whose decision leads to the node: its rewards are the ones the node sums.
    @usableFromInline var actor: ContiguousArray<Int32> = []
    @usableFromInline var visits: ContiguousArray<Int32> = []
    /// Iterations in which the node's decision was available at its parent (UCB1's n in ln n).
    @usableFromInline var availability: ContiguousArray<Int32> = []
    @usableFromInline var totalReward: ContiguousArray<Double> = []

    // MARK: - Scratch, reused

    @usableFromInline var scratch: [Game.Decision] = []
    /// For each decision of the node being descended, its child, or -1.
    @usableFromInline var childOf: ContiguousArray<Int32> = []
    @usableFromInline var path: ContiguousArray<Int32> = []
    /// The root's child of each root decision in order, when the root's decisions are all different: every one is
    /// available in every determinisation and the first untried is always the one expanded, so the children are the
    /// first `childCount[0]` decisions, kept here from one iteration to the next instead of matched again. Empty
    /// when there are fewer than two root decisions or two are equal (the root then goes through `descend`).
    @usableFromInline var rootChildren: ContiguousArray<Int32> = []
    @usableFromInline var rewards: [Double] = []
    /// ln k at index k (index 0 unused), grown as availability counts grow.
    @usableFromInline var logarithms: ContiguousArray<Double> = [0]
    @usableFromInline var lowestReward = Double.infinity
    @usableFromInline var highestReward = -Double.infinity

    @inlinable
    init() {}

    /// The number of nodes, the root included.
    @inlinable
    var nodeCount: Int { visits.count }

    // MARK: - Building

    @inlinable
    mutating func reset(seats: Int) {
        decision.removeAll(keepingCapacity: true)
        firstChild.removeAll(keepingCapacity: true)
        nextSibling.removeAll(keepingCapacity: true)
        childCount.removeAll(keepingCapacity: true)
        actor.removeAll(keepingCapacity: true)
        visits.removeAll(keepingCapacity: true)
        availability.removeAll(keepingCapacity: true)
        totalReward.removeAll(keepingCapacity: true)
        if rewards.count != seats { rewards = Array(repeating: 0, count: seats) }
        lowestReward = .infinity
        highestReward = -.infinity
        _ = addNode(nil, parent: -1, actor: -1)
    }

    /// Appends a node as its parent's first child; returns its index.
    @inlinable
    mutating func addNode(_ choice: Game.Decision?, parent: Int32, actor seat: Int32) -> Int32 {
        let index = Int32(visits.count)
        decision.append(choice)
        firstChild.append(-1)
        nextSibling.append(parent >= 0 ? firstChild[Int(parent)] : -1)
        childCount.append(0)
        actor.append(seat)
        visits.append(0)
        availability.append(1)
        totalReward.append(0)
        if parent >= 0 {
            firstChild[Int(parent)] = index
            childCount[Int(parent)] += 1
        }
        return index
    }

    @inlinable
    mutating func logarithm(_ count: Int32) -> Double {
        let k = Int(count)
        while logarithms.count <= k { logarithms.append(SearchLogarithm.ln(Double(logarithms.count))) }
        return logarithms[k]
    }

    // MARK: - Searching

    /// Runs `settings.iterations` iterations for `seat`, which sees `view` and chooses among `rootDecisions` (two or
    /// more); returns the index of the root decision visited most (ties: the higher mean, then the earlier listed).
    ///
    /// - Complexity: O(iterations x (determinisation + simulation + depth x decisions x children)).
    @inlinable
    mutating func search(
        _ game: Game, view: Game.View, seat: Int, rootDecisions: [Game.Decision], settings: SearchSettings,
        rollout: SearchRollout<Game> = .game, using rng: inout Xoshiro256StarStar
    ) -> Int {
        reset(seats: game.seatCount)
        rootChildren.removeAll(keepingCapacity: true)
        if rootDecisions.count > 1, Self.allDifferent(rootDecisions) { rootChildren.append(contentsOf: repeatElement(-1, count: rootDecisions.count)) }
        for _ in 0..<settings.iterations {
            iterate(game, view: view, seat: seat, rootDecisions: rootDecisions, settings: settings, rollout: rollout, using: &rng)
        }
        return mostVisited(among: rootDecisions)
    }

    /// One iteration: determinise, descend, expand, roll out, back up.
    @inlinable
    mutating func iterate(
        _ game: Game, view: Game.View, seat: Int, rootDecisions: [Game.Decision], settings: SearchSettings,
        rollout: SearchRollout<Game> = .game, using rng: inout Xoshiro256StarStar
    ) {
        var state = game.determinise(view, seat: seat, using: &rng)
        var node: Int32 = 0
        path.removeAll(keepingCapacity: true)
        var steps = 0
        var atRoot = true
        let horizon = rollout.stopsAtHorizon ? game.searchHorizon(of: state) : 0
        while steps < settings.maxSimulationSteps, !game.isTerminal(state),
              !rollout.stopsAtHorizon || game.searchHorizon(of: state) == horizon {
            let acting = game.seatToAct(in: state)
            if settings.opponents == .ownView, acting != seat {
                // Another seat, choosing by the rollout policy from its own view; its move keys the tree, and the
                // descent goes on to the searcher's next decision.
                scratch.removeAll(keepingCapacity: true)
                game.decisions(inState: state, seat: acting, into: &scratch)
                if scratch.isEmpty { break }
                steps += 1
                let pick = scratch.count == 1 ? 0 : rollout.choice(game, among: scratch, in: state, seat: acting, using: &rng)
                if scratch.count > 1 {
                    node = follow(scratch[pick], from: node, actor: acting)
                    path.append(node)
                }
                game.apply(decision: scratch[pick], to: &state, using: &rng)
                continue
            }
            if !atRoot, let (child, isNew) = descendWithoutListing(game, state: state, from: node, acting: acting, settings: settings) {
                // The fast path: the game tells which children are available (and which decision is next to try)
                // without listing every decision.
                steps += 1
                node = child
                path.append(child)
                game.apply(decision: decision[Int(child)]!, to: &state, using: &rng)
                if isNew { break }
                continue
            }
            if atRoot && !rootChildren.isEmpty {
                atRoot = false
                steps += 1
                let (pick, child, isNew) = descendRoot(rootDecisions, acting: acting, settings: settings)
                node = child
                path.append(child)
                game.apply(decision: rootDecisions[pick], to: &state, using: &rng)
                if isNew { break }
                continue
            }
            scratch.removeAll(keepingCapacity: true)
            if atRoot {
                scratch.append(contentsOf: rootDecisions)
                atRoot = false
            } else {
                game.decisions(inState: state, seat: acting, into: &scratch)
            }
            if scratch.isEmpty { break }
            steps += 1
            if scratch.count == 1 {
                game.apply(decision: scratch[0], to: &state, using: &rng)
                continue
            }
            let (pick, child, isNew) = descend(from: node, acting: acting, settings: settings)
            node = child
            path.append(child)
            game.apply(decision: scratch[pick], to: &state, using: &rng)
            if isNew { break }
        }
        if steps < settings.maxSimulationSteps {
            if let play = rollout.play {
                play(game, &state, &scratch, settings.maxSimulationSteps - steps, &rng)
            } else if rollout.stopsAtHorizon {
                // Decision by decision with the game's rollout policy (not a playout of its own, which runs to the end).
                var played = steps
                while played < settings.maxSimulationSteps, !game.isTerminal(state), game.searchHorizon(of: state) == horizon {
                    let acting = game.seatToAct(in: state)
                    scratch.removeAll(keepingCapacity: true)
                    game.decisions(inState: state, seat: acting, into: &scratch)
                    if scratch.isEmpty { break }
                    let pick = scratch.count == 1 ? 0 : game.rolloutChoice(among: scratch, in: state, seat: acting, using: &rng)
                    game.apply(decision: scratch[pick], to: &state, using: &rng)
                    played += 1
                }
            } else {
                game.rollout(&state, scratch: &scratch, maxSteps: settings.maxSimulationSteps - steps, using: &rng)
            }
        }
        if rollout.evaluates { game.searchEvaluation(of: state, into: &rewards) } else { game.searchRewards(of: state, into: &rewards) }
        for reward in rewards {
            lowestReward = min(lowestReward, reward)
            highestReward = max(highestReward, reward)
        }
        visits[0] += 1
        for index in path {
            let i = Int(index)
            visits[i] += 1
            totalReward[i] += rewards[Int(actor[i])]
        }
    }

    /// At `node`, whose available decisions are in `scratch`: expands the first untried decision if the node may
    /// have another child (or none of its children is available), else picks the available child of best UCB1.
    /// Counts the availability of every available child. Returns the decision's index, the child, and whether it
    /// is new.
    @inlinable
    mutating func descend(from node: Int32, acting: Int, settings: SearchSettings) -> (pick: Int, child: Int32, isNew: Bool) {
        let count = scratch.count
        childOf.removeAll(keepingCapacity: true)
        childOf.append(contentsOf: repeatElement(-1, count: count))
        var child = firstChild[Int(node)]
        var available = 0
        while child >= 0 {
            if let choice = decision[Int(child)] {
                for index in 0..<count where childOf[index] < 0 && scratch[index] == choice {
                    childOf[index] = child
                    available += 1
                    break
                }
            }
            child = nextSibling[Int(child)]
        }
        var untried = -1
        if available < count {
            for index in 0..<count where childOf[index] < 0 {
                untried = index
                break
            }
        }
        let limit = settings.childLimit(visits: Int(visits[Int(node)]))
        if untried >= 0 && (Int(childCount[Int(node)]) < limit || available == 0) {
            for index in 0..<count where childOf[index] >= 0 { availability[Int(childOf[index])] += 1 }
            let created = addNode(scratch[untried], parent: node, actor: Int32(acting))
            return (untried, created, true)
        }
        let scale = explorationScale(settings)
        var best = -1
        var bestScore = -Double.infinity
        for index in 0..<count where childOf[index] >= 0 {
            let score = offeredScore(Int(childOf[index]), scale: scale)
            if score > bestScore {
                bestScore = score
                best = index
            }
        }
        return (best, childOf[best], false)
    }

    /// `descend` at the root, whose decisions are `rootDecisions` (all different, two or more) and whose children
    /// are `rootChildren`: the same pick, child and availability counts, without matching children to decisions.
    @inlinable
    mutating func descendRoot(_ rootDecisions: [Game.Decision], acting: Int, settings: SearchSettings) -> (pick: Int, child: Int32, isNew: Bool) {
        let tried = Int(childCount[0])
        let limit = settings.childLimit(visits: Int(visits[0]))
        if tried < rootDecisions.count && (tried < limit || tried == 0) {
            for index in 0..<tried { availability[Int(rootChildren[index])] += 1 }
            let created = addNode(rootDecisions[tried], parent: 0, actor: Int32(acting))
            rootChildren[tried] = created
            return (tried, created, true)
        }
        let scale = explorationScale(settings)
        var best = -1
        var bestScore = -Double.infinity
        for index in 0..<tried {
            let score = offeredScore(Int(rootChildren[index]), scale: scale)
            if score > bestScore {
                bestScore = score
                best = index
            }
        }
        return (best, rootChildren[best], false)
    }

    /// The child of `node` reached by `choice`, a decision of `acting` chosen outside UCB1 (``SearchOpponents/ownView``),
    /// added if it is new.
    @inlinable
    mutating func follow(_ choice: Game.Decision, from node: Int32, actor acting: Int) -> Int32 {
        var child = firstChild[Int(node)]
        while child >= 0 {
            if decision[Int(child)] == choice { return child }
            child = nextSibling[Int(child)]
        }
        return addNode(choice, parent: node, actor: Int32(acting))
    }

    /// UCB1's exploration weight: the settings' constant times the range of rewards seen so far (1 before any).
    @inlinable
    func explorationScale(_ settings: SearchSettings) -> Double {
        settings.exploration * (highestReward > lowestReward ? highestReward - lowestReward : 1)
    }

    /// Counts child `c` as available once more and returns its UCB1 score: mean reward plus
    /// `scale` x sqrt(ln(availability) / visits).
    @inlinable
    mutating func offeredScore(_ c: Int, scale: Double) -> Double {
        availability[c] += 1
        let n = Double(visits[c])
        return totalReward[c] / n + scale * (logarithm(availability[c]) / n).squareRoot()
    }

    /// True when no two of `decisions` are equal: pair by pair for a few, through a set beyond (a root of 40
    /// decisions costs 780 comparisons pair by pair; only the answer is read, never the set's order).
    @inlinable
    static func allDifferent(_ decisions: [Game.Decision]) -> Bool {
        guard decisions.count > 8 else {
            for index in decisions.indices {
                for other in decisions.indices where other > index && decisions[other] == decisions[index] { return false }
            }
            return true
        }
        return Set(decisions).count == decisions.count
    }

    /// At `node`, when the game can tell which of its children are available in `state` without listing its
    /// decisions (`searchAvailability`) and, when the node may widen, which decision is next to try
    /// (`searchFirstUntried`): the child `descend` would pick, as it would count availability, and whether it is new.
    /// Nil when the game cannot tell, or the state has fewer than two decisions (a forced move or none: the caller
    /// lists them).
    @inlinable
    mutating func descendWithoutListing(
        _ game: Game, state: Game.State, from node: Int32, acting: Int, settings: SearchSettings
    ) -> (child: Int32, isNew: Bool)? {
        let count = Int(childCount[Int(node)])
        childOf.removeAll(keepingCapacity: true)
        var child = firstChild[Int(node)]
        while child >= 0 {
            guard let choice = decision[Int(child)], let available = game.searchAvailability(of: choice, inState: state, seat: acting) else {
                return nil
            }
            if available { childOf.append(child) }
            child = nextSibling[Int(child)]
        }
        let mayWiden = count < settings.childLimit(visits: Int(visits[Int(node)])) || childOf.isEmpty
        if mayWiden || childOf.count < 2 {
            scratch.removeAll(keepingCapacity: true)
            child = firstChild[Int(node)]
            while child >= 0 {
                if let choice = decision[Int(child)] { scratch.append(choice) }
                child = nextSibling[Int(child)]
            }
            guard let next = game.searchFirstUntried(inState: state, seat: acting, tried: scratch), next.count >= 2 else { return nil }
            if mayWiden, let untried = next.untried {
                for index in childOf.indices { availability[Int(childOf[index])] += 1 }
                return (addNode(untried, parent: node, actor: Int32(acting)), true)
            }
            guard !childOf.isEmpty else { return nil }
        }
        let scale = explorationScale(settings)
        var best: Int32 = -1
        var bestScore = -Double.infinity
        // Oldest child first (the siblings are listed newest first): the order they were expanded in.
        for index in stride(from: childOf.count - 1, through: 0, by: -1) {
            let score = offeredScore(Int(childOf[index]), scale: scale)
            if score > bestScore {
                bestScore = score
                best = childOf[index]
            }
        }
        return (best, false)
    }
}
