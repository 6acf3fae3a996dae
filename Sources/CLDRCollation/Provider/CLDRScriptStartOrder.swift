import Collation

/// The root collation's order of its script starts (`CLDRTables.scriptStarts`, which ICU's data
/// lists by code point): the alphabetic index takes them in this order where a collation
/// reorders no script, instead of keying and sorting all of them at every start (a twentieth of
/// a ten-name run). Generated (`CLDRTables+ScriptStartOrder.swift`) from the tables themselves by
/// ``computed()``; a test holds the two together.
package enum CLDRScriptStartOrder {
    /// Each script start as text: U+FDD1 and the script's first letter.
    static func text(_ index: Int) -> String {
        guard let noncharacter = Unicode.Scalar(0xFDD1), let letter = Unicode.Scalar(CLDRTables.scriptStarts[index]) else { return "" }
        return String(noncharacter) + String(letter)
    }

    /// The script starts' indices in the root's primary order (stable for equal keys), made
    /// from the tables: what the generator writes.
    package static func computed() -> [Int] {
        guard let root = try? CLDRSortKeys(tag: "root", options: .init(strength: 0)) else { return [] }
        let keys = CLDRTables.scriptStarts.indices.map { root.key(text($0)) }
        return keys.indices.sorted { a, b in
            let order = SortKey.compareBytes(keys[a], keys[b])
            return order != 0 ? order < 0 : a < b
        }
    }

    /// The generated order (``computed()`` when the tables were generated).
    package static var generated: [Int] { CLDRTables.scriptStartRootOrder.map(Int.init) }

    /// The script starts as text, in the root's order.
    static var inRootOrder: [String] {
        let order = CLDRTables.scriptStartRootOrder
        // A generated order that does not fit the tables (they were regenerated without it)
        // falls back to their own order; the index then sorts them (and a test fails).
        guard order.count == CLDRTables.scriptStarts.count else { return CLDRTables.scriptStarts.indices.map(text) }
        return order.map { text(Int($0)) }
    }

    /// Whether the generated order fits the tables.
    static var fitsTables: Bool { CLDRTables.scriptStartRootOrder.count == CLDRTables.scriptStarts.count }
}
