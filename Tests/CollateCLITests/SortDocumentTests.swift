@testable import CollateCLI
import CollationContacts
import Foundation
import PropertyBased
import Testing

/// The `sort` JSON document, written as its items are made, against Foundation's JSONEncoder
/// of the same document as a whole: the same bytes.
@Suite("Sort document")
struct SortDocumentTests {
    @Test("Generated lists (names, contacts, JSON objects' fields; none, a few, over a block): the streamed bytes are JSONEncoder's")
    func streamedSameBytes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sort-document-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let texts = JSONByteWriterTests.texts
        await propertyCheck(count: 60, input: Gen<Int>.int(in: 0...1_000_000).array(of: 80...80)) { choices in
            var choices = choices
            func next(_ bound: Int) -> Int { (choices.popLast() ?? 0) % bound }
            func text() -> String { (0..<next(4)).map { _ in texts[next(texts.count)] }.joined() }
            var list: NameList
            let count = [0, 1, 7, 3_000][next(4)]
            switch next(3) {
            case 0:
                list = NameList(names: (0..<count).map { "\(texts[$0 % texts.count])\($0)" })
            case 1:
                var contacts: [Contact] = []
                for index in 0..<count {
                    var contact = Contact()
                    contact.givenName = "\(texts[index % texts.count])\(index)"
                    if index % 3 == 0 { contact.familyName = text() }
                    contact.phones = (0..<(index % 3)).map { "+1 555 \($0)" }
                    contact.emails = index % 4 == 0 ? [text()] : []
                    contacts.append(contact)
                }
                list = NameList(contacts: contacts)
            default:
                list = NameList()
                var choices = choices
                for index in 0..<count {
                    let fields = index % 2 == 0 ? [] : [JSONValue.ObjectMember(key: "note", value: JSONByteWriterTests.value(&choices, depth: 2))]
                    list.append("\(texts[index % texts.count])\(index)", fields: fields)
                }
            }
            let order = (0..<count).reversed().filter { $0 % 5 != 1 || next(2) == 0 }
            let document = SortDocument(locale: text(), provider: "cldr", order: Array(order), list: list)
            let path = folder.appendingPathComponent("out.json").path
            guard var out = try? OutputBuffer(file: path) else { Issue.record("cannot open \(path)"); return }
            #expect(document.write(to: &out))
            try? out.close()
            let written = FileManager.default.contents(atPath: path).map { Array($0) }
            #expect(written == (try? JSONByteWriterTests.foundation(document)).map { Array($0.utf8) })
        }
    }
}
