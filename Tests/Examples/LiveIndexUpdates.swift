// example: live-index
import Collation
import PinyinCollation
#if canImport(UIKit)
import UIKit
#endif
// hide
import Testing

@Test("A live index: changes as a table view's batch update takes them") @MainActor func liveIndexUpdates() async throws {
    var registry = ProviderRegistry()
    PinyinCollationProvider.register(in: &registry)
    let collation = try IndexedCollation(locale: "zh-Hans", registry: registry)
    #if canImport(UIKit)
    let tableView = UITableView()
    #endif
// show

struct Person: Identifiable, Sendable { let id: Int; var name: String }
let people = [Person(id: 1, name: "Anna"), Person(id: 2, name: "张三")]

var live = await LiveIndex(collation: collation, elements: people) { $0.name }
let changes = live.insert(Person(id: 7, name: "曾国藩"))
// changes.insertedRows: [RowPath(section: 1, row: 0)]: Zēng, first in Z, before 张三 Zhāng
live.update(Person(id: 7, name: "Zeng Guofan"))   // a move, or a reload when its place holds
live.remove(id: 7)

#if canImport(UIKit)    // on Apple platforms, with UIKit
tableView.performBatchUpdates {
    tableView.deleteSections(IndexSet(changes.deletedSections), with: .automatic)
    tableView.insertSections(IndexSet(changes.insertedSections), with: .automatic)
    tableView.deleteRows(at: changes.deletedRows.map { IndexPath(row: $0.row, section: $0.section) }, with: .automatic)
    tableView.insertRows(at: changes.insertedRows.map { IndexPath(row: $0.row, section: $0.section) }, with: .automatic)
    for move in changes.movedRows {
        tableView.moveRow(at: IndexPath(row: move.from.row, section: move.from.section),
                          to: IndexPath(row: move.to.row, section: move.to.section))
    }
}
#endif
// hide
    #expect(changes.insertedRows == [RowPath(section: 1, row: 0)])
    #expect(changes.insertedSections.isEmpty)
    #expect(live.sections.map(\.title) == ["A", "Z"])
    #expect(live.count == 2)
}
// end
