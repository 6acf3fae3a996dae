import Collation
import PinyinCollation
import LatinCollation

/// A registry with the Latin and pinyin providers and the pinyin reading stage.
func pinyinRegistry(readings: PinyinReadings = PinyinReadings()) throws -> ProviderRegistry {
    var registry = ProviderRegistry([LatinCollationProvider()])
    PinyinCollationProvider.register(in: &registry, readings: readings)
    return registry
}

/// A Simplified Chinese collation with the pinyin provider and surname readings.
func chineseCollation(provider: String = "pinyin", role: TextRole = .personName) throws -> IndexedCollation {
    try IndexedCollation(locale: "zh-Hans", provider: provider, registry: pinyinRegistry(), role: role)
}

/// The section title of `name`.
func title(_ name: String, in collation: IndexedCollation) -> String {
    collation.sectionTitles[collation.section(for: name)]
}

/// The toneless reading, syllables joined: "zeng guo fan".
func toneless(_ reading: String) -> String {
    reading.split(separator: " ").map { PinyinSyllable($0)?.toneless ?? String($0) }.joined(separator: " ")
}
