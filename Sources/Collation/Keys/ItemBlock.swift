extension KeyTable {
    /// The sort items and sections of one table's positions, in position order: written as the
    /// keys are made, read once by the sort's first pass, which gives the pages behind it back
    /// (``MemoryPages``) so that the items are not held twice while they move into its buffer.
    final class ItemBlock: @unchecked Sendable {
        private(set) var items: UnsafeMutableBufferPointer<Item>
        /// Each position's section, `-1 - section` when its key leaves its name out.
        private(set) var sections: UnsafeMutableBufferPointer<Int32>
        /// The position of the first item.
        let first: Int
        /// How many items are written.
        private(set) var count = 0
        /// How many of the first items' bytes are given back.
        private var released = 0

        /// A block for `capacity` items from position `first` on. Untouched capacity costs no
        /// memory.
        init(capacity: Int, first: Int) {
            items = .allocate(capacity: capacity)
            sections = .allocate(capacity: capacity)
            self.first = first
        }

        /// Writes the next position's item and section.
        func append(_ item: Item, section: Int32) {
            precondition(count < items.count, "a block holds the positions it was made for")
            items[count] = item
            sections[count] = section
            count += 1
        }

        /// Gives back the pages of the items and sections before `index`, which are read.
        func release(before index: Int) {
            guard let itemBase = items.baseAddress, let sectionBase = sections.baseAddress else { return }
            MemoryPages.release(itemBase, bytes: released * MemoryLayout<Item>.stride..<index * MemoryLayout<Item>.stride)
            MemoryPages.release(sectionBase, bytes: released * 4..<index * 4)
            released = index
        }

        /// Frees the block (it holds no items after).
        func free() {
            items.deallocate()
            sections.deallocate()
            items = UnsafeMutableBufferPointer(start: nil, count: 0)
            sections = UnsafeMutableBufferPointer(start: nil, count: 0)
            count = 0
        }

        deinit {
            items.deallocate()
            sections.deallocate()
        }
    }
}
