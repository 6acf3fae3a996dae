import Foundation

/// Finds the executables the package builds (`collate`, `icu-index-reference`), for tests that
/// run them as a user would.
///
/// They are in the build products folder, beside the test bundle. On Linux the tests run as that
/// bundle's executable (`CommandLine.arguments[0]`); on macOS a runner (`xctest`, `swiftpm-
/// testing-helper`) loads the bundle, so the loaded bundles are searched too. `COLLATE_BUILD_DIR`
/// names the folder outright.
public enum BuiltProducts {
    /// The executable called `name`, or `nil` when it was not built.
    public static func url(named name: String) -> URL? {
        var starts: [URL] = []
        if let folder = ProcessInfo.processInfo.environment["COLLATE_BUILD_DIR"] { starts.append(URL(fileURLWithPath: folder)) }
        starts.append(URL(fileURLWithPath: CommandLine.arguments[0]))
        starts += Bundle.allBundles.map(\.bundleURL)
        for start in starts {
            var folder = start
            for _ in 0..<5 {
                let candidate = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }
}
