import JapaneseNames

/// `--han auto|chinese|japanese|none`.
extension HanReading: ArgumentValue {}
