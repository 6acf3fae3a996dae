import Collation

/// `--strength primary|secondary|tertiary`.
extension CollationStrength: ArgumentValue {}
