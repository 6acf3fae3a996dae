// example: my-provider
import Collation
import LatinCollation

/// A provider of your own. This one serves every locale the Latin provider does, through it;
/// yours makes collators of its own (see the table of a collator's requirements).
struct MyProvider: CollationProvider {
    let base = LatinCollationProvider()
    var identifier: String { "mine" }
    var summary: String { "My collation, for my app's locales" }
    func support(for locale: LocaleIdentifier) -> SupportLevel {
        base.support(for: locale)
    }
    func makeCollator(_ configuration: CollatorConfiguration) throws(CollationError) -> any Collator {
        try base.makeCollator(configuration)
    }
}
// end
