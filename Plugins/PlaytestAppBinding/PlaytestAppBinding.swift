import PackagePlugin

/// Adds the binding file to the target it is applied to: one line in a studio's manifest
/// (`plugins: [.plugin(name: "PlaytestAppBinding", package: "Playtest")]`) puts the app's clock, queues, tasks and
/// randomness on PlaytestAppRuntime's virtual world, with no change to the app's own files.
@main
struct PlaytestAppBinding: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "PlaytestAppBinding.swift")
        return [
            .buildCommand(
                displayName: "Binding \(target.name) to PlaytestAppRuntime",
                executable: try context.tool(named: "playtest-app-binding").url,
                arguments: [output.path],
                inputFiles: [],
                outputFiles: [output])
        ]
    }
}
