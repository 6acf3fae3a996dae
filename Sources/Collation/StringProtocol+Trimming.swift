extension StringProtocol {
    /// The text without leading and trailing white space.
    package func trimmingWhitespace() -> SubSequence {
        var start = startIndex
        var end = endIndex
        while start < end, self[start].isWhitespace { start = index(after: start) }
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}
