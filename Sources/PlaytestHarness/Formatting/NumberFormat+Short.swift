// MARK: - Short numbers

extension NumberFormat {
    /// A number to `digits` significant digits without trailing zeros: `0.95`, `1`, `95`, `0.0123`.
    public static func short(_ x: Double, digits: Int = 6) -> String {
        var text = significant(x, digits: digits)
        guard text.contains("."), !text.contains("e"), !text.contains("E") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
