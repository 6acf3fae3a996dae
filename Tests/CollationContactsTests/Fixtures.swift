import CollationContacts
import Collation
import Foundation
import Testing

/// The test files under Resources/: Android's vCard fixtures (see vcards/NOTICE), our CSV files
/// for each export flavour, and inputs the fuzzer found.
enum Fixtures {
    static func bytes(_ path: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: "Resources/" + path, withExtension: nil))
        return [UInt8](try Data(contentsOf: url))
    }

    /// The contacts of a vCard fixture, and its problems.
    static func vcard(_ name: String, encoding: TextEncoding = .utf8) throws -> (contacts: [Contact], problems: [FileProblem]) {
        VCardReader(defaultEncoding: encoding).read(try bytes("vcards/\(name).vcf"), file: name + ".vcf")
    }

    /// The one contact of a vCard fixture, which must read without problems.
    static func onlyCard(_ name: String) throws -> Contact {
        let (contacts, problems) = try vcard(name)
        #expect(problems.isEmpty, "\(problems)")
        try #require(contacts.count == 1)
        return contacts[0]
    }

    /// The contacts of a vCard given as text.
    static func cards(_ text: String) -> (contacts: [Contact], problems: [FileProblem]) {
        cards(Array(text.utf8))
    }

    /// The contacts and problems in vCard bytes, read as `t.vcf`.
    static func cards(_ bytes: [UInt8]) -> (contacts: [Contact], problems: [FileProblem]) {
        VCardReader().read(bytes, file: "t.vcf")
    }

    /// The names of every file in a resource folder.
    static func files(in folder: String) throws -> [String] {
        let url = try #require(Bundle.module.url(forResource: "Resources/" + folder, withExtension: nil))
        return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

extension Contact {
    /// The value of the first other field called `name`.
    func field(_ name: String) -> String? {
        otherFields.first { $0.name == name }?.value
    }
}
