// MARK: - Point labels that never collide

extension SVGChart {
    /// Places text labels beside points so that no two labels overlap and no label covers a point: each label
    /// tries a few spots around its point (right above, right below, left above, left below, above, below, then the
    /// four corners a little farther out) and
    /// takes the first free one inside the canvas; a label with no free spot is left out (the point's tooltip
    /// still carries it).
    struct LabelPlacer {
        /// A rectangle on the canvas.
        struct Box: Equatable {
            var left: Double
            var top: Double
            var right: Double
            var bottom: Double

            /// True when the two rectangles share some area.
            func overlaps(_ other: Box) -> Bool {
                left < other.right && other.left < right && top < other.bottom && other.top < bottom
            }
        }

        /// The estimated advance of one character, as a share of the font size (wide enough for DejaVu Sans digits).
        static let characterShare = 0.64

        /// The boxes of the point labels in a drawn chart (`class="point-label"`, one a line as the render writes
        /// them), measured as ``box(_:x:y:size:anchor:)`` measures them when placing: what a check reads back to see
        /// that no two collide.
        static func boxes(inSVG svg: String) -> [Box] {
            svg.split(separator: "\n").filter { $0.contains("class=\"point-label\"") }.compactMap { line in
                func attribute(_ name: String) -> String? {
                    guard let start = line.range(of: " \(name)=\"")?.upperBound else { return nil }
                    return String(line[start...].prefix { $0 != "\"" })
                }
                guard let textStart = line.range(of: ">")?.upperBound, let anchorName = attribute("text-anchor"),
                      let anchor = SVGBuilder.Anchor(rawValue: anchorName), let x = attribute("x").flatMap(Double.init),
                      let y = attribute("y").flatMap(Double.init), let size = attribute("font-size").flatMap(Int.init) else { return nil }
                let text = String(line[textStart...].prefix { $0 != "<" })
                return box(text, x: x, y: y, size: size, anchor: anchor)
            }
        }

        /// The box of a label drawn at (`x`, `y`) (its baseline) with this anchor and font size.
        static func box(_ text: String, x: Double, y: Double, size: Int, anchor: SVGBuilder.Anchor) -> Box {
            let width = Double(text.count) * Double(size) * characterShare
            let left: Double = switch anchor {
            case .start: x
            case .middle: x - width / 2
            case .end: x - width
            }
            return Box(left: left, top: y - Double(size) * 0.8, right: left + width, bottom: y + Double(size) * 0.25)
        }

        /// The area labels may use.
        let bounds: Box
        /// The boxes taken so far (labels, and the points they must not cover).
        private(set) var taken: [Box] = []

        /// A placer for labels inside `bounds`.
        init(bounds: Box) {
            self.bounds = bounds
        }

        /// Marks a point's disc as taken, so no label covers it.
        mutating func reserve(x: Double, y: Double, radius: Double) {
            taken.append(Box(left: x - radius, top: y - radius, right: x + radius, bottom: y + radius))
        }

        /// The first free spot for `text` beside the point (`x`, `y`), taking it; nil when every spot is taken.
        mutating func place(_ text: String, x: Double, y: Double, size: Int) -> (x: Double, y: Double, anchor: SVGBuilder.Anchor)? {
            let rise = Double(size) * 0.25 + 4
            let drop = Double(size) * 0.8 + 4
            let spots: [(Double, Double, SVGBuilder.Anchor)] = [
                (x + 5, y - rise, .start), (x + 5, y + drop, .start), (x - 5, y - rise, .end), (x - 5, y + drop, .end),
                (x, y - rise - 3, .middle), (x, y + drop + 3, .middle),
                (x + 7, y - rise - 9, .start), (x + 7, y + drop + 9, .start), (x - 7, y - rise - 9, .end), (x - 7, y + drop + 9, .end),
            ]
            for (spotX, spotY, anchor) in spots {
                let box = Self.box(text, x: spotX, y: spotY, size: size, anchor: anchor)
                guard box.left >= bounds.left, box.right <= bounds.right, box.top >= bounds.top, box.bottom <= bounds.bottom,
                      !taken.contains(where: { $0.overlaps(box) }) else { continue }
                taken.append(box)
                return (spotX, spotY, anchor)
            }
            return nil
        }
    }

    /// The class of a point's label.
    public static let pointLabelClass = "point-label"
    /// The font size of a point's label.
    static let pointLabelSize = 11
}
