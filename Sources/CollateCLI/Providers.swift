import Collation
import LatinCollation

/// The providers the `collate` tool offers.
public enum Providers {
    /// A registry with every provider this build has, over the built-in locale data.
    public static func registry() throws(CollationError) -> ProviderRegistry {
        try ProviderRegistry([LatinCollationProvider()])
    }
}
