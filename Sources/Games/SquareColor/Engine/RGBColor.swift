/// A colour as the app stores it: red, green and blue channels in 0...1.
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    /// The red channel, 0...1.
    public var red: Double
    /// The green channel, 0...1.
    public var green: Double
    /// The blue channel, 0...1.
    public var blue: Double

    /// Creates a colour from its channels.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The channels in order.
    public var channels: [Double] { [red, green, blue] }

    /// The largest difference on any one channel.
    public func channelDistance(to other: RGBColor) -> Double {
        max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
    }

    /// True when every channel is within `threshold` of `other`'s (the app's colour match: strictly less).
    public func matches(_ other: RGBColor, threshold: Double) -> Bool {
        channelDistance(to: other) < threshold
    }

    /// `(0.512, 0.300, 0.944)`.
    public var description: String {
        func f(_ x: Double) -> String {
            let scaled = (x * 1000).rounded()
            let whole = Int(scaled) / 1000
            let fraction = Int(scaled) % 1000
            return "\(whole)." + String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
        }
        return "(\(f(red)), \(f(green)), \(f(blue)))"
    }
}
