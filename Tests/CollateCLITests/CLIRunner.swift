import Foundation
import TestSupport
import Testing

/// Runs the built `collate` executable, as a user would.
struct CLIRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

        /// Standard output parsed as a JSON object (a test failure if it is not one).
        func json(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        }

        /// The `sections` of a `group --format json` document.
        func sections(sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
            try #require(try json(sourceLocation: sourceLocation)["sections"] as? [[String: Any]], sourceLocation: sourceLocation)
        }

        /// Every item of a `group --format json` document in order, as "title/name".
        func groupedItems(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
            var items: [String] = []
            for section in try sections(sourceLocation: sourceLocation) {
                let title = try #require(section["title"] as? String, sourceLocation: sourceLocation)
                for item in try #require(section["items"] as? [[String: Any]], sourceLocation: sourceLocation) {
                    items.append("\(title)/\(try #require(item["name"] as? String, sourceLocation: sourceLocation))")
                }
            }
            return items
        }

        /// Standard output's lines parsed as JSON objects (JSON Lines).
        func jsonLines(sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
            try stdoutLines.filter { !$0.isEmpty }.map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], sourceLocation: sourceLocation)
            }
        }
    }

    /// Ignores SIGPIPE in the test process, once.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// The built `collate` binary (see ``BuiltProducts``).
    static let executable: URL? = BuiltProducts.url(named: "collate")

    /// Runs `collate` with `arguments`, feeding `input` on standard input (or /dev/null);
    /// `standardInput` or `standardOutput` given instead (a device, a file) are used as they are.
    static func run(_ arguments: [String], input: Data? = nil, environment: [String: String] = [:],
                    standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil) throws -> Result {
        let binary = try #require(executable, "the collate executable was not built next to the tests")
        return try run(binary, arguments, input: input, environment: environment, standardInput: standardInput, standardOutput: standardOutput)
    }

    /// The path of the built `collate`, for a shell command line.
    static func path() throws -> String {
        try #require(executable, "the collate executable was not built next to the tests").path
    }

    /// Runs a shell command line (`/bin/sh -c`) the same way: `$COLLATE` is the built binary.
    static func shell(_ script: String, input: Data? = nil) throws -> Result {
        try run(URL(fileURLWithPath: "/bin/sh"), ["-c", script], input: input, environment: ["COLLATE": try path()])
    }

    /// Runs another program (`/usr/bin/env` finds one by name on the PATH) the same way.
    static func run(_ binary: URL, _ arguments: [String], input: Data? = nil, environment: [String: String] = [:],
                    standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["LC_ALL"] = nil
        env["LC_COLLATE"] = nil
        env["LANG"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe } else { process.standardInput = standardInput ?? FileHandle.nullDevice }
        try process.run()
        if let input {
            // A run that stops before reading its input (a usage error) closes the pipe: the
            // write then fails with EPIPE, which must not kill the test process with SIGPIPE.
            _ = ignoreBrokenPipes
            DispatchQueue.global().async {
                try? inputPipe.fileHandleForWriting.write(contentsOf: input)
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if standardOutput != nil { try? out.fileHandleForWriting.close() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
