// The core as one import: `import PlaytestKit` brings its four layers, each a module of its own so that the
// compiler keeps their direction (a lower layer cannot name a higher one):
//
// - `PlaytestStatistics`: running statistics, histograms, intervals and tests; no dependencies.
// - `PlaytestProperties`: seeded random streams, generators, shrinking, property checks, coverage and targeting.
// - `PlaytestHarness`: games, seats, virtual time, stateful checking, running and registration.
// - `PlaytestAnalysis`: gates, comparisons, tuning, reports and scenarios.
//
// A studio that wants only property tests imports `PlaytestProperties` (or `PlaytestPropertyTesting`) instead.
@_exported import PlaytestAnalysis
@_exported import PlaytestHarness
@_exported import PlaytestProperties
@_exported import PlaytestStatistics
