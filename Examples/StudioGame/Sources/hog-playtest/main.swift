import Hog
import PlaytestCLI

// Every playtest command (list, check, run, compare, tune, merge, replay, bench) for Hog.
PlaytestCommandLine.main(games: [HogGame.registration])
