import PlaytestHarness

// MARK: - Gates

/// A study's gate as written, before its metric names are checked against a configuration.
struct GateDraft: Sendable {
    let path: JSONPath
    let id: String
    let metric: String
    let ratioTo: String?
    let atLeast: Double?
    let atMost: Double?
    let confidence: Double
    let inconclusivePasses: Bool
    let sequentialMaxGames: Int?
    let range: ClosedRange<Double>?
    let equivalence: Bool
    /// The question of a gate on an answer (`answer.fair`), nil for a gate on a figure.
    var answer: DesignAnswer.Question? = nil
    /// The verdict a gate on an answer requires (`"is"`).
    var expected: Verdict? = nil
}

extension ScenarioLoader {
    /// The allowed range of a gate's `confidence`.
    static let gateConfidenceRange = 0.5...0.999_999

    /// The equivalence margin a gate with `equivalentTo` and no `margin` uses: 0.05 (5 percentage points of a share).
    public static let defaultEquivalenceMargin = 0.05

    /// Reads a study's optional `gates` array; metric names are checked later, per configuration.
    ///
    /// A gate: `id` (required, unique in the study), `metric` (required), `ratioTo`, bounds `between` [low, high] or
    /// `atLeast` and/or `atMost`, `confidence` (default 0.95), `inconclusive` (`"fail"`, the default, or `"pass"`),
    /// `sequential` (default false) with `maxGames` (required when sequential), `range` [low, high] (the range every
    /// per-game value lies in; a sequential gate on a mean needs it). Instead of bounds, `equivalentTo` T with
    /// `margin` M (default ``defaultEquivalenceMargin``) makes an equivalence test (TOST): PASS only when the data show
    /// the value within T ± M ("fair" as a claim, not as an interval that happens to contain 50%).
    func readGates(_ study: inout JSONObjectReader, at path: JSONPath) throws(JSONInputError) -> [GateDraft] {
        guard let items = try study.optionalArray("gates") else { return [] }
        var drafts: [GateDraft] = []
        for item in items {
            var gate = try JSONObjectReader(item.value, at: item.path)
            let id = try gate.string("id")
            guard !id.isEmpty, id.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }) else {
                throw JSONInputError(path: item.path.appending(key: "id"), problem: "is \"\(id)\", not a usable test name",
                                     fix: "use letters, digits, '-', '_' and '.' only, e.g. \"noBrokenInvariant\"")
            }
            if let earlier = drafts.first(where: { $0.id == id }) {
                throw JSONInputError(path: item.path.appending(key: "id"), problem: "repeats the id \"\(id)\" of \(earlier.path)",
                                     fix: "give every gate of a study its own id")
            }
            let metric = try gate.string("metric")
            if metric.hasPrefix(AnswerGate.prefix) {
                drafts.append(try readAnswerGate(&gate, id: id, metric: metric, at: item.path))
                continue
            }
            if gate.contains("is") {
                throw JSONInputError(path: item.path.appending(key: "is"), problem: "is given for a gate on the figure \"\(metric)\"",
                                     fix: "gate an answer with \"is\" (\(AnswerGate.names.joined(separator: ", "))), or bound the figure "
                                        + "with \"between\", \"atLeast\", \"atMost\" or \"equivalentTo\"")
            }
            let ratioTo = try gate.optionalString("ratioTo")
            var atLeast = try gate.optionalDouble("atLeast", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            var atMost = try gate.optionalDouble("atMost", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            let betweenValues = try gate.optionalArray("between")
            let confidence = try gate.optionalDouble("confidence", in: Self.gateConfidenceRange) ?? 0.95
            let inconclusive = try gate.optionalOneOf("inconclusive", allowed: ["fail", "pass"]) ?? "fail"
            let sequential = try gate.optionalBool("sequential") ?? false
            let maxGames = try gate.optionalInteger("maxGames", in: Scenario.gamesRange)
            let rangeValues = try gate.optionalArray("range")
            let anyNumber = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
            let equivalentTo = try gate.optionalDouble("equivalentTo", in: anyNumber)
            let margin = try gate.optionalDouble("margin", in: 0...Double.greatestFiniteMagnitude)
            try gate.finish()
            var range: ClosedRange<Double>?
            if let values = rangeValues {
                let rangePath = item.path.appending(key: "range")
                guard values.count == 2 else {
                    throw JSONInputError(path: rangePath, problem: "has \(values.count) values", fix: "give two numbers, the lowest and highest a game can give, e.g. [0, 150]")
                }
                let low = try JSONObjectReader.double(values[0].value, at: values[0].path, in: anyNumber)
                let high = try JSONObjectReader.double(values[1].value, at: values[1].path, in: anyNumber)
                guard low < high else {
                    throw JSONInputError(path: rangePath, problem: "is [\(low), \(high)], not a range with low below high", fix: "give [lowest, highest], e.g. [0, 150]")
                }
                range = low...high
            }
            if margin != nil, equivalentTo == nil {
                throw JSONInputError(path: item.path.appending(key: "margin"), problem: "is given without \"equivalentTo\"",
                                     fix: "add \"equivalentTo\": the value to be shown equivalent to, e.g. 0.5, or remove \"margin\"")
            }
            if let target = equivalentTo {
                let targetPath = item.path.appending(key: "equivalentTo")
                guard atLeast == nil, atMost == nil, betweenValues == nil else {
                    throw JSONInputError(path: targetPath, problem: "is given with bounds", fix: "use either \"equivalentTo\" (with \"margin\") or \"between\"/\"atLeast\"/\"atMost\"")
                }
                let m = margin ?? Self.defaultEquivalenceMargin
                guard m > 0 else {
                    throw JSONInputError(path: item.path.appending(key: "margin"), problem: "is 0: no data can show a value exactly equal",
                                         fix: "give the largest difference that still counts as equivalent, e.g. 0.05")
                }
                atLeast = target - m
                atMost = target + m
            }
            if let between = betweenValues {
                let betweenPath = item.path.appending(key: "between")
                guard atLeast == nil, atMost == nil else {
                    throw JSONInputError(path: betweenPath, problem: "is given with atLeast or atMost", fix: "use either \"between\" or \"atLeast\"/\"atMost\"")
                }
                guard between.count == 2 else {
                    throw JSONInputError(path: betweenPath, problem: "has \(between.count) values", fix: "give two numbers, low then high, e.g. [0.45, 0.55]")
                }
                let range = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
                atLeast = try JSONObjectReader.double(between[0].value, at: between[0].path, in: range)
                atMost = try JSONObjectReader.double(between[1].value, at: between[1].path, in: range)
            }
            if let low = atLeast, let high = atMost, low > high {
                throw JSONInputError(path: item.path, problem: "has a low bound \(low) above its high bound \(high)", fix: "swap the bounds")
            }
            guard atLeast != nil || atMost != nil else {
                throw JSONInputError(path: item.path, problem: "has no bound", fix: "add \"between\": [low, high], \"atLeast\" or \"atMost\"")
            }
            if sequential, maxGames == nil {
                throw JSONInputError(path: item.path.appending(key: "maxGames"), problem: "is missing from a sequential gate",
                                     fix: "add \"maxGames\": the most games the configuration may play, e.g. 20000")
            }
            if !sequential, maxGames != nil {
                throw JSONInputError(path: item.path.appending(key: "maxGames"), problem: "is given for a gate that is not sequential",
                                     fix: "add \"sequential\": true, or remove \"maxGames\"")
            }
            drafts.append(GateDraft(path: item.path, id: id, metric: metric, ratioTo: ratioTo, atLeast: atLeast, atMost: atMost,
                                    confidence: confidence, inconclusivePasses: inconclusive == "pass", sequentialMaxGames: sequential ? maxGames : nil,
                                    range: range, equivalence: equivalentTo != nil))
        }
        return drafts
    }

