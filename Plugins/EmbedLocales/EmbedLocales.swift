import Foundation
import PackagePlugin

/// Compiles the human-editable files in the package's top-level `locales/` folder into the
/// `Collation` module, so that a build never needs the files at run time.
///
/// The plugin only embeds the text; `Collation` parses it on first use, with the same parser
/// that reads a user's own locale file, and the test suite parses every embedded file.
@main
struct EmbedLocales: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "locales")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
            .filter { $0.hasSuffix(".locale") }
            .sorted()
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedLocales.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) locale files",
                executable: try context.tool(named: "TextEmbedder").url,
                arguments: [output.path(percentEncoded: false), "LocaleCatalog", "EmbedLocales"] + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
