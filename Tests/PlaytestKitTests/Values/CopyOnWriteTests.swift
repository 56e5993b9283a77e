import PlaytestKit
import Testing

@Suite("CopyOnWrite")
struct CopyOnWriteTests {
    @Test("a copy shares the storage until one side writes; the write never shows through the other")
    func copyThenWrite() {
        var original = CopyOnWrite([1, 2, 3])
        var copy = original
        copy.value.append(4)
        #expect(original.value == [1, 2, 3])
        #expect(copy.value == [1, 2, 3, 4])
        original.value[0] = 9
        #expect(original.value == [9, 2, 3])
        #expect(copy.value == [1, 2, 3, 4])
    }

    @Test("a unique box is written in place, many times")
    func uniqueWrites() {
        var box = CopyOnWrite(0)
        for _ in 0..<1_000 { box.value += 1 }
        #expect(box.value == 1_000)
    }

    @Test("copies share their storage until one side writes; equal values in two storages are not shared")
    func sharesStorage() {
        var original = CopyOnWrite([1, 2, 3])
        let copy = original
        #expect(original.sharesStorage(with: copy))
        original.value[0] = 1
        #expect(!original.sharesStorage(with: copy))
        #expect(original.value == copy.value)
        #expect(!CopyOnWrite(0).sharesStorage(with: CopyOnWrite(0)))
    }
}
