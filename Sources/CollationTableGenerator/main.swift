// Regenerates the committed data tables from Debian's Unicode packages.
//
//   CollationTableGenerator latin-folding UnicodeData.txt OUTPUT.swift
//
// Run through the command plugin: `swift package --allow-writing-to-package-directory generate-tables`.

import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("CollationTableGenerator: \(message)\n".utf8))
    exit(1)
}

func readText(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    guard let text = String(data: data, encoding: .utf8) else { fail("\(path) is not UTF-8") }
    return text
}

func write(_ text: String, to path: String) {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        print("wrote \(path)")
    } catch {
        fail("cannot write \(path): \(error)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "latin-folding":
    guard arguments.count == 3 else { fail("usage: latin-folding UnicodeData.txt OUTPUT.swift") }
    do {
        write(try LatinFoldingGenerator(unicodeData: readText(arguments[1])).generate(), to: arguments[2])
    } catch {
        fail("\(error)")
    }
default:
    fail("usage: CollationTableGenerator latin-folding UnicodeData.txt OUTPUT.swift")
}
