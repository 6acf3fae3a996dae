extension KeyTable {
    /// The sort items of one table's positions, in position order: written as the keys are
    /// made, read once by the sort's first pass, which gives the pages behind it back
    /// (``MemoryPages``) so that the items are not held twice while they move into its buffer.
    ///
    /// An item's position is where it is in the block, so until it moves, its position field
    /// holds its section instead (`-1 - section` when its key leaves the name out): a million
    /// sections take no array of their own.
    final class ItemBlock: @unchecked Sendable {
        private var items: UnsafeMutableBufferPointer<Item>
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
            self.first = first
        }

        /// Writes the next position's item (its position is the block's to know) and section.
        func append(_ item: Item, section: Int32) {
            precondition(count < items.count, "a block holds the positions it was made for")
            var stored = item
            stored.position = UInt32(bitPattern: section)
            items[count] = stored
            count += 1
        }

        /// Item `index`, with its position.
        func item(_ index: Int) -> Item {
            var item = items[index]
            item.position = UInt32(truncatingIfNeeded: first + index)
            return item
        }

        /// The section of item `index`, as appended.
        func section(_ index: Int) -> Int32 {
            Int32(bitPattern: items[index].position)
        }

        /// Gives back the pages of the items before `index`, which are read.
        func release(before index: Int) {
            MemoryPages.release(items, elements: released..<index)
            released = index
        }

        /// Frees the block (it holds no items after), its pages given back first: a block of
        /// one keying stretch (``KeySegments``) is small enough for malloc to keep in its
        /// heap, whose freed pages stay resident (5 MB of the million-name list's).
        func free() {
            release(before: count)
            items.deallocate()
            items = UnsafeMutableBufferPointer(start: nil, count: 0)
            count = 0
        }

        deinit {
            items.deallocate()
        }
    }
}
