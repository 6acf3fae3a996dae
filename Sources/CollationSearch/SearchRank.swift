/// How well a name matches a query, best first: matches are listed in this order, ties in
/// section order.
public enum SearchRank: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// The query is the whole name, or the whole of one of its readings ("zhangsan",
    /// "zhang san" and "张三" for 张三; "emile" for Émile).
    case exact
    /// The query starts the name or a reading, every unit typed in full but the last
    /// ("zhangs", "zhang s", "张", "김민", "saku").
    case prefix
    /// The query starts a reading with some units typed by their first letters or other
    /// prefixes ("zs", "z san", "zgf", "ㄱㅁㅈ", "skr").
    case initials
    /// The query is inside the name, or starts a later unit of a reading ("san", "fan", "三").
    case substring
    /// Keypad queries only: the digits are in one of the contact's telephone numbers (ranked
    /// after every match of a name).
    case phoneNumber

    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `exact`, `prefix`, `initials`, `substring` or `phone number`.
    public var description: String {
        switch self {
        case .exact: "exact"
        case .prefix: "prefix"
        case .initials: "initials"
        case .substring: "substring"
        case .phoneNumber: "phone number"
        }
    }
}
