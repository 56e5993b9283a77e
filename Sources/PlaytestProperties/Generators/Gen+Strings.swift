// MARK: - Unicode

extension Gen where Value == Unicode.Scalar {
    /// Unicode scalars: printable ASCII half the time, then control characters and the rest of the Basic
    /// Multilingual Plane below the surrogates, the plane above them, and the supplementary planes, each a sixth of
    /// the time; never a surrogate. Shrinks toward "a".
    public static var unicodeScalar: Gen<Unicode.Scalar> {
        Gen { source in
            let value: UInt32
            switch source.draw(below: 6) {
            case 0, 1, 2: value = 0x20 + (UInt32(source.draw(below: 95)) + 0x41) % 95  // printable ASCII, "a" first
            case 3: value = UInt32(source.draw(below: 0x20 + 0xD800 - 0x7F)).mapControlAndLowPlane
            case 4: value = 0xE000 + UInt32(source.draw(below: 0x10000 - 0xE000))
            default: value = 0x10000 + UInt32(source.draw(below: 0x110000 - 0x10000))
            }
            return Unicode.Scalar(value) ?? "a"
        }
    }
}

extension UInt32 {
    /// Index `self` into the control characters 0x00 to 0x1F, then 0x7F up to the surrogates.
    fileprivate var mapControlAndLowPlane: UInt32 {
        self < 0x20 ? self : 0x7F + (self - 0x20)
    }
}

extension Gen where Value == String {
    /// Strings of `length` Unicode scalars (see `unicodeScalar`), or of the scalars `scalars` gives.
    public static func string(length: ClosedRange<Int>, of scalars: Gen<Unicode.Scalar> = .unicodeScalar) -> Gen<String> {
        scalars.array(length: length).map { list in
            var view = String.UnicodeScalarView()
            view.append(contentsOf: list)
            return String(view)
        }
    }
}
