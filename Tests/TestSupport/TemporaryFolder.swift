import Foundation

/// A folder of test files that is removed when the value goes away (at the end of the test
/// that made it).
public final class TemporaryFolder: @unchecked Sendable {
    /// The folder.
    public let url: URL

    /// Makes a new, empty folder under the system's temporary folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("collate-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `bytes` to a file called `name` in the folder, and returns its path.
    public func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Writes `text` as UTF-8 to a file called `name` in the folder, and returns its path.
    public func file(_ name: String, _ text: String) throws -> String {
        try file(name, Array(text.utf8))
    }
}
