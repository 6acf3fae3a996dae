import ArgumentParser
import Collation

/// `--strength primary|secondary|tertiary`.
extension CollationStrength: ExpressibleByArgument {}
