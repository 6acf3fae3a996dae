import Foundation

/// What a tool the generator runs (bzip2, icu-index-reference) writes on standard output.
///
/// - Throws: ``GeneratorError`` when the tool cannot be started or exits with a failure.
func toolOutput(_ executable: URL, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { throw GeneratorError("cannot run \(executable.lastPathComponent): \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw GeneratorError("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed (exit \(process.terminationStatus))")
    }
    return data
}
