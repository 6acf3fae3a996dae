/// The style and script of the HTML page (`collate group --format html`), embedded so that the
/// page is one file that works offline.
///
/// They live as `page.css` and `page.js` beside this file, and the `EmbedPageAssets` build
/// plugin compiles them in as ``embeddedFiles``. The script folds queries and ranks names
/// exactly as ``SearchFolding`` and ``SearchQuery`` do (the same rules, ported; the Latin
/// folding table comes with the page's data), over the search keys the tool embeds: "zs" finds
/// 张三 with no server.
enum PageAssets {
    /// The page's style sheet.
    static let style = text(of: "page.css")

    /// The page's script.
    static let script = text(of: "page.js")

    /// The text of the embedded file `name`; the plugin embeds exactly the files asked for, so
    /// a missing one is a build mistake, which an empty page would hide.
    private static func text(of name: String) -> String {
        guard let file = embeddedFiles.first(where: { $0.name == name }) else {
            preconditionFailure("\(name) is not embedded: see Plugins/EmbedPageAssets")
        }
        return file.text
    }
}
