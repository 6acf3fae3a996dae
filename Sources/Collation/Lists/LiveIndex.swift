/// A grouped list that stays sorted as elements come, go and change, one at a time, each in
/// O(log n), with the changes a list view needs (``ListChanges``) from every call.
///
/// ```swift
/// var live = await LiveIndex(collation: collation, elements: contacts) { $0.name }
/// let changes = live.insert(Contact(id: 7, name: "曾国藩"))
/// tableView.performBatchUpdates {
///     tableView.insertSections(IndexSet(changes.insertedSections), with: .automatic)
///     tableView.insertRows(at: changes.insertedRows.map { IndexPath(row: $0.row, section: $0.section) }, with: .automatic)
///     …
/// }
/// ```
///
/// The list is always what `IndexedCollation.grouped(_:by:includeEmptySections:)` gives for
/// the same elements, in the order they were first inserted (an update keeps its element's
/// place in that order, so equal names stay in the same order too). Each element's name is
/// keyed once when it is inserted or updated; a change then costs a few key comparisons.
/// Section bookkeeping is per section of the locale (a few dozen), not per element.
public struct LiveIndex<Element: Identifiable & Sendable>: Sendable where Element.ID: Sendable {
    /// The collation the list is grouped by.
    public let collation: IndexedCollation
    private let keyOf: @Sendable (Element) -> CollationKey
    private var tree = RankedTree()
    // Per slot: the element, its key, and its place in insertion order (the tie-break).
    private var elements: [Element?] = []
    private var sectionOf: [Int32] = []
    private var keys: [SortKey] = []
    private var sequence: [Int] = []
    private var freeSlots: [Int] = []
    private var slotOf: [Element.ID: Int] = [:]
    private var nextSequence = 0
    /// The number of elements in each section of the collator's layout.
    private var counts: [Int]

    /// A live index of `elements`, keyed by the name `name` gives in parts (a contact's family
    /// and given names, each read in its role). Keys and order are computed on all cores. An
    /// identifier that repeats updates the element first given with it, as ``update(_:)`` does.
    public init(collation: IndexedCollation, elements: [Element] = [], parts: @escaping @Sendable (Element) -> [NamePart]) async {
        let allParts = elements.map(parts)
        self.init(collation: collation, elements: elements, keyOf: { collation.key(for: parts($0)) },
                  keys: await collation.keys(for: allParts), order: await collation.sectionedPositions(of: allParts))
    }

    /// A live index of `elements`, keyed by the name `name` gives.
    public init(collation: IndexedCollation, elements: [Element] = [], name: @escaping @Sendable (Element) -> String) async {
        let names = elements.map(name)
        self.init(collation: collation, elements: elements, keyOf: { collation.key(for: name($0)) },
                  keys: await collation.keys(for: names), order: await collation.sectionedPositions(of: names))
    }

    /// Fills the slots with `elements` (slot = position), builds the tree in `order` (the
    /// collation's order of the same elements), then applies repeated identifiers as updates.
    private init(collation: IndexedCollation, elements: [Element], keyOf: @escaping @Sendable (Element) -> CollationKey,
                 keys: [CollationKey], order: [CollationSection<Int>]) {
        self.collation = collation
        self.keyOf = keyOf
        counts = Array(repeating: 0, count: collation.sectionTitles.count)
        var repeats: [Element] = []
        for (position, element) in elements.enumerated() {
            if slotOf[element.id] == nil {
                slotOf[element.id] = position
                self.elements.append(element)
            } else {
                repeats.append(element)
                self.elements.append(nil)
                freeSlots.append(position)
            }
            sectionOf.append(Int32(collation.collator.sections.clamped(keys[position].section)))
            self.keys.append(keys[position].sortKey)
            sequence.append(position)
        }
        nextSequence = elements.count
        var sorted: [Int] = []
        sorted.reserveCapacity(elements.count)
        for section in order {
            for position in section.items where self.elements[position] != nil {
                sorted.append(position)
                counts[Int(sectionOf[position])] += 1
            }
        }
        tree.build(sorted: sorted)
        for element in repeats { update(element) }
    }

    // MARK: Reading

    /// The number of elements.
    public var count: Int { tree.count }

    /// The number of sections shown (those with rows).
    public var numberOfSections: Int { counts.reduce(0) { $0 + ($1 > 0 ? 1 : 0) } }

    /// The number of rows of the shown section `section`.
    public func numberOfRows(inSection section: Int) -> Int {
        layoutSection(shown: section).map { counts[$0] } ?? 0
    }

    /// The title of the shown section `section`.
    public func title(ofSection section: Int) -> String {
        layoutSection(shown: section).map { collation.sectionTitles[$0] } ?? ""
    }

    /// The element at `path`, or `nil` when there is none.
    public subscript(path: RowPath) -> Element? {
        guard let layout = layoutSection(shown: path.section), path.row >= 0, path.row < counts[layout],
              let slot = tree.slot(at: elementsBefore(layout) + path.row) else { return nil }
        return elements[slot]
    }

    /// Where the element with identifier `id` is, or `nil` when it is not in the list.
    public func path(of id: Element.ID) -> RowPath? {
        guard let slot = slotOf[id] else { return nil }
        return path(ofSlot: slot)
    }

    /// The element with identifier `id`, if present.
    public func element(withID id: Element.ID) -> Element? {
        slotOf[id].flatMap { elements[$0] }
    }

