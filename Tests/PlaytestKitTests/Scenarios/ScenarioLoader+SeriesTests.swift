import Testing
@testable import PlaytestKit
@testable import PlaytestAnalysis
@testable import PlaytestHarness

@Suite("ScenarioLoader series")
struct ScenarioLoaderSeriesTests {
    @Test("A study's series are read into each of its configurations and into the request that plays it")
    func reads() throws {
        let scenario = try ScenarioLoaderTests.load(ScenarioLoaderTests.withStudy(#", "series": ["seat0"]"#))
        #expect(scenario.configurations.allSatisfy { $0.series == ["seat0"] })
        let request = ScenarioPlayer.request(for: scenario.configurations[0], in: scenario, jobs: 1)
        #expect(request.series == ["seat0"])
        #expect(try ScenarioLoaderTests.load(ScenarioLoaderTests.withStudy("")).configurations[0].series.isEmpty)
    }

    @Test("A series the game does not offer names the entry, the names offered and the closest")
    func unknown() throws {
        let message = try #require(ScenarioLoaderTests.error(ScenarioLoaderTests.withStudy(#", "series": ["seat9"]"#)))
        #expect(message.contains("$.studies[0].series[0] is not a series of toy"))
        #expect(message.contains("use one of: "))
        #expect(message.contains("did you mean \"seat0\"?"))
    }

    @Test("An empty list, a repeated name, a number and series without the quality measures are refused at the field")
    func refused() throws {
        #expect(ScenarioLoaderTests.error(ScenarioLoaderTests.withStudy(#", "series": []"#))?.contains("$.studies[0].series is empty") == true)
        #expect(ScenarioLoaderTests.error(ScenarioLoaderTests.withStudy(#", "series": ["seat0", "seat0"]"#))?
            .contains("$.studies[0].series[1] repeats \"seat0\"") == true)
        #expect(ScenarioLoaderTests.error(ScenarioLoaderTests.withStudy(#", "series": [3]"#))?.contains("$.studies[0].series[0]") == true)
        #expect(ScenarioLoaderTests.error(ScenarioLoaderTests.withStudy(#", "series": ["seat0"]"#, top: #""quality": false, "#))?
            .contains("$.studies[0].series asks for series in a scenario with \"quality\": false") == true)
    }
}
