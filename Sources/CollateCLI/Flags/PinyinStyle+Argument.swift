import JapaneseNames

/// `--phonetic-style typed|tones|spaced`.
extension PinyinStyle: ArgumentValue {}
