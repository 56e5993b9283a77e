import PlaytestKit

/// Makes the colours of a round: vibrant targets and distractors near them (the document's `ColorGenerator`).
///
/// Every draw comes from the injected generator: a channel is a unit double
/// scaled to its range, so a seed means the same colours on every platform.
public enum ColorGenerator {
    /// The range of a target's channels.
    public static let targetRange: ClosedRange<Double> = 0.2...1.0

    /// A vibrant colour: each channel uniform in `range` (0.2...1.0; another only under a planted fault).
    public static func randomColor<R: RandomNumberGenerator>(in range: ClosedRange<Double> = targetRange, using rng: inout R) -> RGBColor {
        func channel() -> Double { range.lowerBound + rng.drawUnitDouble() * (range.upperBound - range.lowerBound) }
        let red = channel()
        let green = channel()
        return RGBColor(red: red, green: green, blue: channel())
    }

    /// A colour near `base`: each channel moved by a uniform offset in -variation...+variation, then clamped to 0...1
    /// (`oneSided`, a planted fault: 0...+variation).
    public static func similarColor<R: RandomNumberGenerator>(
        to base: RGBColor, variation: Double, oneSided: Bool = false, using rng: inout R
    ) -> RGBColor {
        func channel(_ value: Double) -> Double {
            let offset = oneSided ? rng.drawUnitDouble() * variation : (rng.drawUnitDouble() * 2 - 1) * variation
            return min(1, max(0, value + offset))
        }
        let red = channel(base.red)
        let green = channel(base.green)
        return RGBColor(red: red, green: green, blue: channel(base.blue))
    }

    /// A round's grid: the targets (channels in `targetRange`) and the distractors of `difficulty`, shuffled; in hard,
    /// the targets' two different shapes. `faults` are the planted faults `offsetsNeverNegative` (offsets in
    /// 0...+variation) and `targetShapesUnshuffled` (the first two shapes, always).
    ///
    /// - Complexity: O(squares).
    public static func makeRound<R: RandomNumberGenerator>(
        _ difficulty: Difficulty, variation: Double, targetRange: ClosedRange<Double> = targetRange,
        faults: Set<SquareColorFault> = [], using rng: inout R
    ) -> (targets: [ColorSquare], grid: [ColorSquare]) {
        let colors = (0..<difficulty.targetCount).map { _ in randomColor(in: targetRange, using: &rng) }
        var shapes: [Shape?] = Array(repeating: nil, count: difficulty.targetCount)
        if difficulty.usesShapes {
            var all = Shape.allCases
            if !faults.contains(.targetShapesUnshuffled) { rng.shuffle(&all) }
            shapes = [all[0], all[1]]
        }
        let targets = colors.indices.map { ColorSquare(color: colors[$0], shape: shapes[$0], targetIndex: $0, baseIndex: $0) }
        let distractors = difficulty.distractorsPerTarget
        var grid = [ColorSquare]()
        grid.reserveCapacity(targets.count + distractors.reduce(0, +))  // one allocation, not one per doubling
        grid.append(contentsOf: targets)
        for (base, count) in distractors.enumerated() {
            for _ in 0..<count {
                let shape: Shape? = difficulty.usesShapes ? Shape.allCases[rng.draw(index: Shape.allCases.count)] : nil
                grid.append(ColorSquare(
                    color: similarColor(to: colors[base], variation: variation, oneSided: faults.contains(.offsetsNeverNegative), using: &rng), shape: shape,
                    targetIndex: nil, baseIndex: base))
            }
        }
        rng.shuffle(&grid)
        return (targets, grid)
    }
}
