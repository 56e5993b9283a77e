import Foundation

/// Colour differences: CIE76 (Euclidean in Lab) and CIEDE2000.
public enum ColorDifference {
    /// The just-noticeable difference RULES.md uses for "hard to tell apart": 2.3.
    public static let justNoticeable = 2.3

    /// CIE76: the Euclidean distance in CIELAB.
    public static func cie76(_ x: LabColor, _ y: LabColor) -> Double {
        ((x.l - y.l) * (x.l - y.l) + (x.a - y.a) * (x.a - y.a) + (x.b - y.b) * (x.b - y.b)).squareRoot()
    }

    /// CIEDE2000 (kL = kC = kH = 1), following Sharma, Wu and Dalal, "The CIEDE2000 color-difference formula:
    /// implementation notes, supplementary test data, and mathematical observations", Color Research &
    /// Application 30(1), 2005, equations 1 to 17.
    public static func ciede2000(_ x: LabColor, _ y: LabColor) -> Double {
        let radiansPerDegree = Double.pi / 180
        let c1 = (x.a * x.a + x.b * x.b).squareRoot()
        let c2 = (y.a * y.a + y.b * y.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * x.a
        let a2 = (1 + g) * y.a
        let c1p = (a1 * a1 + x.b * x.b).squareRoot()
        let c2p = (a2 * a2 + y.b * y.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let degrees = atan2(b, a) / radiansPerDegree
            return degrees < 0 ? degrees + 360 : degrees
        }
        let h1 = hue(x.b, a1)
        let h2 = hue(y.b, a2)
        let deltaL = y.l - x.l
        let deltaC = c2p - c1p
        var deltaH = 0.0
        if c1p * c2p != 0 {
            deltaH = h2 - h1
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaBigH = 2 * (c1p * c2p).squareRoot() * sin(deltaH / 2 * radiansPerDegree)
        let meanL = (x.l + y.l) / 2
        let meanCp = (c1p + c2p) / 2
        var meanH = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 {
                meanH = (h1 + h2) / 2
            } else {
                meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos((meanH - 30) * radiansPerDegree) + 0.24 * cos(2 * meanH * radiansPerDegree)
            + 0.32 * cos((3 * meanH + 6) * radiansPerDegree) - 0.20 * cos((4 * meanH - 63) * radiansPerDegree)
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * (meanCp7 / (meanCp7 + pow(25, 7))).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(2 * deltaTheta * radiansPerDegree) * rc
        let termL = deltaL / sl, termC = deltaC / sc, termH = deltaBigH / sh
        return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
    }

    /// CIEDE2000 between two RGB colours.
    public static func ciede2000(_ x: RGBColor, _ y: RGBColor) -> Double {
        ciede2000(LabColor(x), LabColor(y))
    }
}
