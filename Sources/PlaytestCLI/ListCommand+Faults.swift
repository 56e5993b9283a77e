import PlaytestKit

// MARK: - Planted faults by class, as `list` shows them

extension ListCommand {
    /// A game's planted faults grouped by class, in the classes' order: each class with its faults (in the game's
    /// order) and, for a class without one, the game's reason it does not apply (nil: none given).
    static func faultsByClass(_ descriptor: GameDescriptor) -> [(faultClass: PlantedFaultClass, faults: [String], notApplicable: String?)] {
        PlantedFaultClass.allCases.map { faultClass in
            (faultClass, descriptor.plantedFaults.filter { $0.faultClass == faultClass }.map(\.name),
             descriptor.faultClassesNotApplicable[faultClass])
        }
    }

    /// The summary's line: `planted faults: 19 (stated rule 9, unstated rule 2, ..., swarm only 1)`, a class with
    /// no fault counted 0; nil for a game without planted faults.
    static func faultSummary(_ descriptor: GameDescriptor) -> String? {
        guard !descriptor.plantedFaults.isEmpty else { return nil }
        let counts = faultsByClass(descriptor).map { "\($0.faultClass.label) \($0.faults.count)" }
        return "  planted faults: \(descriptor.plantedFaults.count) (\(counts.joined(separator: ", ")))"
    }

    /// The detail's lines: a header, then one line per class with its faults, or why it has none.
    static func faultDetail(_ descriptor: GameDescriptor) -> [String] {
        guard !descriptor.plantedFaults.isEmpty else { return [] }
        let width = PlantedFaultClass.allCases.map(\.label.count).max()!
        return ["  planted faults (\(descriptor.ruleSets[0])+name; see 'mutants'), by class:"] + faultsByClass(descriptor).map { entry in
            let label = entry.faultClass.label.padding(toLength: width, withPad: " ", startingAt: 0)
            if entry.faults.isEmpty {
                return "    \(label)  none: " + (entry.notApplicable.map { "does not apply, \($0)" } ?? "no fault of this class planted yet")
            }
            return "    \(label)  \(entry.faults.count): \(entry.faults.joined(separator: ", "))"
        }
    }

    /// The JSON member `faultClasses`: per class, in order, its name, label, faults and the reason it does not apply.
    static func faultClassesJSON(_ descriptor: GameDescriptor) -> JSONValue {
        .array(faultsByClass(descriptor).map { entry in
            .object([
                .init(key: "class", value: .string(entry.faultClass.rawValue)),
                .init(key: "label", value: .string(entry.faultClass.label)),
                .init(key: "faults", value: .array(entry.faults.map { .string($0) })),
                .init(key: "notApplicable", value: entry.notApplicable.map { .string($0) } ?? .null),
            ])
        })
    }
}
