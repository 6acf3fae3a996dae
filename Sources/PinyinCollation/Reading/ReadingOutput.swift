/// Where a reading goes, syllable by syllable and scalar by scalar.
protocol ReadingOutput {
    mutating func append(_ syllable: PinyinSyllable)
    mutating func append(tableSyllable index: Int, of scalar: Unicode.Scalar)
    mutating func append(other scalar: Unicode.Scalar)
}
