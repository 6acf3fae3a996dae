import Collation

/// `--case-first default|lower|upper`.
extension CaseFirst: ArgumentValue {}