    /// The whole list, as `IndexedCollation.grouped(_:by:includeEmptySections:)` gives it
    /// (O(n): for a first display or a check, not for every change).
    public var sections: [CollationSection<Element>] {
        var result: [CollationSection<Element>] = []
        var stack: [Int32] = []
        var node = tree.root
        while node >= 0 || !stack.isEmpty {
            while node >= 0 {
                stack.append(node)
                node = tree.left[Int(node)]
            }
            guard let top = stack.popLast() else { break }
            let slot = Int(top)
            let section = Int(sectionOf[slot])
            if result.last?.index != section {
                result.append(CollationSection(index: section, title: collation.sectionTitles[section], items: []))
            }
            if let element = elements[slot] { result[result.count - 1].items.append(element) }
            node = tree.right[slot]
        }
        return result
    }

    // MARK: Changing

    /// Adds `element` in its place (or, when an element with its identifier is present,
    /// updates it).
    @discardableResult
    public mutating func insert(_ element: Element) -> ListChanges {
        if slotOf[element.id] != nil { return update(element) }
        let slot = freeSlots.popLast() ?? elements.count
        if slot == elements.count {
            elements.append(nil)
            sectionOf.append(0)
            keys.append(SortKey(bytes: []))
            sequence.append(0)
        }
        sequence[slot] = nextSequence
        nextSequence += 1
        slotOf[element.id] = slot
        elements[slot] = element
        let section = place(slot, keyOf(element))
        let createsSection = counts[section] == 0
        insertIntoTree(slot)
        counts[section] += 1
        if createsSection { return ListChanges(insertedSections: [shownIndex(of: section)]) }
        return ListChanges(insertedRows: [path(ofSlot: slot)])
    }

    /// Removes the element with identifier `id`, if present.
    @discardableResult
    public mutating func remove(id: Element.ID) -> ListChanges {
        guard let slot = slotOf.removeValue(forKey: id) else { return ListChanges() }
        let oldPath = path(ofSlot: slot)
        let section = Int(sectionOf[slot])
        removeFromTree(slot)
        counts[section] -= 1
        elements[slot] = nil
        keys[slot] = SortKey(bytes: [])
        freeSlots.append(slot)
        if counts[section] == 0 { return ListChanges(deletedSections: [oldPath.section]) }
        return ListChanges(deletedRows: [oldPath])
    }

    /// Replaces the element with `element`'s identifier by `element`, moving it if its name
    /// changed its place (or inserts it when absent).
    @discardableResult
    public mutating func update(_ element: Element) -> ListChanges {
        guard let slot = slotOf[element.id] else { return insert(element) }
        let oldPath = path(ofSlot: slot)
        let oldSection = Int(sectionOf[slot])
        let oldKey = keys[slot]
        let key = keyOf(element)
        elements[slot] = element
        if collation.collator.sections.clamped(key.section) == oldSection, key.sortKey == oldKey {
            return ListChanges(reloadedRows: [oldPath])
        }
        removeFromTree(slot)
        counts[oldSection] -= 1
        let deletesSection = counts[oldSection] == 0
        let newSection = place(slot, key)
        let createsSection = counts[newSection] == 0
        insertIntoTree(slot)
        counts[newSection] += 1
        let newPath = path(ofSlot: slot)
        var changes = ListChanges()
        if deletesSection || createsSection {
            if deletesSection { changes.deletedSections = [oldPath.section] } else { changes.deletedRows = [oldPath] }
            if createsSection { changes.insertedSections = [newPath.section] } else { changes.insertedRows = [newPath] }
        } else if newPath == oldPath {
            changes.reloadedRows = [newPath]
        } else {
            changes.movedRows = [ListChanges.Move(from: oldPath, to: newPath)]
        }
        return changes
    }

    // MARK: Implementation

    /// Stores `key` for `slot`, its section clamped to the layout; returns the section.
    private mutating func place(_ slot: Int, _ key: CollationKey) -> Int {
        let section = collation.collator.sections.clamped(key.section)
        sectionOf[slot] = Int32(section)
        keys[slot] = key.sortKey
        return section
    }

    /// Whether the node in slot `node` orders before the one in `slot`.
    private func orders(_ node: Int32, before slot: Int) -> Bool {
        let a = Int(node)
        if sectionOf[a] != sectionOf[slot] { return sectionOf[a] < sectionOf[slot] }
        let order = SortKey.compareBytes(keys[a].bytes, keys[slot].bytes)
        if order != 0 { return order < 0 }
        return sequence[a] < sequence[slot]
    }

    /// The tree is taken out while it changes, so that it stays uniquely referenced (no copy)
    /// while the comparison reads the rest of `self`.
    private mutating func insertIntoTree(_ slot: Int) {
        var tree = self.tree
        self.tree = RankedTree()
        tree.insert(slot) { orders($0, before: slot) }
        self.tree = tree
    }

    private mutating func removeFromTree(_ slot: Int) {
        var tree = self.tree
        self.tree = RankedTree()
        tree.remove(at: tree.rank { orders($0, before: slot) })
        self.tree = tree
    }

    /// The path of the element in `slot`, which is in the tree.
    private func path(ofSlot slot: Int) -> RowPath {
        let section = Int(sectionOf[slot])
        let rank = tree.rank { orders($0, before: slot) }
        return RowPath(section: shownIndex(of: section), row: rank - elementsBefore(section))
    }

    /// The number of elements in the layout's sections before `section`.
    private func elementsBefore(_ section: Int) -> Int {
        counts[..<section].reduce(0, +)
    }

    /// The index among shown sections of the layout's `section`.
    private func shownIndex(of section: Int) -> Int {
        counts[..<section].reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
    }

    /// The layout section shown at `shown`.
    private func layoutSection(shown: Int) -> Int? {
        var seen = -1
        for (section, count) in counts.enumerated() where count > 0 {
            seen += 1
            if seen == shown { return section }
        }
        return nil
    }
}
