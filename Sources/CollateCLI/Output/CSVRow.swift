import CollationContacts

/// CSV output as it is written, a row at a time: each cell quoted as RFC 4180 asks
/// (``CSVRendering``), from a string or from bytes in place (a list's names, with no string made
/// for each: a million names' strings were a fifth of writing them).
struct CSVRow {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// Whether cells' control characters are spelled out (every row's but the header's).
    var visible: Bool
    /// Whether a line feed goes before the next row: after a row, or before the first of a part
    /// that continues rows written elsewhere.
    private var lineFeedFirst: Bool
    /// The cells of the row being written so far (a comma goes before every cell but the first).
    private var cells = 0

    /// Rows whose control characters are spelled out when `visible`; `continuing`: the first row
    /// follows rows written elsewhere (the header, an earlier block), so a line feed goes before it.
    init(visible: Bool, continuing: Bool = false) {
        self.visible = visible
        lineFeedFirst = continuing
    }

    /// Starts a row, after a line feed that ends the one before it.
    mutating func startRow() {
        if lineFeedFirst { bytes.append(0x0A) }
        lineFeedFirst = true
        cells = 0
    }

    /// Appends a cell.
    mutating func append(_ cell: String) {
        var cell = cell
        cell.withUTF8 { append(utf8: $0) }
    }

    /// Appends cells.
    mutating func append(contentsOf cells: [String]) {
        for cell in cells { append(cell) }
    }

    /// Appends a cell of UTF-8 bytes: quoted when it holds a comma, a double quote (doubled
    /// inside) or a line break, its other control characters spelled out as the text output
    /// spells them (``ControlCharacters/visible(_:keepingLineBreaks:)``) where CSV has no way to
    /// escape them.
    mutating func append(utf8 cell: UnsafeBufferPointer<UInt8>) {
        if visible, ControlCharacters.containsControl(cell) {
            // (Rare: the spelled-out text is a string of its own, with no control left to spell.)
            var spelled = ControlCharacters.visible(String(decoding: cell, as: UTF8.self), keepingLineBreaks: true)
            spelled.withUTF8 { appendQuoted($0) }
        } else {
            appendQuoted(cell)
        }
    }

    /// Appends `cell` after a comma if it is not the row's first, in quotes if it needs them.
    private mutating func appendQuoted(_ cell: UnsafeBufferPointer<UInt8>) {
        if cells > 0 { bytes.append(UInt8(ascii: ",")) }
        cells += 1
        guard cell.contains(where: Self.needsQuotes) else {
            bytes.append(contentsOf: cell)
            return
        }
        bytes.append(0x22)
        for byte in cell {
            if byte == 0x22 { bytes.append(0x22) }
            bytes.append(byte)
        }
        bytes.append(0x22)
    }

    /// Whether a cell with `byte` is quoted: a comma, a double quote or a line break.
    private static func needsQuotes(_ byte: UInt8) -> Bool {
        byte == 0x22 || byte == 0x2C || byte == 0x0A || byte == 0x0D
    }
}
