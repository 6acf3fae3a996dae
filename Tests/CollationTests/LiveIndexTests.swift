import Collation
import LatinCollation
import PropertyBased
import Testing

/// The live index against grouping from scratch, change by change.
@Suite("Live index")
struct LiveIndexTests {
    struct Person: Identifiable, Hashable, Sendable {
        let id: Int
        var name: String
    }

    /// One step of a random change sequence: insert (or update, when the id is present),
    /// remove, or update (or insert, when absent).
    enum Step: Hashable {
        case insert(Int, String)
        case remove(Int)
        case update(Int, String)
    }

    /// Few ids and few names, so that sequences hit every case: equal names, sections that
    /// appear and disappear, updates that stay, move within a section or across sections.
    static let names = ["Anna", "anna", "Ánna", "Bob", "Bea", "Zoë", "Zed", "Émile", "Olga", "Øst", "123", "", "Anna-Lena", "Cy"]
    static let steps = zip(Gen<Int>.int(in: 0...2), Gen<Int>.int(in: 0...9), Gen<String?>.element(of: names)).map { kind, id, name in
        switch kind {
        case 0: Step.insert(id, name ?? "")
        case 1: Step.remove(id)
        default: Step.update(id, name ?? "")
        }
    }

    let collation: IndexedCollation

    init() throws {
        collation = try IndexedCollation(locale: "en", registry: ProviderRegistry([LatinCollationProvider()]))
    }

    /// The sections a table view shows: titles and elements.
    typealias Shown = [(title: String, items: [Person])]

    static func shown(_ sections: [CollationSection<Person>]) -> Shown {
        sections.map { ($0.title, $0.items) }
    }

    /// Applies `changes` to `old` as UIKit's batch updates do: deletions (rows, moves'
    /// sources, then sections) by old paths, highest first; then insertions (sections, whose
    /// rows come from the new list, then rows and moves' targets) by new paths, lowest first;
    /// then moved and reloaded rows show their new content.
    static func apply(_ changes: ListChanges, to old: Shown, new: Shown) -> Shown {
        var list = old
        var moving: [RowPath: Person] = [:]
        for move in changes.movedRows { moving[move.to] = old[move.from.section].items[move.from.row] }
        let deletions = (changes.deletedRows + changes.movedRows.map(\.from)).sorted(by: >)
        for path in deletions { list[path.section].items.remove(at: path.row) }
        for section in changes.deletedSections.sorted(by: >) { list.remove(at: section) }
        for section in changes.insertedSections.sorted() { list.insert(new[section], at: section) }
        let insertions = (changes.insertedRows.map { ($0, new[$0.section].items[$0.row]) }
                          + changes.movedRows.map { ($0.to, moving[$0.to] ?? new[$0.to.section].items[$0.to.row]) }).sorted { $0.0 < $1.0 }
        for (path, person) in insertions { list[path.section].items.insert(person, at: path.row) }
        for path in changes.reloadedRows + changes.movedRows.map(\.to) {
            #expect(list[path.section].items[path.row].id == new[path.section].items[path.row].id, "a reloaded or moved row is the same element")
            list[path.section].items[path.row] = new[path.section].items[path.row]
        }
        return list
    }

    static func equal(_ a: Shown, _ b: Shown) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.title == $1.title && $0.items == $1.items }
    }

    @Test("After every change of thousands of random sequences, the live index is grouping from scratch, and its changes turn the old list into the new")
    func randomSequences() async {
        let collation = collation
        await propertyCheck(count: 2000, input: Self.steps.array(of: 1...25)) { steps in
            var live = await LiveIndex(collation: collation, elements: [Person](), name: { $0.name })
            var model: [Person] = []      // insertion order: the tie-break of equal names
            for step in steps {
                let before = Self.shown(live.sections)
                let changes: ListChanges
                switch step {
                case .insert(let id, let name), .update(let id, let name):
                    let person = Person(id: id, name: name)
                    if let index = model.firstIndex(where: { $0.id == id }) { model[index] = person } else { model.append(person) }
                    if case .insert = step { changes = live.insert(person) } else { changes = live.update(person) }
                case .remove(let id):
                    model.removeAll { $0.id == id }
                    changes = live.remove(id: id)
                }
                let after = Self.shown(live.sections)
                let scratch = Self.shown(await collation.grouped(model, by: { $0.name }))
                #expect(Self.equal(after, scratch), "\(step): \(after) != \(scratch)")
                #expect(Self.equal(Self.apply(changes, to: before, new: after), after), "\(step): \(changes)")
                #expect(live.count == model.count)
                if !Self.equal(after, scratch) { return }
            }
            // Reading by path agrees with the snapshot.
            let sections = live.sections
            #expect(live.numberOfSections == sections.count)
            for (index, section) in sections.enumerated() {
                #expect(live.title(ofSection: index) == section.title)
                #expect(live.numberOfRows(inSection: index) == section.items.count)
                for (row, person) in section.items.enumerated() {
                    #expect(live[RowPath(section: index, row: row)] == person)
                    #expect(live.path(of: person.id) == RowPath(section: index, row: row))
                }
            }
        }
    }

    @Test("Built from a list, it equals grouping that list; a repeated identifier keeps its first place and its last content")
    func builtFromList() async {
        let collation = collation
        let people = zip(Gen<Int>.int(in: 0...25), Gen<String?>.element(of: Self.names)).map { Person(id: $0, name: $1 ?? "") }
        await propertyCheck(count: 300, input: people.array(of: 0...60)) { people in
            let live = await LiveIndex(collation: collation, elements: people, name: { $0.name })
            var model: [Person] = []
            for person in people {
                if let index = model.firstIndex(where: { $0.id == person.id }) { model[index] = person } else { model.append(person) }
            }
            let scratch = await collation.grouped(model, by: { $0.name })
            #expect(Self.equal(Self.shown(live.sections), Self.shown(scratch)), "\(people)")
            #expect(live.count == model.count)
        }
    }

    @Test("Each kind of change is reported as a table view expects")
    func kinds() async {
        var live = await LiveIndex(collation: collation, elements: [Person(id: 1, name: "Anna"), Person(id: 2, name: "Bob")], name: { $0.name })
        #expect(live.insert(Person(id: 3, name: "Amy")) == ListChanges(insertedRows: [RowPath(section: 0, row: 0)]))
        #expect(live.insert(Person(id: 4, name: "Zed")) == ListChanges(insertedSections: [2]))
        #expect(live.update(Person(id: 3, name: "Amy")) == ListChanges(reloadedRows: [RowPath(section: 0, row: 0)]))
        #expect(live.update(Person(id: 3, name: "Anne")) == ListChanges(movedRows: [.init(from: RowPath(section: 0, row: 0), to: RowPath(section: 0, row: 1))]))
        // Bob leaves B, which disappears; Zoe joins Z, which was there.
        #expect(live.update(Person(id: 2, name: "Zoe")) == ListChanges(deletedSections: [1], insertedRows: [RowPath(section: 1, row: 1)]))
        #expect(live.remove(id: 4) == ListChanges(deletedRows: [RowPath(section: 1, row: 0)]))
        #expect(live.path(of: 2) == RowPath(section: 1, row: 0))
        #expect(live.remove(id: 99).isEmpty)
        #expect(live.sections.map(\.title) == ["A", "Z"])
    }
}
