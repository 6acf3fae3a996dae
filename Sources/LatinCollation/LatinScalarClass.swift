import Collation
import Synchronization

/// How the Latin key builder files a scalar beyond ASCII, worked out once per process and
/// packed in one word: a folded Latin letter (its letters, accents and case), a letter of
/// another script (its primary bytes and case), a combining mark (its rank), a digit, white
/// space, punctuation, a symbol, or nothing.
///
/// Why: a Cyrillic, Greek, Arabic or Thai name asked the folding table and then up to eight of
/// the scalar's properties for each letter, each a call into another module, and keying such a
/// name cost twice a Chinese name's. The answer depends on the scalar alone (never on the
/// locale or the options), so a process-wide ``ScalarMemo`` keeps it; the builder reads the
/// memo's words in line. The classes are the builder's own rules (``compute(_:)``), and a test
/// checks that keys built through the memo equal keys built without it.
struct LatinScalarClass {
    /// Bits 0–3: the ``Kind``; 8–31: up to three bytes (a folded letter's ASCII letters, another
    /// script's primary bytes, a mark's rank or a digit's value); 32–39: a folded letter's
    /// secondary weight; bit 40: uppercase.
    let word: UInt64

    enum Kind: UInt64 {
        case folded = 1, other, mark, digit, whitespace, ignored, punctuation, symbol
    }

    /// By value, not `Kind(rawValue:)`, which the optimizer left as a call on the hot path.
    @inline(__always) var kind: Kind {
        switch word & 0x0F {
        case 1: .folded
        case 2: .other
        case 3: .mark
        case 4: .digit
        case 5: .whitespace
        case 7: .punctuation
        case 8: .symbol
        default: .ignored
        }
    }
    /// The three payload bytes, low byte first; zero bytes are absent.
    @inline(__always) var payload: UInt32 { UInt32(truncatingIfNeeded: word >> 8) & 0xFF_FFFF }
    @inline(__always) var secondary: UInt8 { UInt8(truncatingIfNeeded: word >> 32) }
    @inline(__always) var isUppercase: Bool { word & (1 << 40) != 0 }

    init(word: UInt64) { self.word = word }

    init(_ kind: Kind, payload: UInt32 = 0, secondary: UInt8 = 0, uppercase: Bool = false) {
        word = kind.rawValue | UInt64(payload & 0xFF_FFFF) << 8 | UInt64(secondary) << 32 | (uppercase ? 1 << 40 : 0)
    }

    /// The class of `scalar` (beyond ASCII), by the builder's rules, from the scalar's folding
    /// and Unicode properties.
    static func compute(_ scalar: Unicode.Scalar) -> LatinScalarClass {
        if let entry = LatinFolding.entry(for: scalar) {
            return LatinScalarClass(.folded, payload: entry.packed, secondary: entry.secondary, uppercase: entry.isUppercase)
        }
        let traits = ScalarTraits.of(scalar)
        if traits.isVariationSelector { return LatinScalarClass(.ignored) }
        if traits.isMark { return LatinScalarClass(.mark, payload: UInt32(LatinFolding.markRank(scalar.value))) }
        if let digit = traits.digitValue { return LatinScalarClass(.digit, payload: UInt32(digit)) }
        if traits.isWhitespace { return LatinScalarClass(.whitespace) }
        if traits.isIgnorable { return LatinScalarClass(.ignored) }
        if traits.isOverflowStarter { return LatinScalarClass(traits.isPunctuation ? .punctuation : .symbol) }
        // A letter of another script: after every Latin letter, in code point order of its
        // lowercase form.
        let (first, second, third) = LatinKeyBuilder.otherPrimary(traits.lowercaseBase.value)
        return LatinScalarClass(.other, payload: UInt32(first) | UInt32(second) << 8 | UInt32(third) << 16,
                                uppercase: traits.isUppercase)
    }

    /// The memo's words, for reading in line.
    struct Table: @unchecked Sendable {
        // @unchecked: a pointer to the process-wide memo's atomics, which never moves or ends.
        let entries: UnsafeMutablePointer<Atomic<UInt64>>
        /// How many entries there are (``ScalarMemo/count``, held here to be read in line).
        let count: Int

        /// The class of `scalar`: from the memo in the BMP (computed the first time).
        @inline(__always)
        func callAsFunction(_ scalar: Unicode.Scalar) -> LatinScalarClass {
            let value = Int(scalar.value)
            if value < count {
                let cached = entries[value].load(ordering: .relaxed)
                if cached != 0 { return LatinScalarClass(word: cached) }
            }
            return LatinScalarClass.remember(scalar)
        }
    }

    /// The process-wide table.
    static let table = Table(entries: memo.entries, count: ScalarMemo.count)
    private static let memo = ScalarMemo()

    /// ``compute(_:)``, kept in the memo: the slow path of ``Table``, out of line.
    @inline(never)
    static func remember(_ scalar: Unicode.Scalar) -> LatinScalarClass {
        LatinScalarClass(word: memo.word(for: scalar) { compute($0).word })
    }
}
