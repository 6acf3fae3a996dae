@testable import CollateCLI
import Foundation
import TestSupport
import Testing

/// The JSON reader at its exact bounds and just past them: `\u` escapes of every code unit,
/// surrogate pairs at the four corners of their ranges, every malformed escape, and nesting at
/// the documented depth (512) and one more. A malformed file is refused with its place (66); no
/// input crashes the tool.
@Suite("JSON at its bounds")
struct JSONBoundsTests {
    /// The names of a JSON document, through the built binary (`keys` keeps every name as read).
    static func names(_ json: String) throws -> (status: Int32, names: [String], stderr: String) {
        let folder = try TemporaryFolder()
        let path = try folder.file("people.json", json)
        let run = try CLIRunner.run(["keys", path, "--locale", "en"])
        let names = run.status == 66 ? [] : try run.jsonLines().compactMap { $0["name"] as? String }
        return (run.status, names, run.stderr)
    }

    @Test("Surrogate pairs at the corners of their ranges decode to the scalar they encode", arguments: [
        ("\\ud83d\\ude00", 0x1F600), ("\\uD83D\\uDE00", 0x1F600), ("\\ud800\\udc00", 0x10000), ("\\ud800\\udfff", 0x103FF),
        ("\\udbff\\udc00", 0x10FC00), ("\\udbff\\udfff", 0x10FFFF), ("\\ud840\\udc0b", 0x2000B),
    ] as [(String, UInt32)])
    func surrogatePairs(_ escape: String, _ scalar: UInt32) throws {
        let read = try Self.names("[\"a\(escape)b\"]")
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.names == ["a" + String(Character(try #require(Unicode.Scalar(scalar)))) + "b"], "\(escape)")
    }

    @Test("Every malformed escape is refused with its place, never a crash", arguments: [
        ("\\ud800\\ud800", "a high surrogate followed by \\ud800, not a low one"),
        ("\\udbff\\udbff", "a high surrogate followed by \\udbff, not a low one"),
        ("\\ud800\\ue000", "a high surrogate followed by \\ue000, not a low one"),
        ("\\ud800\\u0041", "a high surrogate followed by \\u41, not a low one"),
        ("\\ud800\\udbff", "a high surrogate followed by \\udbff, not a low one"),
        ("\\ud800x", "a high surrogate (\\ud800) without the low one after it"),
        ("\\udbff", "a high surrogate (\\udbff) without the low one after it"),
        ("\\udc00", "a low surrogate (\\udc00) without a high one before it"),
        ("\\udfff\\ud800", "a low surrogate (\\udfff) without a high one before it"),
        ("\\u12", "\\u needs four hex digits"), ("\\uzzzz", "\\u needs four hex digits"), ("\\ud800\\u12", "\\u needs four hex digits"),
        ("\\x41", "'x' is not a JSON escape"), ("\\U0041", "'U' is not a JSON escape"),
    ])
    func malformedEscapes(_ escape: String, _ message: String) throws {
        let read = try Self.names("[\"ok\", \"a\(escape)b\"]")
        #expect(read.status == 66, "\(escape): \(read.stderr)")
        #expect(read.stderr.contains("people.json:1: not JSON (RFC 8259) at column"), "\(read.stderr)")
        #expect(read.stderr.contains(message), "\(escape): \(read.stderr)")
    }

    @Test("Every \\u escape of the Basic Multilingual Plane outside the surrogates reads as its scalar; each surrogate alone is refused")
    func everyEscape() throws {
        let codes = (0...0xFFFF as ClosedRange<UInt32>).filter { !(0xD800...0xDFFF).contains($0) }
        for uppercase in [false, true] {
            let elements = codes.map { "\"\\u" + String(repeating: "0", count: 4 - String($0, radix: 16).count) + String($0, radix: 16, uppercase: uppercase) + "\"" }
            let parsed = try JSONParser.parse(Array(("[" + elements.joined(separator: ",") + "]").utf8))
            guard case .array(let values) = parsed.value else { Issue.record("not an array"); return }
            #expect(values.count == codes.count)
            for (code, value) in zip(codes, values) {
                guard case .string(let text) = value, text.unicodeScalars.count == 1, text.unicodeScalars.first?.value == code else {
                    Issue.record("\\u\(String(code, radix: 16)) read as \(value)")
                    continue
                }
            }
        }
        for code in stride(from: 0xD800 as UInt32, through: 0xDFFF, by: 1) {
            #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array("[\"\\u\(String(code, radix: 16))\"]".utf8)) }
            // Any following escape that is not a low surrogate is refused too.
            #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array("[\"\\u\(String(code, radix: 16))\\u\(String(code, radix: 16))\"]".utf8)) }
        }
    }

    @Test("Nesting to the documented depth (512) is read; one level more is refused with a message", arguments: [
        ("arrays", 512, true), ("arrays", 513, false), ("objects", 512, true), ("objects", 513, false),
    ])
    func depth(_ kind: String, _ depth: Int, _ allowed: Bool) throws {
        // The top-level array is the first level.
        let json = kind == "arrays"
            ? String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            : "[" + String(repeating: "{\"a\":", count: depth - 1) + "1" + String(repeating: "}", count: depth - 1) + "]"
        #expect(JSONParser.maximumDepth == 512)
        let folder = try TemporaryFolder()
        let path = try folder.file("deep.json", json)
        let run = try CLIRunner.run(["group", path, "--locale", "en"])
        if allowed {
            #expect(!run.stderr.contains("nested"), "\(run.stderr)")
            #expect(run.status != 66 && run.status < 128, "\(run.status): \(run.stderr)")
        } else {
            #expect(run.status == 66)
            #expect(run.stderr.contains("arrays and objects nested more than 512 deep"), "\(run.stderr)")
        }
    }
}