    /// The drafts as gates of one configuration, every metric name checked against what it measures.
    func gates(_ drafts: [GateDraft], registration: GameRegistration, configuration: GameConfiguration) throws(JSONInputError) -> [Gate] {
        guard !drafts.isEmpty else { return [] }
        let names = MetricReference.names(
            registration: registration, seats: registration.seats(in: configuration),
            measurements: tracksQuality
                ? registration.measurementNames(in: configuration) + (idealSteps == nil ? [] : [QualityTally.prefix + "duration"])
                : registration.measurementNames(in: configuration).filter { !$0.hasPrefix(QualityTally.prefix) },
            groups: registration.observedSeatGroups(in: configuration))
        func reference(_ text: String, at path: JSONPath) throws(JSONInputError) -> MetricReference {
            if let reference = MetricReference.parse(text, among: names) { return reference }
            let suggestion = JSONSuggestion.closest(to: text, among: names).map { "did you mean \"\($0)\"? " } ?? ""
            // The thing and the fix first; the long list (every metric, seat and group figure) last.
            throw JSONInputError(path: path, problem: "\"\(text)\" is not a metric of \(registration.descriptor.id)",
                                 fix: "\(suggestion)use one of its \(names.count) metrics: \(names.joined(separator: ", "))")
        }
        let ratios = drafts.contains { $0.sequentialMaxGames != nil } ? registration.ratioMeasurementNames(in: configuration) : []
        /// A sequential gate on a ratio over games is refused before any game is played (issue 34: its declared range
        /// was never checked, it covered 3% and could crash).
        func refuseSequentialRatio(_ text: String, _ reference: MetricReference, at path: JSONPath) throws(JSONInputError) {
            let isRatio: Bool
            switch reference {
            case .seatScore: isRatio = true
            case .measurement(let name): isRatio = ratios.contains(name)
            default: isRatio = false
            }
            guard isRatio else { return }
            throw JSONInputError(path: path, problem: "\"\(text)\" is a ratio over games, and a sequential gate needs a per-game figure",
                                 fix: "remove \"sequential\" and \"maxGames\" and set the study's \"games\" (the fixed gate uses the cluster-robust "
                                    + "interval), or gate a per-game figure (a summary, a rate, a team's or seat's winRate)")
        }
        var gates: [Gate] = []
        for draft in drafts {
            if let question = draft.answer {
                try checkAnswer(question, of: draft, registration: registration, configuration: configuration)
                gates.append(Gate(id: draft.id, metric: .answer(question), inconclusivePasses: draft.inconclusivePasses, expected: draft.expected))
                continue
            }
            if draft.sequentialMaxGames != nil {
                let metricPath = draft.path.appending(key: "metric")
                try refuseSequentialRatio(draft.metric, try reference(draft.metric, at: metricPath), at: metricPath)
                if let ratioTo = draft.ratioTo {
                    let path = draft.path.appending(key: "ratioTo")
                    try refuseSequentialRatio(ratioTo, try reference(ratioTo, at: path), at: path)
                }
            }
            gates.append(Gate(
                id: draft.id, metric: try reference(draft.metric, at: draft.path.appending(key: "metric")),
                ratioTo: try draft.ratioTo.map { (text) throws(JSONInputError) in try reference(text, at: draft.path.appending(key: "ratioTo")) },
                atLeast: draft.atLeast, atMost: draft.atMost, confidence: draft.confidence,
                inconclusivePasses: draft.inconclusivePasses, sequentialMaxGames: draft.sequentialMaxGames, range: draft.range,
                isEquivalenceTest: draft.equivalence))
        }
        return gates
    }
}
