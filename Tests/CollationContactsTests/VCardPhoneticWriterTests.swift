import Collation
@testable import CollationContacts
import Foundation
import PropertyBased
import Testing

/// The phonetic writer keeps every byte it does not add, in every version and syntax, and its
/// additions read back as the phonetic names it was given.
@Suite("vCard phonetic writer", .shrinking(true))
struct VCardPhoneticWriterTests {
    /// A suggestion from the family name alone, for tests that do not need readings: "Fam" +
    /// its length, and a given name in kana (non-ASCII: quoted-printable in 2.1).
    static func suggest(_ contact: Contact) -> PhoneticName {
        guard let family = contact.familyName, family.unicodeScalars.contains(where: { $0.value >= 0x4E00 }) else { return PhoneticName() }
        return PhoneticName(family: "Fam\(family.count)", given: contact.givenName.map { _ in "たろう" })
    }

    /// `bytes` without the X-PHONETIC-FIRST/LAST-NAME properties (with their folded and
    /// soft-broken lines): what the writer's input was, when it had none.
    static func withoutPhonetic(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var skipping = false
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let line = Array(bytes[start..<min(end + 1, bytes.count)])
            let text = String(decoding: line, as: UTF8.self)
            let content = text.trimmingCharacters(in: .newlines)
            if text.hasPrefix("X-PHONETIC-FIRST-NAME") || text.hasPrefix("X-PHONETIC-LAST-NAME") {
                skipping = content.hasSuffix("=") && text.contains("QUOTED-PRINTABLE")
            } else if skipping {
                skipping = content.hasSuffix("=")
            } else {
                output += line
            }
            start = end + 1
        }
        return output
    }

    /// One generated card: a version, line endings, a name (Han or not), and the properties
    /// writers put around it (groups, folding, quoted-printable with soft breaks, a photo).
    struct CardSpec: Sendable, CustomStringConvertible {
        let version: String
        let ending: String
        let family: String
        let given: String
        let extras: [Int]
        var description: String { "\(version) \(ending.debugDescription) \(family)/\(given) \(extras)" }

        var text: String {
            var lines = ["BEGIN:VCARD", "VERSION:\(version)"]
            if version == "2.1" {
                let qp = (family + ";" + given + ";;;").utf8.map { String(format: "=%02X", $0) }.joined()
                lines.append("N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:" + Self.softBroken(qp, ending: ending))
            } else {
                lines.append("N:\(family);\(given);;;")
            }
            for extra in extras {
                switch extra {
                case 0: lines.append("item1.EMAIL;TYPE=INTERNET:a@example.com")
                case 1: lines.append("item1.X-ABLabel:_$!<Other>!$_")
                case 2: lines.append("NOTE:a long note that is folded" + ending + " across two lines")
                case 3: lines.append((version == "2.1" ? "PHOTO;ENCODING=BASE64;JPEG:" : "PHOTO;ENCODING=b;TYPE=JPEG:") + "/9j/4AAQSkZJRgABAQ" + ending + " AAAQABAAD/2wBD")
                    if version == "2.1" { lines.append("") }
                case 4: lines.append("X-ANDROID-CUSTOM:vnd.android.cursor.item/nickname;Tom;1;;;;;;;;;;;;;")
                case 5: lines.append("TEL;TYPE=CELL:+86 138 0000 0000")
                default: lines.append("FN:\(given) \(family)")
                }
            }
            lines.append("END:VCARD")
            return lines.joined(separator: ending) + ending
        }

        /// Quoted-printable text with soft line breaks every 30 characters, never inside `=XX`.
        static func softBroken(_ qp: String, ending: String) -> String {
            var out = "", count = 0
            var characters = Array(qp)[...]
            while !characters.isEmpty {
                let piece = characters.first == "=" ? characters.prefix(3) : characters.prefix(1)
                characters = characters.dropFirst(piece.count)
                if count + piece.count > 30 { out += "=" + ending; count = 0 }
                out += String(piece)
                count += piece.count
            }
            return out
        }
    }

    static let cards = zip(
        Gen<String?>.element(of: ["2.1", "3.0", "4.0"]).map { $0 ?? "3.0" },
        Gen<String?>.element(of: ["\r\n", "\n"]).map { $0 ?? "\n" },
        Gen<String?>.element(of: ["曾", "单", "Smith", "山田", "欧阳", "Müller"]).map { $0 ?? "x" },
        Gen<String?>.element(of: ["国藩", "Ann", "太郎", "", "明"]).map { $0 ?? "" },
        Gen.int(in: 0...6).array(of: 0...4)
    ).map { CardSpec(version: $0, ending: $1, family: $2, given: $3, extras: $4) }

    @Test("For random cards the output minus the added lines is the input, byte for byte; the additions read back; a second run is the identity")
    func roundTrip() async throws {
        await propertyCheck(count: 300, input: Self.cards.array(of: 1...5), Gen.bool) { specs, bom in
            let input = Array((bom ? "\u{FEFF}" : "").utf8) + Array(specs.map(\.text).joined().utf8)
            guard let output = try? VCardPhoneticWriter().write(input, file: "p.vcf", suggest: Self.suggest) else {
                Issue.record("refused \(specs)")
                return
            }
            #expect(Self.withoutPhonetic(output.bytes) == input, "\(specs)")
            #expect(output.cards.count == specs.count)
            let reread = VCardReader().read(output.bytes, file: "p.vcf")
            #expect(reread.problems.isEmpty, "\(reread.problems)")
            for (contact, card) in zip(reread.contacts, output.cards) {
                #expect(contact.phoneticFamilyName == card.written.family)
                #expect(contact.phoneticGivenName == card.written.given)
                #expect(contact.familyName == card.contact.familyName)
            }
            let again = try? VCardPhoneticWriter().write(output.bytes, file: "p.vcf", suggest: Self.suggest)
            #expect(again?.bytes == output.bytes)
        }
    }

    /// Pieces of files no writer should make, among the generated cards: a card inside a card,
    /// a quoted-printable value whose soft break swallows its END:VCARD, lines outside cards, a
    /// card cut off, markers in lowercase with spaces, a card with a phonetic name already.
    static let oddPieces = [
        "BEGIN:VCARD\nVERSION:3.0\nN:曾;国藩;;;\nBEGIN:VCARD\nN:单;田芳;;;\nEND:VCARD\nEND:VCARD\n",
        "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E6=9B=BE;=\r\nEND:VCARD\r\n",
        "a stray line\n", "END:VCARD\n", "\n",
        "BEGIN:VCARD\nN:曾;;;;\n",
        "  begin:vcard \nn:欧阳;修;;;\n\tend:vcard\n end:vcard\n",
        "BEGIN:VCARD\nVERSION:4.0\nN;SORT-AS=\"Zeng,Guofan\":曾;国藩;;;\nEND:VCARD\n",
        "BEGIN:VCARD\nVERSION:3.0\nN:山田;太郎;;;\nX-PHONETIC-LAST-NAME:Yamada\nEND:VCARD\n",
    ]

    @Test("Reading the file once writes what reading each card by itself wrote, and so does reading it a window at a time: byte for byte, the same cards and problems, odd files included")
    func oneReadEqualsEachCardAlone() async throws {
        let pieces = Gen<String?>.element(of: Self.oddPieces).map { $0 ?? "" }
        let mixed = zip(Self.cards.array(of: 0...4), pieces.array(of: 0...3), Gen.bool, Gen.bool)
        await propertyCheck(count: 300, input: mixed) { specs, odd, bom, overwrite in
            var texts = specs.map(\.text) + odd
            texts.sort { $0.unicodeScalars.count % 7 < $1.unicodeScalars.count % 7 }
            let input = Array((bom ? "\u{FEFF}" : "").utf8) + Array(texts.joined().utf8)
            Self.expectSameAsEachCardAlone(input, overwrite: overwrite, wellFormed: odd.isEmpty, "\(texts)")
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/vcards")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".vcf") }) {
            Self.expectSameAsEachCardAlone([UInt8](try Data(contentsOf: folder.appendingPathComponent(file))), overwrite: true, wellFormed: false, file)
        }
    }

    /// What one write-back gave: its bytes, its cards and problems, or its refusal.
    struct Written {
        var bytes: [UInt8] = []
        var cards: [VCardPhoneticWriter.Card] = []
        var problems: [FileProblem] = []
        var refusal: FileProblem?
    }

    static func written(_ input: [UInt8], overwrite: Bool, eachCardAlone: Bool, windowBytes: Int?) -> Written {
        let always: @Sendable (Contact) -> PhoneticName = { $0.familyName == nil ? PhoneticName() : PhoneticName(family: "Fam", given: "たろう") }
        var result = Written()
        do throws(VCardPhoneticWriter.Refusal) {
            result.problems = try VCardPhoneticWriter(overwrite: overwrite).write(
                input, file: "o.vcf", suggest: always, eachCardAlone: eachCardAlone, windowBytes: windowBytes,
                card: { result.cards.append($0) }, emit: { result.bytes += $0 })
        } catch {
            result.refusal = error.problem
        }
        return result
    }

    /// The write-back of `input` reading it once, reading each card alone, and reading it in
    /// windows of a few cards give the same. The windows' problems are compared only for a
    /// `wellFormed` file: a window is cut before a line that starts `BEGIN:VCARD` where the
    /// lines that start `BEGIN:VCARD` and `END:VCARD` balance (as the reader cuts a large file
    /// into parts), and in an odd file (a marker with a space before it, a soft break that
    /// swallows an END:VCARD) the card read there may not have ended: its problems are then
    /// said per window. The bytes and the cards are the same in every file.
    static func expectSameAsEachCardAlone(_ input: [UInt8], overwrite: Bool, wellFormed: Bool, _ comment: String) {
        let once = written(input, overwrite: overwrite, eachCardAlone: false, windowBytes: nil)
        let alone = written(input, overwrite: overwrite, eachCardAlone: true, windowBytes: nil)
        let windows = written(input, overwrite: overwrite, eachCardAlone: false, windowBytes: 64)
        for (other, name, problems) in [(alone, "each card alone", true), (windows, "windows", wellFormed)] {
            #expect((once.refusal == nil) == (other.refusal == nil), "\(name): \(comment)")
            if let refusal = once.refusal, let otherRefusal = other.refusal { #expect(refusal == otherRefusal, "\(name): \(comment)") }
            guard once.refusal == nil, other.refusal == nil else { continue }
            #expect(once.bytes == other.bytes, "\(name): \(comment)")
            if problems { #expect(once.problems == other.problems, "\(name): \(comment)") }
            #expect(once.cards.map { [$0.line, $0.hadPhoneticName ? 1 : 0] } == other.cards.map { [$0.line, $0.hadPhoneticName ? 1 : 0] }, "\(name): \(comment)")
            #expect(once.cards.map(\.written) == other.cards.map(\.written), "\(name): \(comment)")
            #expect(once.cards.map(\.contact) == other.cards.map(\.contact), "\(name): \(comment)")
        }
    }

    @Test("Where the new lines go, in what syntax: after N, in the card's line ending; 2.1 non-ASCII as quoted-printable")
    func placement() throws {
        let input = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8:曾;国藩;;;\r\nTEL:1\r\nEND:VCARD\r\n".utf8)
        let output = try VCardPhoneticWriter().write(input, file: "a.vcf") { _ in PhoneticName(family: "Zeng", given: "ぐおふぁん") }
        let text = String(decoding: output.bytes, as: UTF8.self)
        // Quoted-printable lines stay within 76 characters (RFC 2045), broken between `=XX`s.
        #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 76 })
        #expect(text == "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8:曾;国藩;;;\r\n"
            + "X-PHONETIC-FIRST-NAME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E3=81=90=E3=\r\n=81=8A=E3=81=B5=E3=81=81=E3=82=93\r\n"
            + "X-PHONETIC-LAST-NAME:Zeng\r\nTEL:1\r\nEND:VCARD\r\n")
        // 3.0: plain UTF-8, escaped; no N: before END:VCARD.
        let three = Array("BEGIN:VCARD\nVERSION:3.0\nFN:x\nEND:VCARD\n".utf8)
        let written = try VCardPhoneticWriter().write(three, file: "b.vcf") { _ in PhoneticName(family: "a;b") }
        #expect(String(decoding: written.bytes, as: UTF8.self) == "BEGIN:VCARD\nVERSION:3.0\nFN:x\nX-PHONETIC-LAST-NAME:a\\;b\nEND:VCARD\n")
    }

    @Test("A card with a phonetic name is byte-identical unless overwrite, which replaces X-PHONETIC and keeps the rest")
    func existingPhonetic() throws {
        let input = Array("BEGIN:VCARD\nVERSION:3.0\nN:曾;国藩;;;\nX-PHONETIC-LAST-NAME:Ceng\nNOTE:n\nEND:VCARD\n".utf8)
        let kept = try VCardPhoneticWriter().write(input, file: "a.vcf") { _ in PhoneticName(family: "Zeng") }
        #expect(kept.bytes == input)
        #expect(kept.cards.first?.hadPhoneticName == true)
        let replaced = try VCardPhoneticWriter(overwrite: true).write(input, file: "a.vcf") { _ in PhoneticName(family: "Zeng") }
        #expect(String(decoding: replaced.bytes, as: UTF8.self) == "BEGIN:VCARD\nVERSION:3.0\nN:曾;国藩;;;\nX-PHONETIC-LAST-NAME:Zeng\nNOTE:n\nEND:VCARD\n")
        // A phonetic name from SOUND;X-IRMC-N counts too: the card is left alone.
        let sound = Array("BEGIN:VCARD\nVERSION:2.1\nN:曾;国藩;;;\nSOUND;X-IRMC-N:Zeng;Guofan;;;\nEND:VCARD\n".utf8)
        #expect(try VCardPhoneticWriter().write(sound, file: "s.vcf") { _ in PhoneticName(family: "X") }.bytes == sound)
    }

    @Test("A UTF-16 file is filled and given back in UTF-16, in its own byte order, with its mark")
    func utf16() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩;;;\r\nEND:VCARD\r\n"
        let filled = text.replacingOccurrences(of: "N:曾;国藩;;;\r\n", with: "N:曾;国藩;;;\r\nX-PHONETIC-LAST-NAME:Zeng\r\n")
        for littleEndian in [true, false] {
            let encode = { (text: String) -> [UInt8] in
                (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) + text.utf16.flatMap { littleEndian ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            }
            let output = try VCardPhoneticWriter().write(encode(text), file: "u.vcf") { _ in PhoneticName(family: "Zeng") }
            #expect(output.bytes == encode(filled))
        }
    }

    @Test("What cannot be written is refused whole: invalid UTF-16, bytes not valid in their encoding")
    func refusals() {
        #expect(throws: VCardPhoneticWriter.Refusal.self) {
            try VCardPhoneticWriter().write([0xFF, 0xFE, 0x42, 0x00, 0x00, 0xD8, 0x41, 0x00], file: "u.vcf") { _ in PhoneticName(family: "x") }
        }
        #expect(throws: VCardPhoneticWriter.Refusal.self) {
            try VCardPhoneticWriter().write(Array("BEGIN:VCARD\nVERSION:3.0\nN:".utf8) + [0xFF, 0xFE] + Array(";;;;\nEND:VCARD\n".utf8), file: "b.vcf") { _ in PhoneticName(family: "x") }
        }
    }

    @Test("Android's own fixtures: every card kept, the additions read back, a second run changes nothing")
    func androidFixtures() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/vcards")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".vcf") }.sorted()
        #expect(files.count > 10)
        var written = 0
        for file in files {
            let input = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
            let always: @Sendable (Contact) -> PhoneticName = { $0.familyName == nil ? PhoneticName() : PhoneticName(family: "Fam") }
            guard let output = try? VCardPhoneticWriter().write(input, file: file, suggest: always) else { continue }
            written += 1
            let before = VCardReader().read(input, file: file).contacts.count
            #expect(VCardReader().read(output.bytes, file: file).contacts.count == before, "\(file)")
            #expect(try VCardPhoneticWriter().write(output.bytes, file: file, suggest: always).bytes == output.bytes, "\(file)")
        }
        // Every fixture is one the writer takes: a refusal would have skipped its checks.
        #expect(written == files.count)
    }
}
