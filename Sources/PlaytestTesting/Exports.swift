// `checkProperty` and its helpers live in `PlaytestPropertyTesting`, which needs only the property library;
// `import PlaytestTesting` keeps bringing them, beside the game expectations declared here.
@_exported import PlaytestPropertyTesting
