/// An order-statistic treap over node slots: insert, remove, rank and select in O(log n)
/// expected time, the order given by a comparison of slots.
///
/// Why a treap: the live index needs a row's position (its rank) with every change, which a
/// plain balanced tree or a sorted array cannot give in O(log n); a treap with subtree sizes
/// can, in little code, and builds from sorted input in O(n). Nodes live in parallel arrays
/// indexed by slot (no per-node objects); the caller keeps the payload per slot.
struct RankedTree {
    private(set) var left: [Int32] = []
    private(set) var right: [Int32] = []
    private var size: [Int32] = []
    private var priority: [UInt32] = []
    private(set) var root: Int32 = -1
    /// SplitMix64: priorities need only be random, and repeatable runs are easier to debug.
    private var seed: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The number of nodes in the tree.
    var count: Int { root < 0 ? 0 : Int(size[Int(root)]) }

    /// Makes room for node `slot` (slots are handed out by the caller, in order).
    mutating func ensureSlot(_ slot: Int) {
        while left.count <= slot {
            left.append(-1)
            right.append(-1)
            size.append(1)
            priority.append(0)
        }
    }

    private mutating func nextPriority() -> UInt32 {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: z ^ (z >> 31))
    }

    private func sizeOf(_ node: Int32) -> Int32 { node < 0 ? 0 : size[Int(node)] }

    private mutating func update(_ node: Int32) {
        size[Int(node)] = 1 + sizeOf(left[Int(node)]) + sizeOf(right[Int(node)])
    }

    /// Builds the tree from `slots` already in order, in O(n) (a Cartesian tree on random
    /// priorities, built with a stack).
    mutating func build(sorted slots: [Int]) {
        if let last = slots.max() { ensureSlot(last) }
        var stack: [Int32] = []
        for slot in slots {
            let node = Int32(slot)
            priority[slot] = nextPriority()
            left[slot] = -1
            right[slot] = -1
            var lastPopped: Int32 = -1
            while let top = stack.last, priority[Int(top)] < priority[slot] {
                lastPopped = stack.removeLast()
                update(lastPopped)
            }
            left[slot] = lastPopped
            if let top = stack.last { right[Int(top)] = node }
            stack.append(node)
        }
        // The bottom of the stack is the root; the right spine's sizes are fixed top down.
        root = stack.first ?? -1
        while let top = stack.popLast() { update(top) }
    }

    /// The number of nodes that order before a probe: `before(node)` says whether `node` does.
    func rank(where before: (Int32) -> Bool) -> Int {
        var node = root
        var rank = 0
        while node >= 0 {
            if before(node) {
                rank += Int(sizeOf(left[Int(node)])) + 1
                node = right[Int(node)]
            } else {
                node = left[Int(node)]
            }
        }
        return rank
    }

    /// The slot at `rank` (0-based), or `nil` past the end.
    func slot(at rank: Int) -> Int? {
        var node = root
        var rank = Int32(rank)
        while node >= 0 {
            let leftSize = sizeOf(left[Int(node)])
            if rank < leftSize {
                node = left[Int(node)]
            } else if rank == leftSize {
                return Int(node)
            } else {
                rank -= leftSize + 1
                node = right[Int(node)]
            }
        }
        return nil
    }

    /// Inserts `slot` where `before` says (nodes for which it is true order before it); returns
    /// its rank.
    @discardableResult
    mutating func insert(_ slot: Int, where before: (Int32) -> Bool) -> Int {
        ensureSlot(slot)
        left[slot] = -1
        right[slot] = -1
        size[slot] = 1
        priority[slot] = nextPriority()
        let (lower, upper) = split(root, where: before)
        root = merge(merge(lower, Int32(slot)), upper)
        return Int(sizeOf(lower))
    }

    /// Removes the node at `rank`; returns its slot.
    @discardableResult
    mutating func remove(at rank: Int) -> Int? {
        let (lower, rest) = split(root, count: Int32(rank))
        let (middle, upper) = split(rest, count: 1)
        root = merge(lower, upper)
        return middle >= 0 ? Int(middle) : nil
    }

    /// Splits `node`'s subtree into the nodes for which `before` holds and the rest.
    private mutating func split(_ node: Int32, where before: (Int32) -> Bool) -> (Int32, Int32) {
        guard node >= 0 else { return (-1, -1) }
        if before(node) {
            let (lower, upper) = split(right[Int(node)], where: before)
            right[Int(node)] = lower
            update(node)
            return (node, upper)
        } else {
            let (lower, upper) = split(left[Int(node)], where: before)
            left[Int(node)] = upper
            update(node)
            return (lower, node)
        }
    }

    /// Splits `node`'s subtree into its first `count` nodes and the rest.
    private mutating func split(_ node: Int32, count: Int32) -> (Int32, Int32) {
        guard node >= 0 else { return (-1, -1) }
        let leftSize = sizeOf(left[Int(node)])
        if count <= leftSize {
            let (lower, upper) = split(left[Int(node)], count: count)
            left[Int(node)] = upper
            update(node)
            return (lower, node)
        } else {
            let (lower, upper) = split(right[Int(node)], count: count - leftSize - 1)
            right[Int(node)] = lower
            update(node)
            return (node, upper)
        }
    }

    /// Joins two subtrees, every node of `a` before every node of `b`.
    private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        if a < 0 { return b }
        if b < 0 { return a }
        if priority[Int(a)] > priority[Int(b)] {
            right[Int(a)] = merge(right[Int(a)], b)
            update(a)
            return a
        } else {
            left[Int(b)] = merge(a, left[Int(b)])
            update(b)
            return b
        }
    }
}
