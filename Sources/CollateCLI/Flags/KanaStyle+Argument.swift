import ArgumentParser
import JapaneseNames

/// `--kana hiragana|katakana`.
extension KanaStyle: ExpressibleByArgument {}
