import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

// MARK: - JSONPathTests

@Suite("JSONPath")
struct JSONPathTests {
    @Test("renders keys and indices in JSONPath style")
    func rendering() {
        let path = JSONPath.root
            .appending(key: "studies").appending(index: 0)
            .appending(key: "sweep").appending(key: "count").appending(index: 2)
        #expect(path.description == "$.studies[0].sweep.count[2]")
        #expect(JSONPath.root.description == "$")
        #expect(path.components.count == 5)
    }

    @Test("brackets keys that are not identifier-like")
    func oddKeys() {
        #expect(JSONPath.root.appending(key: "odd key").description == #"$["odd key"]"#)
        #expect(JSONPath.root.appending(key: "rates").appending(key: "2x").description == #"$.rates["2x"]"#)
        #expect(JSONPath.root.appending(key: "").description == #"$[""]"#)
        #expect(JSONPath.root.appending(key: "a\"b").description == #"$["a\"b"]"#)
        #expect(JSONPath.root.appending(key: "é").description == #"$["é"]"#)
        #expect(JSONPath.root.appending(key: "_max_2").description == "$._max_2")
    }

    @Test("knows its parent and compares by components")
    func parentAndEquality() {
        let child = JSONPath.root.appending(key: "a").appending(index: 1)
        #expect(child.parent == JSONPath.root.appending(key: "a"))
        #expect(JSONPath.root.parent == nil)
        #expect(child == JSONPath(components: [.key("a"), .index(1)]))
    }
}
