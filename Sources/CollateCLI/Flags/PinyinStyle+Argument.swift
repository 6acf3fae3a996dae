import ArgumentParser
import JapaneseNames

/// `--phonetic-style typed|tones|spaced`.
extension PinyinStyle: ExpressibleByArgument {}
