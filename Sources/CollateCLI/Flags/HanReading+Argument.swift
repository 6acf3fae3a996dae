import ArgumentParser
import JapaneseNames

/// `--han auto|chinese|japanese|none`.
extension HanReading: ExpressibleByArgument {}
