import Collation

/// The direct path over a reading written as tokens
/// (``UTF16Reading/appendReadingTokens(ofMeaningful:role:to:)``): its syllables' elements as
/// ``SyllableElements`` keeps them, its other scalars by their entries.
extension SortKeyWriter {
    /// Collects into `scratch` the levels of the reading that `tokens` stand for, exactly as
    /// ``collectDirect(_:direct:below:scratch:)`` collects them from the reading's text (each
    /// syllable's elements are its spelling's there, and a syllable's letters never reach past
    /// it: a space or another token follows). Nil where the direct path would leave the text
    /// to the general one, or where the first token is not meaningful (the caller then keys the
    /// text, which skips it).
    func collectDirect(tokens: UnsafeBufferPointer<UInt32>, syllables: SyllableElements, direct: DirectElements, scratch: Scratch) -> DirectText? {
        guard let firstToken = tokens.first else { return nil }
        let tokenBit = syllables.tokenBit
        let first: UInt32
        if firstToken & tokenBit != 0 {
            let index = Int(firstToken & ~tokenBit)
            guard syllables.slot(index) != SyllableElements.unkeyable else { return nil }
            first = syllables.firstScalar(index)
        } else {
            guard let scalar = Unicode.Scalar(firstToken), !TextScanning.isIgnorable(scalar) else { return nil }
            first = firstToken
        }
        guard let firstScalar = Unicode.Scalar(first) else { return nil }
        let entries = UnsafePointer(direct.entries)
        var levels = DirectLevels(scratch, units: tokens.count)
        var afterMarkContractionStart: UInt64 = 0
        for token in tokens {
            if token & tokenBit != 0 {
                let slot = syllables.slot(Int(token & ~tokenBit))
                if slot == SyllableElements.unkeyable { return nil }
                let count = Int((slot >> 8) & 0xFF)
                let index = Int(token & ~tokenBit)
                levels.makeRoom(forMore: count - 1, scratch: scratch, units: tokens.count)
                if slot & SyllableElements.summedBit != 0 && levels.previousPrimary == 0 {
                    levels.writeSummed(primaries: syllables.primaries[index], slot: slot)
                } else {
                    let elements = syllables.elements + index * SyllableElements.perSyllable
                    for element in 0..<count { levels.write(elements[element]) }
                }
                afterMarkContractionStart = slot & DirectElements.markContractionBit
                continue
            }
            guard token < UInt32(DirectElements.limit) else { return nil }
            let entry = entries[Int(token)]
            if entry & (DirectElements.markBit | DirectElements.expansionBit) == 0 {
                afterMarkContractionStart = entry & DirectElements.markContractionBit
                levels.write(entry)
            } else if entry >= DirectElements.contractionStart {
                // (`none`, or a contraction's start: Slovak c.)
                return nil
            } else {
                if entry & DirectElements.markBit != 0 && afterMarkContractionStart != 0 { return nil }
                afterMarkContractionStart = entry & DirectElements.markContractionBit
                if entry & DirectElements.expansionBit != 0 {
                    let start = Int(entry >> 32)
                    let elements = UnsafeBufferPointer(start: UnsafePointer(direct.expansions) + start, count: Int((entry >> 8) & 0xFF))
                    levels = DirectLevels.with(levels, elements: elements, scratch: scratch, units: tokens.count)
                } else {
                    levels = DirectLevels.with(levels, element: entry)
                }
            }
        }
        levels.finishKey(in: scratch)
        return DirectText(first: firstScalar)
    }
}
