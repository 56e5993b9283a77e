import Testing
@testable import SquareColor

@Suite("ColorDifference")
struct ColorDifferenceTests {
    /// Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes, supplementary
    /// test data, and mathematical observations", Color Research & Application 30(1), Table 1: all 34 pairs,
    /// (L1, a1, b1), (L2, a2, b2), ΔE00 to 4 decimals.
    static let sharmaPairs: [(LabColor, LabColor, Double)] = [
        (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 2.0425),
        (LabColor(l: 50, a: 3.1571, b: -77.2803), LabColor(l: 50, a: 0, b: -82.7485), 2.8615),
        (LabColor(l: 50, a: 2.8361, b: -74.0200), LabColor(l: 50, a: 0, b: -82.7485), 3.4412),
        (LabColor(l: 50, a: -1.3802, b: -84.2814), LabColor(l: 50, a: 0, b: -82.7485), 1.0000),
        (LabColor(l: 50, a: -1.1848, b: -84.8006), LabColor(l: 50, a: 0, b: -82.7485), 1.0000),
        (LabColor(l: 50, a: -0.9009, b: -85.5211), LabColor(l: 50, a: 0, b: -82.7485), 1.0000),
        (LabColor(l: 50, a: 0, b: 0), LabColor(l: 50, a: -1, b: 2), 2.3669),
        (LabColor(l: 50, a: -1, b: 2), LabColor(l: 50, a: 0, b: 0), 2.3669),
        (LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0009), 7.1792),
        (LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0010), 7.1792),
        (LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0011), 7.2195),
        (LabColor(l: 50, a: 2.4900, b: -0.0010), LabColor(l: 50, a: -2.4900, b: 0.0012), 7.2195),
        (LabColor(l: 50, a: -0.0010, b: 2.4900), LabColor(l: 50, a: 0.0009, b: -2.4900), 4.8045),
        (LabColor(l: 50, a: -0.0010, b: 2.4900), LabColor(l: 50, a: 0.0010, b: -2.4900), 4.8045),
        (LabColor(l: 50, a: -0.0010, b: 2.4900), LabColor(l: 50, a: 0.0011, b: -2.4900), 4.7461),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 0, b: -2.5), 4.3065),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 73, a: 25, b: -18), 27.1492),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 61, a: -5, b: 29), 22.8977),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 56, a: -27, b: -3), 31.9030),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 58, a: 24, b: 15), 19.4535),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 3.1736, b: 0.5854), 1.0000),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 3.2972, b: 0), 1.0000),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 1.8634, b: 0.5757), 1.0000),
        (LabColor(l: 50, a: 2.5, b: 0), LabColor(l: 50, a: 3.2592, b: 0.3350), 1.0000),
        (LabColor(l: 60.2574, a: -34.0099, b: 36.2677), LabColor(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (LabColor(l: 63.0109, a: -31.0961, b: -5.8663), LabColor(l: 62.8187, a: -29.7946, b: -4.0864), 1.2630),
        (LabColor(l: 61.2901, a: 3.7196, b: -5.3901), LabColor(l: 61.4292, a: 2.2480, b: -4.9620), 1.8731),
        (LabColor(l: 35.0831, a: -44.1164, b: 3.7933), LabColor(l: 35.0232, a: -40.0716, b: 1.5901), 1.8645),
        (LabColor(l: 22.7233, a: 20.0904, b: -46.6940), LabColor(l: 23.0331, a: 14.9730, b: -42.5619), 2.0373),
        (LabColor(l: 36.4612, a: 47.8580, b: 18.3852), LabColor(l: 36.2715, a: 50.5065, b: 21.2231), 1.4146),
        (LabColor(l: 90.8027, a: -2.0831, b: 1.4410), LabColor(l: 91.1528, a: -1.6435, b: 0.0447), 1.4441),
        (LabColor(l: 90.9257, a: -0.5406, b: -0.9208), LabColor(l: 88.6381, a: -0.8985, b: -0.7239), 1.5381),
        (LabColor(l: 6.7747, a: -0.2908, b: -2.4247), LabColor(l: 5.8714, a: -0.0985, b: -2.2286), 0.6377),
        (LabColor(l: 2.0776, a: 0.0795, b: -1.1350), LabColor(l: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
    ]

    @Test("CIEDE2000 reproduces all 34 published test pairs to 4 decimals, in both orders")
    func sharmaTable() {
        #expect(Self.sharmaPairs.count == 34)
        for (index, (x, y, expected)) in Self.sharmaPairs.enumerated() {
            let forward = ColorDifference.ciede2000(x, y)
            let backward = ColorDifference.ciede2000(y, x)
            #expect(abs(forward - expected) < 0.00005, "pair \(index + 1): \(forward), published \(expected)")
            #expect(abs(forward - backward) < 1e-9, "pair \(index + 1) is symmetric")
        }
    }

    @Test("sRGB to CIELAB: white, black and the primaries at their published D65 values (within 0.02)")
    func labAnchors() {
        let anchors: [(RGBColor, LabColor)] = [
            (RGBColor(red: 1, green: 1, blue: 1), LabColor(l: 100, a: 0, b: 0)),
            (RGBColor(red: 0, green: 0, blue: 0), LabColor(l: 0, a: 0, b: 0)),
            (RGBColor(red: 1, green: 0, blue: 0), LabColor(l: 53.24, a: 80.09, b: 67.20)),
            (RGBColor(red: 0, green: 0, blue: 1), LabColor(l: 32.30, a: 79.19, b: -107.86)),
        ]
        for (rgb, expected) in anchors {
            let lab = LabColor(rgb)
            #expect(abs(lab.l - expected.l) < 0.02 && abs(lab.a - expected.a) < 0.02 && abs(lab.b - expected.b) < 0.02, "\(rgb): \(lab)")
        }
        #expect(ColorDifference.cie76(LabColor(l: 0, a: 3, b: 4), LabColor(l: 0, a: 0, b: 0)) == 5)
    }
}
