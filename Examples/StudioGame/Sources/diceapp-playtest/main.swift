import DiceRollApp
import PlaytestCLI

// Every playtest command for the shipped dice app, with its bench section (checked games per second, where the time goes).
PlaytestCommandLine.main(games: [DiceAppGame.registration], benchmarks: [.liveApp(DiceAppGame.registration, bot: "lockMostCommon")])
