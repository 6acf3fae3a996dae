import Synchronization

/// A set of locale data, looked up by locale with fallback (`zh-TW` finds `zh-Hant`).
///
/// ``builtIn()`` holds the files under the package's `locales/` folder, compiled into the
/// module by the `EmbedLocales` build-tool plugin, one for every locale ICU has index labels
/// for. Each file is parsed when a lookup first needs it, so that the 230-odd files cost
/// nothing for the locales an application does not use. Add a user's own file with
/// ``adding(_:)``.
public struct LocaleCatalog: Sendable {
    /// Locale data given to the catalog, which takes precedence over the built-in files.
    private var given: [String: LocaleData]
    /// The built-in files, parsed on first use; nil for a catalog of given data only.
    private let embedded: EmbeddedLocales?

    /// Makes a catalog of the given locale data.
    public init(_ data: [LocaleData] = []) {
        given = [:]
        embedded = nil
        for item in data { given[item.identifier.identifier] = item }
    }

    private init(embedded: EmbeddedLocales) {
        given = [:]
        self.embedded = embedded
    }

    /// A catalog of files given as text, parsed on first use as the built-in ones are (for
    /// tests of what a malformed built-in file does).
    init(files: [(name: String, text: String)]) {
        self.init(embedded: EmbeddedLocales(files: files))
    }

    /// The catalog of the locale files compiled into this module. A file that does not parse
    /// is reported when its locale is looked up (``lookup(_:)``) and listed by ``problems``;
    /// the test suite parses every file, so a release has none.
    public static func builtIn() -> LocaleCatalog {
        LocaleCatalog(embedded: EmbeddedLocales.shared)
    }

    /// The `source` lines of the built-in files, read without parsing the files: for
    /// `collate --version` (parsing the 230-odd files took longer than the rest of a small
    /// run's setup, when every run of the tool worked out its version text).
    package static func builtInSources() -> [String] {
        // From the embedded files as they are: `--version` asks, and needs no catalog of them.
        embeddedFiles.compactMap { LocaleData.source(inFile: $0.text) }
    }

    /// A copy with `data` added, replacing any data for the same locale.
    public func adding(_ data: LocaleData) -> LocaleCatalog {
        var copy = self
        copy.given[data.identifier.identifier] = data
        return copy
    }

    /// The data for exactly `identifier` (`"zh-Hant"`), without fallback.
    public func entry(_ identifier: String) -> LocaleData? {
        given[identifier] ?? (try? embedded?.result(identifier)?.get())
    }

    /// The most specific data for `locale`, following ``LocaleIdentifier/searchOrder``, or
    /// nil when the catalog has none.
    ///
    /// - Throws: ``CollationError/malformedLocaleData(_:)`` when the most specific file is a
    ///   built-in one that does not parse, rather than falling back past it.
    public func lookup(_ locale: LocaleIdentifier) throws(CollationError) -> LocaleData? {
        for name in locale.searchOrder {
            if let found = given[name] { return found }
            switch embedded?.result(name) {
            case .success(let data): return data
            case .failure(let problem): throw .malformedLocaleData(problem)
            case nil: continue
            }
        }
        return nil
    }

    /// The most specific data for `locale`, following ``LocaleIdentifier/searchOrder`` (nil
    /// where ``lookup(_:)`` finds none or throws).
    public func data(for locale: LocaleIdentifier) -> LocaleData? {
        try? lookup(locale)
    }

    /// The identifiers the catalog has data for, sorted.
    public var identifiers: [String] {
        Set(given.keys).union(embedded?.identifiers ?? []).sorted()
    }

    /// All locale data, sorted by identifier (parses every built-in file).
    public var all: [LocaleData] {
        identifiers.compactMap(entry)
    }

    /// The built-in files that do not parse, with the file, line and problem.
    public var problems: [FileProblem] {
        embedded?.problems ?? []
    }
}

/// The embedded locale files, by identifier, and what parsing them has given so far.
final class EmbeddedLocales: Sendable {
    static let shared = EmbeddedLocales(files: LocaleCatalog.embeddedFiles)

    /// File text by identifier (the file name without `.locale`; `root.locale` is `und`).
    let texts: [String: (file: String, text: String)]
    private let parsed = Mutex<[String: Result<LocaleData, FileProblem>]>([:])

    init(files: [(name: String, text: String)]) {
        var texts: [String: (file: String, text: String)] = [:]
        for file in files {
            var name = String(file.name.dropLast(".locale".count))
            if name == "root" { name = "und" }
            texts[name] = (file.name, file.text)
        }
        self.texts = texts
    }

    /// The identifiers of the embedded files.
    var identifiers: Set<String> { Set(texts.keys) }

    func result(_ identifier: String) -> Result<LocaleData, FileProblem>? {
        if let done = parsed.withLock({ $0[identifier] }) { return done }
        guard let file = texts[identifier] else { return nil }
        let result = Result { () throws(FileProblem) in try LocaleData(parsing: file.text, file: "locales/" + file.file) }
        parsed.withLock { $0[identifier] = result }
        return result
    }

    var problems: [FileProblem] {
        identifiers.sorted().compactMap { identifier in
            if case .failure(let problem) = result(identifier) { return problem }
            return nil
        }
    }
}
