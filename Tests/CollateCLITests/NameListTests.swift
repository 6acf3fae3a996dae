@testable import CollateCLI
import Collation
import CollationContacts
import LatinCollation
import Testing

/// The tool's list of records: contacts keyed by the name part the list's order puts first,
/// however the list was put together.
@Suite("NameList")
struct NameListTests {
    static let contacts = [Contact(givenName: "Zed", familyName: "Adams"), Contact(givenName: "Amy", familyName: "Young"), Contact(organization: "Acme")]

    /// "Bob", the contacts, then "Carl", each added as a list (a file read), the contacts in
    /// `added` order.
    static func list(_ order: NameOrder, contactsIn added: NameOrder) -> NameList {
        var list = NameList(order: order)
        list.append(contentsOf: NameList(names: ["Bob"]))
        list.append(contentsOf: NameList(contacts: contacts, order: added))
        var after = NameList()
        after.append("Carl")
        list.append(contentsOf: after)
        return list
    }

    @Test("Contacts sort by the list's order, also when they were read into a list of the other order, plain names around them")
    func listsTakeTheirOrder() async throws {
        let collation = try IndexedCollation(locale: "en", registry: ProviderRegistry([LatinCollationProvider()]))
        // Bob, Adams Zed, Young Amy, Acme, Carl.
        let expected: [NameOrder: [Int]] = [.family: [3, 1, 0, 4, 2], .given: [3, 2, 0, 4, 1]]
        for order in [NameOrder.family, .given] {
            for added in [NameOrder.family, .given] {
                let list = Self.list(order, contactsIn: added)
                #expect(list.order == order)
                #expect(await list.sectionedPositions(in: collation).flatMap(\.items) == expected[order], "\(order), added \(added)")
                var one = NameList(order: order)
                one.append("Bob")
                for contact in Self.contacts { one.append(contact) }
                one.append("Carl")
                #expect(await list.keys(in: collation) == (await one.keys(in: collation)), "\(order), added \(added)")
            }
        }
    }
}

extension NameListTests {
    @Test("A list of contacts added to an empty list takes the empty list's order")
    func firstListTakesTheOrder() async throws {
        let collation = try IndexedCollation(locale: "en", registry: ProviderRegistry([LatinCollationProvider()]))
        var list = NameList(order: .given)
        list.append(contentsOf: NameList(contacts: Self.contacts, order: .family))
        #expect(list.order == .given)
        // Acme, Young Amy, Adams Zed.
        #expect(await list.sectionedPositions(in: collation).flatMap(\.items) == [2, 1, 0])
    }
}
