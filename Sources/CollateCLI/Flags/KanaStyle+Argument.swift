import JapaneseNames

/// `--kana hiragana|katakana`.
extension KanaStyle: ArgumentValue {}
