import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness
@testable import PlaytestProperties

@Suite("NumberFormat")
struct NumberFormatTests {

    // MARK: - fixed

    @Test("fixed rounds half away from zero")
    func fixedRoundsHalfAwayFromZero() {
        #expect(NumberFormat.fixed(0.125, digits: 2) == "0.13")
        #expect(NumberFormat.fixed(-0.125, digits: 2) == "-0.13")
        #expect(NumberFormat.fixed(2.5, digits: 0) == "3")
        #expect(NumberFormat.fixed(-2.5, digits: 0) == "-3")
        #expect(NumberFormat.fixed(0.5, digits: 0) == "1")
        #expect(NumberFormat.fixed(1234.5, digits: 0) == "1235")
        #expect(NumberFormat.fixed(1234.5, digits: 1) == "1234.5")
        #expect(NumberFormat.fixed(1234.5, digits: 3) == "1234.500")
    }

    @Test("fixed follows the stored binary value, not the decimal literal")
    func fixedUsesBinaryValue() {
        // 1.005 is stored as 1.00499999999999989…, so it rounds down.
        #expect(NumberFormat.fixed(1.005, digits: 2) == "1.00")
        #expect(NumberFormat.fixed(0.375, digits: 2) == "0.38")
        #expect(NumberFormat.fixed(2.675, digits: 2) == "2.67")
    }

    @Test("fixed never prints negative zero")
    func fixedDropsNegativeZero() {
        #expect(NumberFormat.fixed(-0.004, digits: 2) == "0.00")
        #expect(NumberFormat.fixed(-0.0, digits: 2) == "0.00")
        #expect(NumberFormat.fixed(-0.4, digits: 0) == "0")
        #expect(NumberFormat.fixed(-0.005, digits: 2) == "-0.01")
    }

    @Test("fixed handles digits 0 and negative digits")
    func fixedZeroDigits() {
        #expect(NumberFormat.fixed(7.49, digits: 0) == "7")
        #expect(NumberFormat.fixed(-7.51, digits: 0) == "-8")
        #expect(NumberFormat.fixed(7.49, digits: -3) == "7")
        #expect(NumberFormat.fixed(0, digits: 3) == "0.000")
        #expect(NumberFormat.fixed(0.5, digits: 20) == "0.50000000000000000000")
    }

    @Test("fixed carries into the integer part")
    func fixedCarries() {
        #expect(NumberFormat.fixed(9.999, digits: 2) == "10.00")
        #expect(NumberFormat.fixed(-99.96, digits: 1) == "-100.0")
        #expect(NumberFormat.fixed(0.999_999, digits: 3) == "1.000")
    }

    @Test("fixed is exact for large values")
    func fixedLargeValues() {
        #expect(NumberFormat.fixed(1e15, digits: 2) == "1000000000000000.00")
        #expect(NumberFormat.fixed(-1e15, digits: 0) == "-1000000000000000")
        #expect(NumberFormat.fixed(123_456_789_012.25, digits: 2) == "123456789012.25")
        #expect(NumberFormat.fixed(999_999_999_999_999, digits: 1) == "999999999999999.0")
        #expect(NumberFormat.fixed(1e20, digits: 0) == "100000000000000000000")
        #expect(NumberFormat.fixed(0x1p70, digits: 1) == "1180591620717411303424.0")
        #expect(NumberFormat.fixed(Double.greatestFiniteMagnitude, digits: 0).count == 309)
    }

    @Test("fixed prints non-finite values as words")
    func fixedNonFinite() {
        #expect(NumberFormat.fixed(.nan, digits: 2) == "nan")
        #expect(NumberFormat.fixed(.infinity, digits: 2) == "inf")
        #expect(NumberFormat.fixed(-.infinity, digits: 2) == "-inf")
    }

    // MARK: - Integers and percentages

    @Test("integer and grouped")
    func integers() {
        #expect(NumberFormat.integer(-1234) == "-1234")
        #expect(NumberFormat.grouped(0) == "0")
        #expect(NumberFormat.grouped(999) == "999")
        #expect(NumberFormat.grouped(1000) == "1,000")
        #expect(NumberFormat.grouped(1_234_567) == "1,234,567")
        #expect(NumberFormat.grouped(-123_456) == "-123,456")
        #expect(NumberFormat.grouped(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test("percent")
    func percent() {
        #expect(NumberFormat.percent(0.125, digits: 1) == "12.5%")
        #expect(NumberFormat.percent(1, digits: 0) == "100%")
        #expect(NumberFormat.percent(-0.00001, digits: 2) == "0.00%")
    }
}
