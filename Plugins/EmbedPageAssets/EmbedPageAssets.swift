import Foundation
import PackagePlugin

/// Compiles the page's style and script (`Output/Page/page.css` and `page.js` of the
/// `CollateCLI` target) into the module, so that `collate group --format html` writes one
/// self-contained page and the installed tool needs no resource files beside it.
///
/// They are real files so that they can be read, linted and checked (`node --check` in CI);
/// the tests run the script's matcher under node against the Swift one.
@main
struct EmbedPageAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "Output/Page")
        let inputs = ["page.css", "page.js"].map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedPageAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding the page's style and script",
                executable: try context.tool(named: "TextEmbedder").url,
                arguments: [output.path(percentEncoded: false), "PageAssets", "EmbedPageAssets"] + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
