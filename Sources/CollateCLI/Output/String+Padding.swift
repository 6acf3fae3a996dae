extension String {
    /// The string padded with spaces to at least `width` characters, for aligned text columns.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
