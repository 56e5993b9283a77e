import PlaytestBuiltInGames
import PlaytestCLI

// The thin executable: the command line is the PlaytestCLI library, the games are the built-in five.
PlaytestCommandLine.main(catalog: BuiltInGames.catalog)
