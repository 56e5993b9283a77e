// MARK: - A title that fits the canvas

extension SVGChart {
    /// The estimated advance of one bold character, as a share of the font size (wide enough for DejaVu Sans Bold,
    /// the usual sans-serif of a Linux browser, so an estimate errs towards wrapping).
    static let boldCharacterShare = 0.64
    /// The widest a title line may be: the canvas less 12 px on each side.
    static var titleWidth: Double { Double(Layout.width) - 24 }

    /// How a title is set: its lines (one or two) and their font size.
    struct TitleSetting: Equatable {
        /// The lines, top to bottom.
        var lines: [String]
        /// The font size in pixels.
        var size: Int
    }

    /// Sets a title to fit ``titleWidth``: on one line at the largest of 16, 14, 13 or 12 px that fits; else wrapped at
    /// spaces onto two lines at 13, 12 or 11 px; a title too long even for that keeps two 11 px lines, the second
    /// cut short with an ellipsis (the chart's file name and the report's heading still name it in full).
    static func titleSetting(_ title: String) -> TitleSetting {
        func fits(_ line: String, _ size: Int) -> Bool {
            Double(line.count) * Double(size) * boldCharacterShare <= titleWidth
        }
        for size in [16, 14, 13, 12] where fits(title, size) { return TitleSetting(lines: [title], size: size) }
        for size in [13, 12, 11] {
            let lines = wrapped(title, size: size)
            if lines.count <= 2, lines.allSatisfy({ fits($0, size) }) { return TitleSetting(lines: lines, size: size) }
        }
        let capacity = Int(titleWidth / (11 * boldCharacterShare))
        var lines = wrapped(title, size: 11)
        if lines.count > 2 || lines.count == 2 && !fits(lines[1], 11) {
            let rest = lines.dropFirst().joined(separator: " ")
            lines = [lines[0], String(rest.prefix(capacity - 1)) + "…"]
        }
        if !fits(lines[0], 11) { lines[0] = String(lines[0].prefix(capacity - 1)) + "…" }
        return TitleSetting(lines: lines, size: 11)
    }

    /// Greedy word wrap to lines of at most the characters that fit ``titleWidth`` at `size` (a longer word keeps its own line).
    static func wrapped(_ text: String, size: Int) -> [String] {
        let capacity = Int(titleWidth / (Double(size) * boldCharacterShare))
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= capacity {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Draws the title centred above the plot: one line with its baseline at y = 28, or two lines at y = 20 and 36.
    static func drawTitle(_ svg: inout SVGBuilder, _ title: String) {
        let setting = titleSetting(title)
        let baselines: [Double] = setting.lines.count == 1 ? [28] : [20, 36]
        for (line, baseline) in zip(setting.lines, baselines) {
            svg.text(line, x: Double(Layout.width) / 2, y: baseline, size: setting.size, bold: true)
        }
    }
}
