import Collation

/// What a ``CLDRKeyWriter`` keeps from name to name, and its work (see there).
struct CLDRKeyWriterState {
    private let collator: CLDRCollator
    private let reader: NameReader
    private var maker: CLDRKeyMaker
    /// The reading stage, when it writes readings as UTF-16 itself.
    private let utf16Reading: UTF16ReadingReference?
    /// The spellings of the stage's syllables, when it writes readings as syllable tokens, and
    /// their elements in this collation (made at the first reading so written).
    private let syllableSpellings: SyllableSpellings?
    private var syllables: SyllableElements?
    /// `utf16Reading` and `syllables` unretained, which the strong references above keep alive:
    /// the calls made for every name that the stage reads use these, with no retain and
    /// release. (A class reference bound from `self` in a mutating method, as these are, is
    /// retained around its use: two pairs a Han name, about 75 instructions.)
    private let readingReference: Unmanaged<UTF16ReadingReference>?
    private var syllablesReference: Unmanaged<SyllableElements>?
    /// A name's reading as syllable tokens, after the readings of the names before it
    /// (``start(ofNextIn:)``).
    private var tokens: [UInt32] = []
    /// The reader's first scalar the stage may read (`NameReader.scalarsReadFrom`), kept: asked
    /// of the reader, another module's, it was a call for every name.
    private let scalarsReadFrom: UInt32
    /// Whether the stage reads the CJK ideographs from U+4000 on.
    private let readsIdeographs: Bool
    /// A name's scalars, decoded from its UTF-8 (with room to spare), kept from name to name,
    /// and its reading's units, after those of the names before it (``start(ofNextIn:)``).
    private var scalars: [UInt32] = []
    private var readingUnits: [UInt16] = []
    /// Where the general loop writes a key (into an array) before it is copied to the caller's
    /// output, after the keys before it (``start(ofNextIn:)``): the direct path, most names,
    /// writes straight to the output.
    private var spill: [UInt8] = []

    init(collator: CLDRCollator, reading: any Transliterator, role: TextRole) {
        self.collator = collator
        reader = NameReader(reading, role: role)
        maker = collator.keys.makeKeyMaker()
        utf16Reading = UTF16ReadingReference(reading)
        readingReference = utf16Reading.map { Unmanaged.passUnretained($0) }
        syllableSpellings = utf16Reading?.stage.syllableSpellings
        scalarsReadFrom = reader.scalarsReadFrom
        readsIdeographs = scalarsReadFrom <= 0x4000
    }

    mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        let text = CLDRCollator.meaningful(reader.reading(of: name))
        let start = buffer.count
        let length = maker.appendKey(of: text, to: &buffer)
        return collator.section(of: text, key: buffer, from: start, length: length)
    }

    mutating func appendKey<Output: KeyOutput>(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to buffer: inout Output) -> Int {
        guard !collator.options.numeric else {
            return spilling(to: &buffer) { $0.appendKey(forReadingOf: String(decoding: name, as: UTF8.self), to: &$1) }
        }
        // Most names of a list: keyed from their bytes, when the stage does not read them (it
        // reads no scalar below `scalarsReadFrom`, and the direct path keys none from it on).
        // (Not asked of a name led by a CJK ideograph from U+4000 to U+9FFF, lead bytes E4–E9 and
        // none of them ignorable, that the stage reads: the direct path would give up at its
        // first character, after its setup, a twentieth of keying a Han name.)
        let leadsWithReadIdeograph = readsIdeographs && name.first.map { $0 &- 0xE4 < 6 } ?? false
        if !leadsWithReadIdeograph, let direct = maker.collectDirectKey(ofMeaningfulPartOf: name, below: scalarsReadFrom) {
            buffer.append(maker.collectedKey)
            return section(ofCollected: direct)
        }
        var largest: UInt32 = 0
        let count = TextScanning.decodeMeaningful(name, into: &scalars, filler: 0) { scalar, put in
            largest = max(largest, scalar.value)
            put(scalar.value)
        }
        let first = count > 0 ? Unicode.Scalar(scalars[0]) : nil
        guard reader.isIdentity(startingWith: first, largest: largest) else {
            let whole = TextScanning.startsWith(firstMeaningful: first, utf8: name)
            if let section = appendKeyOfReading(ofScalars: count, wholeName: whole, to: &buffer) { return section }
            return spilling(to: &buffer) { $0.appendKey(forReadingOf: String(decoding: name, as: UTF8.self), to: &$1) }
        }
        return spilling(to: &buffer) { state, spill in
            let start = spill.count
            let length = state.scalars.withUnsafeBufferPointer { decoded in
                state.maker.appendKey(to: &spill) { $0.append(contentsOf: UnsafeBufferPointer(rebasing: decoded[..<count])) }
            }
            return state.collator.section(first: first, key: spill, from: start, length: length)
        }
    }

    /// The section of the text whose key the maker collected by the direct path: from its
    /// primaries alone where its first character is a letter by a test with no look-up of its
    /// traits (``CLDRKeyMaker/startsLetter(_:)``: below U+0800 by a table, Han, kana and
    /// Hangul by their ranges).
    @inline(__always)
    private mutating func section(ofCollected direct: SortKeyWriter.DirectText) -> Int {
        maker.startsLetter(direct.first)
            ? collator.section(ofLetterPrimaryKey: maker.collectedPrimaries)
            : collator.section(first: direct.first, primaryKey: maker.collectedPrimaries)
    }

    /// Appends to `output` the key that `write` appends to an array (``spill``), and returns
    /// its section: the general loop's keys, which it writes into an array.
    private mutating func spilling<Output: KeyOutput, Section>(to output: inout Output, _ write: (inout Self, inout [UInt8]) -> Section) -> Section {
        var bytes = spill
        spill = []
        defer { spill = bytes }
        let start = Self.start(ofNextIn: &bytes)
        let section = write(&self, &bytes)
        bytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[start...])) }
        return section
    }

    /// A contact's parts read in place, keyed from their reading's UTF-16 as the stage writes it.
    mutating func appendKey<Output: KeyOutput>(forPartsIn name: PartsStore.Entry, to buffer: inout Output) -> Int? {
        guard let utf16Reading, !collator.options.numeric else { return nil }
        let start = Self.start(ofNextIn: &readingUnits)
        guard utf16Reading.stage.appendReadingUTF16(ofPartsIn: name, to: &readingUnits) else { return nil }
        return appendKeyOfReadingUnits(from: start, to: &buffer)
    }

    /// A name that the stage reads, whose first `count` meaningful scalars are in `scalars`
    /// (all of it, when `wholeName`: nothing ignorable before them), keyed from the reading's
    /// UTF-16 with no string made; nil, with nothing appended, when the stage reads it only as
    /// a string.
    private mutating func appendKeyOfReading<Output: KeyOutput>(ofScalars count: Int, wholeName: Bool, to buffer: inout Output) -> Int? {
        guard let readingReference else { return nil }
        return readingReference._withUnsafeGuaranteedRef { appendKeyOfReading(by: $0, ofScalars: count, wholeName: wholeName, to: &buffer) }
    }

    /// ``appendKeyOfReading(ofScalars:wholeName:to:)`` by the stage `utf16Reading`.
    private mutating func appendKeyOfReading<Output: KeyOutput>(by utf16Reading: UTF16ReadingReference, ofScalars count: Int, wholeName: Bool,
                                                                to buffer: inout Output) -> Int? {
        if syllableSpellings != nil, let section = appendKeyOfReadingTokens(utf16Reading, ofScalars: count, to: &buffer) { return section }
        // (Past `readingUnits`' end: it may hold this one's reading spelled from its tokens,
        // when that has no meaningful scalar, rare: read again, and keyed as a string.)
        let start = Self.start(ofNextIn: &readingUnits)
        // The scalars as decoded for the key (a `UInt32` is a `Unicode.Scalar`'s layout), not
        // decoded again as scalars.
        let read = scalars.withUnsafeBufferPointer { values in
            UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(values)[..<(count * 4)]).withMemoryRebound(to: Unicode.Scalar.self) { scalars in
                wholeName ? utf16Reading.stage.appendReadingUTF16(ofWholeName: scalars, role: reader.role, to: &readingUnits)
                          : utf16Reading.stage.appendReadingUTF16(ofMeaningful: scalars, role: reader.role, to: &readingUnits)
            }
        }
        guard read else { return nil }
        return appendKeyOfReadingUnits(from: start, to: &buffer)
    }

    /// A reading stage that writes its readings as syllable tokens (pinyin, the Han name
    /// readings; ``UTF16Reading/appendReadingTokens(ofMeaningful:role:to:)``): the name's
    /// reading as tokens, keyed from its syllables' elements, worked out once a syllable
    /// (``SyllableElements``); where the direct path does not key the reading that way, its
    /// text is put in `readingUnits`, for the caller to key. Nil, nothing appended, when the
    /// stage does not write this name's reading as tokens.
    private mutating func appendKeyOfReadingTokens<Output: KeyOutput>(_ reading: UTF16ReadingReference, ofScalars count: Int, to buffer: inout Output) -> Int? {
        let start = Self.start(ofNextIn: &tokens)
        let read = scalars.withUnsafeBufferPointer { values in
            UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(values)[..<(count * 4)]).withMemoryRebound(to: Unicode.Scalar.self) { scalars in
                reading.stage.appendReadingTokens(ofMeaningful: scalars, role: reader.role, to: &tokens)
            }
        }
        guard read else { return nil }
        if syllablesReference == nil, let syllableSpellings {
            let made = maker.syllableElements(of: syllableSpellings)
            syllables = made
            syllablesReference = Unmanaged.passUnretained(made)
        }
        guard let syllablesReference else { return nil }
        return syllablesReference._withUnsafeGuaranteedRef { appendKeyOfReadingTokens(from: start, syllables: $0, to: &buffer) }
    }

    /// The key of the reading in `tokens` from `start` on, by the syllables' elements.
    private mutating func appendKeyOfReadingTokens<Output: KeyOutput>(from start: Int, syllables: SyllableElements, to buffer: inout Output) -> Int? {
        let direct = tokens.withUnsafeBufferPointer { tokens in
            maker.collectDirectKey(ofTokens: UnsafeBufferPointer(rebasing: tokens[start...]), syllables: syllables)
        }
        if let direct {
            buffer.append(maker.collectedKey)
            return section(ofCollected: direct)
        }
        let unitsStart = Self.start(ofNextIn: &readingUnits)
        syllables.spellings.appendReading(of: Array(tokens[start...]), to: &readingUnits)
        return appendKeyOfReadingUnits(from: unitsStart, to: &buffer)
    }

    /// Where a name's reading appended to `array` (``tokens``, ``readingUnits``) will start. The
    /// readings of the names before are cleared now and then, not before each name: clearing an
    /// array that keeps its capacity (`removeAll(keepingCapacity:)`) cost about 60 instructions
    /// a name, a fortieth of a Han name's key.
    private static func start<Element>(ofNextIn array: inout [Element]) -> Int {
        if array.count > 4096 { array.removeAll(keepingCapacity: true) }
        return array.count
    }

    /// The key of the reading in `readingUnits` from `start` on, from its first meaningful
    /// scalar on, as the string path keys the reading's text; nil, with nothing appended, for a
    /// reading with no meaningful scalar (the string path keys those).
    private mutating func appendKeyOfReadingUnits<Output: KeyOutput>(from start: Int, to buffer: inout Output) -> Int? {
        // Most readings: keyed from their units.
        let direct = readingUnits.withUnsafeBufferPointer { units in
            maker.collectDirectKey(ofMeaningfulUTF16: UnsafeBufferPointer(rebasing: units[start...]))
        }
        if let direct {
            buffer.append(maker.collectedKey)
            return section(ofCollected: direct)
        }
        guard let (first, skipped) = TextScanning.firstMeaningfulScalar(inUTF16: readingUnits[start...]) else { return nil }
        return spilling(to: &buffer) { state, spill in
            let meaningful = state.readingUnits[(start + skipped)...]
            let keyStart = spill.count
            let length = state.maker.appendKey(to: &spill) { scalars in
                var iterator = meaningful.makeIterator()
                var decoder = UTF16()
                while case .scalarValue(let scalar) = decoder.decode(&iterator) { scalars.append(scalar.value) }
            }
            return state.collator.section(first: first, key: spill, from: keyStart, length: length)
        }
    }
}
