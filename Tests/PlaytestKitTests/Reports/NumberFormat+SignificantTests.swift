import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("NumberFormat significant and SI")
struct NumberFormatSignificantTests {

    // MARK: - significant

    @Test("significant uses positional form for moderate magnitudes")
    func significantPlain() {
        #expect(NumberFormat.significant(1.23e9) == "1230000000")
        #expect(NumberFormat.significant(0.00123456) == "0.00123")
        #expect(NumberFormat.significant(1.0) == "1.00")
        #expect(NumberFormat.significant(-12.345, digits: 4) == "-12.35")
        #expect(NumberFormat.significant(999.7) == "1000")
        #expect(NumberFormat.significant(9.996) == "10.0")
        #expect(NumberFormat.significant(123_456, digits: 2) == "120000")
        #expect(NumberFormat.significant(0) == "0")
    }

    @Test("significant uses exponent form for extreme magnitudes")
    func significantScientific() {
        #expect(NumberFormat.significant(1.5e20) == "1.50e20")
        #expect(NumberFormat.significant(2.5e-7) == "2.50e-7")
        #expect(NumberFormat.significant(-4e300, digits: 1) == "-4e300")
        #expect(NumberFormat.significant(.leastNonzeroMagnitude, digits: 2) == "4.9e-324")
        #expect(NumberFormat.significant(.nan) == "nan")
    }

    // MARK: - si

    @Test("si picks a prefix per power of 1000")
    func siPrefixes() {
        #expect(NumberFormat.si(1.42e9, digits: 3) == "1.42 G")
        #expect(NumberFormat.si(169_000, digits: 3) == "169 k")
        #expect(NumberFormat.si(950, digits: 3) == "950")
        #expect(NumberFormat.si(999_700, digits: 3) == "1.00 M")
        #expect(NumberFormat.si(1500, digits: 2) == "1.5 k")
        #expect(NumberFormat.si(-2_500_000, digits: 3) == "-2.50 M")
        #expect(NumberFormat.si(0.0025, digits: 3) == "2.50 m")
        #expect(NumberFormat.si(0.00025, digits: 3) == "250 µ")
        #expect(NumberFormat.si(0, digits: 3) == "0")
        #expect(NumberFormat.si(2e21, digits: 2) == "2000 E")
        #expect(NumberFormat.si(-.infinity, digits: 3) == "-inf")
    }

    // MARK: - Helpers

    @Test("decompose yields a full-width mantissa and the decimal exponent")
    func decompose() {
        #expect(NumberFormat.decompose(1234.5, precision: 3) == (123, 3))
        #expect(NumberFormat.decompose(0.000999, precision: 2) == (10, -3))
        #expect(NumberFormat.decompose(1, precision: 1) == (1, 0))
    }

    @Test("plain places the decimal point from the exponent")
    func plain() {
        #expect(NumberFormat.plain(123, exponent: 4) == "12300")
        #expect(NumberFormat.plain(123, exponent: 1) == "12.3")
        #expect(NumberFormat.plain(123, exponent: -2) == "0.0123")
    }
}
