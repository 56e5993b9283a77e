import PlaytestHarness

// MARK: - SVGBuilder

/// Accumulates SVG 1.1 elements and renders a complete, deterministic document.
///
/// Coordinates are printed with `NumberFormat.fixed(_:digits: 1)` and all text
/// is XML-escaped, so the output is byte-identical on every platform.
struct SVGBuilder: Sendable {

    /// Horizontal anchoring of a text element.
    enum Anchor: String, Sendable {
        case start, middle, end
    }

    // MARK: - Storage

    /// Canvas width in pixels.
    let width: Int
    /// Canvas height in pixels.
    let height: Int
    /// Element lines, already rendered.
    private(set) var elements: [String] = []

    /// Font family used for every text element.
    static let fontFamily = "sans-serif"

    /// Creates a builder whose document starts with a white background rectangle.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        elements.append(
            "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>"
        )
    }

    // MARK: - Elements

    /// Appends a filled rectangle; negative sizes are normalised. A `tooltip`
    /// becomes a nested `<title>` that viewers show on hover.
    mutating func rect(x: Double, y: Double, width: Double, height: Double,
                       fill: String, cssClass: String? = nil, tooltip: String? = nil) {
        let left = min(x, x + width)
        let top = min(y, y + height)
        let attributes = Self.classAttribute(cssClass)
            + " x=\"\(Self.coordinate(left))\" y=\"\(Self.coordinate(top))\""
            + " width=\"\(Self.coordinate(width.magnitude))\""
            + " height=\"\(Self.coordinate(height.magnitude))\" fill=\"\(fill)\""
        if let tooltip {
            elements.append("<rect" + attributes + "><title>" + Self.escaped(tooltip) + "</title></rect>")
        } else {
            elements.append("<rect" + attributes + "/>")
        }
    }

    /// Appends a filled circle; a `tooltip` becomes a nested `<title>`.
    mutating func circle(x: Double, y: Double, radius: Double, fill: String, cssClass: String? = nil, tooltip: String? = nil) {
        let attributes = Self.classAttribute(cssClass)
            + " cx=\"\(Self.coordinate(x))\" cy=\"\(Self.coordinate(y))\" r=\"\(Self.coordinate(radius))\" fill=\"\(fill)\""
        if let tooltip {
            elements.append("<circle" + attributes + "><title>" + Self.escaped(tooltip) + "</title></circle>")
        } else {
            elements.append("<circle" + attributes + "/>")
        }
    }

    /// Appends a straight line, optionally dashed (`dash` is a dash-array such as `"6 4"`).
    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double,
                       stroke: String, strokeWidth: Double = 1, dash: String? = nil,
                       cssClass: String? = nil) {
        let dashAttribute = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        elements.append(
            "<line" + Self.classAttribute(cssClass)
                + " x1=\"\(Self.coordinate(x1))\" y1=\"\(Self.coordinate(y1))\""
                + " x2=\"\(Self.coordinate(x2))\" y2=\"\(Self.coordinate(y2))\""
                + " stroke=\"\(stroke)\" stroke-width=\"\(Self.coordinate(strokeWidth))\""
                + dashAttribute + "/>"
        )
    }

    /// Appends an unfilled path from absolute `M`/`L` points, one list per subpath, optionally dashed (`dash`: `"4 3"`).
    mutating func path(_ subpaths: [[(x: Double, y: Double)]], stroke: String,
                       strokeWidth: Double = 1, cssClass: String? = nil, dash: String? = nil) {
        var commands: [String] = []
        for subpath in subpaths {
            for (index, point) in subpath.enumerated() {
                commands.append((index == 0 ? "M" : "L")
                    + Self.coordinate(point.x) + " " + Self.coordinate(point.y))
            }
        }
        elements.append(
            "<path" + Self.classAttribute(cssClass)
                + " d=\"\(commands.joined(separator: " "))\" fill=\"none\""
                + " stroke=\"\(stroke)\" stroke-width=\"\(Self.coordinate(strokeWidth))\""
                + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>"
        )
    }

    /// Appends a closed, filled polygon through `points`, with no stroke; `opacity` below 1 lets what is under it show.
    mutating func polygon(_ points: [(x: Double, y: Double)], fill: String, opacity: Double = 1, cssClass: String? = nil) {
        let list = points.map { Self.coordinate($0.x) + "," + Self.coordinate($0.y) }.joined(separator: " ")
        elements.append(
            "<polygon" + Self.classAttribute(cssClass) + " points=\"\(list)\" fill=\"\(fill)\""
                + (opacity < 1 ? " fill-opacity=\"\(NumberFormat.fixed(opacity, digits: 2))\"" : "") + " stroke=\"none\"/>")
    }

    /// Appends escaped text; `rotation` (degrees) turns it about its anchor point; `cssClass` names its role
    /// (`axis-title`, `point-label`) for the page's styles and the tests.
    mutating func text(_ content: String, x: Double, y: Double, size: Int = 12,
                       anchor: Anchor = .middle, rotation: Double? = nil,
                       bold: Bool = false, cssClass: String? = nil) {
        let transform = rotation.map {
            " transform=\"rotate(\(Self.coordinate($0)) \(Self.coordinate(x)) \(Self.coordinate(y)))\""
        } ?? ""
        elements.append(
            "<text" + Self.classAttribute(cssClass) + " x=\"\(Self.coordinate(x))\" y=\"\(Self.coordinate(y))\""
                + " font-family=\"\(Self.fontFamily)\" font-size=\"\(size)\""
                + (bold ? " font-weight=\"bold\"" : "")
                + " text-anchor=\"\(anchor.rawValue)\" fill=\"#222222\"" + transform + ">"
                + Self.escaped(content) + "</text>"
        )
    }

    // MARK: - Rendering

    /// The complete document, starting with `<svg` and ending with `</svg>\n`.
    func render() -> String {
        var output = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\""
            + " width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        for element in elements {
            output += "  " + element + "\n"
        }
        return output + "</svg>\n"
    }

    // MARK: - Helpers

    /// A coordinate printed locale-free with one decimal.
    static func coordinate(_ value: Double) -> String {
        NumberFormat.fixed(value.isFinite ? value : 0, digits: 1)
    }

    /// ` class="…"` or nothing.
    static func classAttribute(_ cssClass: String?) -> String {
        cssClass.map { " class=\"\(escaped($0))\"" } ?? ""
    }

    /// XML-escapes `& < > " '` and replaces control characters that XML 1.0
    /// forbids, and line breaks, with spaces.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text, whitespace: .space, forbidden: " ")
    }
}
