/// A set of locale data, looked up by locale with fallback (`zh-TW` finds `zh-Hant`).
///
/// ``builtIn()`` holds the files under the package's `locales/` folder, compiled into the
/// module by the `EmbedLocales` build-tool plugin. Add a user's own file with ``adding(_:)``.
public struct LocaleCatalog: Sendable {
    /// The locale data, keyed by canonical identifier.
    public private(set) var entries: [String: LocaleData]

    /// Makes a catalog of the given locale data.
    public init(_ data: [LocaleData] = []) {
        entries = [:]
        for item in data { entries[item.identifier.identifier] = item }
    }

    /// The catalog of the locale files compiled into this module.
    ///
    /// - Throws: ``CollationError/malformedLocaleData(_:)`` if an embedded file does not parse
    ///   (the test suite parses every file, so a release never does).
    public static func builtIn() throws(CollationError) -> LocaleCatalog {
        try parsedBuiltIn.get()
    }

    private static let parsedBuiltIn: Result<LocaleCatalog, CollationError> = {
        var data: [LocaleData] = []
        for file in embeddedFiles {
            do throws(FileProblem) {
                data.append(try LocaleData(parsing: file.text, file: "locales/" + file.name))
            } catch {
                return .failure(.malformedLocaleData(error))
            }
        }
        return .success(LocaleCatalog(data))
    }()

    /// A copy with `data` added, replacing any data for the same locale.
    public func adding(_ data: LocaleData) -> LocaleCatalog {
        var copy = self
        copy.entries[data.identifier.identifier] = data
        return copy
    }

    /// The most specific data for `locale`, following ``LocaleIdentifier/searchOrder``.
    public func data(for locale: LocaleIdentifier) -> LocaleData? {
        for name in locale.searchOrder {
            if let found = entries[name] { return found }
        }
        return nil
    }

    /// All locale data, sorted by identifier.
    public var all: [LocaleData] {
        entries.values.sorted { $0.identifier.identifier < $1.identifier.identifier }
    }
}
