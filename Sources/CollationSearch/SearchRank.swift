/// How well a name matches a query, best first: matches are listed in this order, ties in
/// section order.
public enum SearchRank: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// The query is the whole name, or the whole of one of its readings ("zhangsan",
    /// "zhang san" and "张三" for 张三; "emile" for Émile).
    case exact
    /// The query starts the name or a reading, every unit typed in full but the last
    /// ("zhangs", "zhang s", "张", "김민", "saku").
    case prefix
    /// The query types the units of a reading from its first, each by its first letter only
    /// ("zs" and "zgf" for 张三 and 曾国藩, "ㄱㅁㅈ" for 김민준, "skr" for さくら, "wjs" for
    /// William John Smith).
    case initials
    /// The query starts a reading with its units typed by prefixes, some longer than a first
    /// letter ("z san", "zhs", "xij" for 解缙: xie + j, "wsmith").
    case mixed
    /// The query is inside the name, or starts a later unit of a reading ("san", "fan", "三").
    case substring
    /// The query types units of a reading in order but skips some between them ("wsmi" and
    /// 9764 for William John Smith, "mha" for Martin Jr Harry): the way a dialer finds a first
    /// initial and a surname past a middle name, ranked after every other match of a name.
    case skipping
    /// Keypad queries only: the digits are in one of the contact's telephone numbers (ranked
    /// after every match of a name).
    case phoneNumber

    public static func < (lhs: SearchRank, rhs: SearchRank) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `exact`, `prefix`, `initials`, `mixed`, `substring`, `skipping` or `phone number`.
    public var description: String {
        switch self {
        case .exact: "exact"
        case .prefix: "prefix"
        case .initials: "initials"
        case .mixed: "mixed"
        case .substring: "substring"
        case .skipping: "skipping"
        case .phoneNumber: "phone number"
        }
    }
}
