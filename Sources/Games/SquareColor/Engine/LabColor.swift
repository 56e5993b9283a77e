import Foundation

/// A colour in CIELAB (D65 white), the perceptual space the human model and the balance signals use.
public struct LabColor: Sendable, Hashable {
    /// Lightness, 0...100.
    public var l: Double
    /// Green (-) to red (+).
    public var a: Double
    /// Blue (-) to yellow (+).
    public var b: Double

    /// Creates a Lab colour.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// An sRGB colour (channels 0...1, IEC 61966-2-1 transfer curve) in CIELAB, D65 reference white.
    public init(_ color: RGBColor) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let r = linear(color.red), g = linear(color.green), bl = linear(color.blue)
        // sRGB to XYZ (D65), then relative to the white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * bl) / 1.0
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }
}
