import Collation
import ICUCollation
import JapaneseNames
import LatinCollation
import PinyinCollation

/// The providers the `collate` tool offers.
public enum Providers {
    /// A registry with every provider this build has, over the built-in locale data, and the
    /// default reading stages for person names: pinyin with surname readings for Simplified
    /// Chinese (with the user's `readings` when given), Japanese surname readings for
    /// Japanese, and Han names read as Chinese or Japanese in every other locale (`han`, or
    /// when `nil` the choice of the locales added with `--also`).
    public static func registry(readings: PinyinReadings = PinyinReadings(), han: HanReading? = nil) throws(CollationError) -> ProviderRegistry {
        var registry = ProviderRegistry([LatinCollationProvider(), ICUCollationProvider()])
        PinyinCollationProvider.register(in: &registry, readings: readings)
        JapaneseNameTransliterator.register(in: &registry)
        HanNameTransliterator.register(in: &registry, reading: han, pinyin: PinyinTransliterator(custom: readings))
        return registry
    }
}
