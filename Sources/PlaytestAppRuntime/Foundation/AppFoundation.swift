import Foundation

/// The values the binding file's `Date()`, `Date.now` and `UUID()` forward to.
public enum AppFoundation {
    /// 2026-01-01 00:00:00 UTC: the date a world's clock starts at.
    public static let epoch = Date(timeIntervalSince1970: 1_767_225_600)

    /// The bound world's virtual date, or the system's when no world is bound.
    public static var now: Date {
        guard let world = AppWorld.current else { return Date(timeIntervalSinceNow: 0) }
        return epoch.addingTimeInterval(Double(world.now) / 1e6)
    }

    /// A UUID counted per world (`00000000-0000-4000-8000-` and the count), or a random one when no world is bound.
    /// Counted, not drawn: making an identifier does not move the game's chance.
    public static func uuid() -> UUID {
        guard let world = AppWorld.current else { return UUID(uuidString: UUID().uuidString) ?? UUID() }
        let count = world.makeIdentifier()
        var bytes: [UInt8] = [0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0]
        for shift in stride(from: 40, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: count >> UInt64(shift))) }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
