import Foundation
import Testing

/// The code in the README and the DocC articles is the code of this folder's examples, which
/// `swift test` compiles and runs: a block that differs from every example fails here, naming
/// its file and line.
///
/// An example is the text between `// example: NAME` and `// end` in a file of this folder,
/// without the lines between `// hide` and `// show` (the test around it and its checks); each
/// shown run of lines loses its common indentation. A block that starts with `// Package.swift`
/// is a manifest excerpt: each product it names must be one of the package's.
@Suite("Documentation examples")
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fenced Swift block of a Markdown file.
    struct Block: CustomStringConvertible {
        let file: String
        let line: Int
        let text: String
        var description: String { "\(file):\(line): \(text.split(separator: "\n").first ?? "")" }
    }

    /// Every example of this folder, by name.
    static func examples() throws -> [String: String] {
        let folder = root.appendingPathComponent("Tests/Examples")
        var examples: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            var current: String?
            var shown = true
            var chunks: [[Substring]] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// example: ") {
                    current = String(trimmed.dropFirst("// example: ".count))
                    shown = true
                    chunks = [[]]
                } else if trimmed == "// end", let name = current {
                    examples[name] = chunks.map(dedent).joined(separator: "\n").trimmingCharacters(in: .newlines)
                    current = nil
                } else if trimmed == "// hide" {
                    shown = false
                } else if trimmed == "// show" {
                    shown = true
                    chunks.append([])
                } else if current != nil, shown {
                    chunks[chunks.count - 1].append(line)
                }
            }
        }
        return examples
    }

    /// Lines without the indentation they all share.
    static func dedent(_ lines: [Substring]) -> String {
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.count >= common ? String($0.dropFirst(common)) : "" }.joined(separator: "\n")
    }

    /// The Markdown files a reader sees: the README and every DocC article.
    static func documents() throws -> [URL] {
        var files = [root.appendingPathComponent("README.md")]
        let sources = root.appendingPathComponent("Sources")
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let folder = sources.appendingPathComponent(target)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for catalog in entries where catalog.hasSuffix(".docc") {
                let path = folder.appendingPathComponent(catalog)
                for article in try FileManager.default.contentsOfDirectory(atPath: path.path) where article.hasSuffix(".md") {
                    files.append(path.appendingPathComponent(article))
                }
            }
        }
        return files
    }

    /// The fenced Swift blocks of `file`.
    static func blocks(in file: URL) throws -> [Block] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let name = String(file.path.dropFirst(root.path.count + 1))
        var blocks: [Block] = []
        var start: Int?
        var body: [Substring] = []
        for (number, line) in lines.enumerated() {
            if start == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                start = number + 2
                body = []
            } else if let first = start, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(Block(file: name, line: first, text: body.joined(separator: "\n")))
                start = nil
            } else if start != nil {
                body.append(line)
            }
        }
        return blocks
    }

    @Test("Every Swift block in the README and the articles is an example that compiles and runs")
    func blocksAreExamples() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 10)
        let texts = Set(examples.values)
        var used: Set<String> = []
        var count = 0
        for document in try Self.documents() {
            for block in try Self.blocks(in: document) where !block.text.hasPrefix("// Package.swift") {
                count += 1
                let known = texts.contains(block.text)
                #expect(known, "\(block) is not the text of any example in Tests/Examples")
                used.formUnion(examples.filter { $0.value == block.text }.keys)
            }
        }
        #expect(count >= examples.count)
        #expect(Set(examples.keys).subtracting(used).isEmpty, "examples no document shows: \(Set(examples.keys).subtracting(used).sorted())")
    }

    @Test("The manifest excerpts name the package's own products")
    func manifestExcerpts() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var excerpts = 0
        for document in try Self.documents() {
            for block in try Self.blocks(in: document) where block.text.hasPrefix("// Package.swift") {
                excerpts += 1
                for match in block.text.matches(of: /\.product\(name: "([^"]+)", package: "([^"]+)"\)/) {
                    #expect(match.output.2 == "swift-collation", "\(block)")
                    #expect(manifest.contains(".library(name: \"\(match.output.1)\""), "\(block): no product \(match.output.1)")
                }
            }
        }
        #expect(excerpts >= 1)
    }
}
