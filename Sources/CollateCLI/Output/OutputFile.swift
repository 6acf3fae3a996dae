#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a command writes, written as careful tools write one (`sed -i`, `rsync`, `sqlite3`):
/// whole or not at all.
///
/// A regular file (or one that does not exist yet) is written to a new temporary file in the
/// same folder, synced to the disk, given the old file's mode (and, where allowed, owner), and
/// renamed over the target; then the folder is synced, so that the rename itself survives a
/// crash. Until ``commit()``, the old file is untouched: a run that fails, is killed, or
/// finds a full disk leaves it as it was. A symbolic link is followed to the file it names,
/// which is replaced; the link stays. A FIFO, a terminal or a device is written through, as a
/// shell's `>` would (only where the format allows: a database cannot be streamed); a folder is
/// refused.
final class OutputFile {
    /// What is done with special files (not regular ones) named as the output.
    enum SpecialFiles {
        /// Written through, as a shell redirection writes them (text formats).
        case writeThrough
        /// Refused: the output must be a regular file (a database, a file written over itself).
        case refuse
    }

    /// The name as the user gave it, for messages.
    let name: String
    /// The open file that the output is written to.
    let descriptor: Int32
    /// The temporary file's path for programs that open it by name (SQLite), `nil` when the
    /// output is written through.
    let temporaryPath: String?

    /// How the output reaches its target.
    private let replacement: Replacement?
    /// Whether the target is replaced whole (a regular file), rather than written through.
    var replacesTarget: Bool { replacement != nil }

    /// Whether the file is finished (committed, or discarded).
    private var finished = false

    /// A target that is replaced: the folder it is in, the temporary file's and the
    /// target's names in it, and the mode and owner to give the new file.
    private struct Replacement {
        let folder: Int32
        let temporaryName: [CChar]
        let targetName: [CChar]
        let mode: mode_t
        let owner: (uid: uid_t, gid: gid_t)?
        /// What a failure leaves: the old file, or no file.
        var kept: String { owner == nil ? "nothing was written" : "the file is as it was" }
    }

    /// Opens the output `path`: a temporary file beside the target, or the special file
    /// itself when `special` allows it.
    init(_ path: String, special: SpecialFiles) throws(OutputProblem) {
        name = path
        let target = try Self.resolvingLinks(SystemPath.cString(path), name: path)
        var status = stat()
        if lstat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                break
            case S_IFDIR:
                throw OutputProblem(file: path, message: "is a folder; name a file to write")
            default:
                guard special == .writeThrough else {
                    throw OutputProblem(file: path, message: "is not a regular file (a FIFO, a device or a socket); this output must be written to a regular file")
                }
                let opened = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
                guard opened >= 0 else { throw OutputProblem(file: path, errno: errno, doing: "cannot open it for writing") }
                descriptor = opened
                temporaryPath = nil
                replacement = nil
                return
            }
        } else if errno != ENOENT {
            throw OutputProblem(file: path, errno: errno, doing: "cannot look at it")
        }
        let exists = (status.st_mode & S_IFMT) == S_IFREG
        let (folderPath, targetName) = Self.split(target)
        let folder = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw OutputProblem(file: path, errno: errno, doing: "cannot open its folder") }
        // A name no one else uses, in the target's own folder (a rename within one file
        // system is atomic): made here rather than by mkstemp, which takes no folder handle.
        var temporaryName: [CChar] = []
        var opened: Int32 = -1
        var error: Int32 = 0
        for _ in 0..<100 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            temporaryName = Array(".collate-\(suffix).partial".utf8CString)
            // Watched before it is made: a signal that lands as `openat` returns (where it is
            // delivered) still finds the name. Removing a name not made yet does nothing, and
            // O_EXCL makes a file made under it ours (a name already taken, one chance in 2^64, is
            // forgotten as soon as `openat` says so).
            InterruptCleanup.watch(folder: folder, temporaryName: temporaryName)
            opened = openat(folder, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if opened >= 0 { break }
            error = errno
            InterruptCleanup.forget()
            if error != EEXIST { break }
        }
        guard opened >= 0 else {
            close(folder)
            throw OutputProblem(file: path, errno: error, doing: "cannot create a file in its folder")
        }
        descriptor = opened
        replacement = Replacement(
            folder: folder, temporaryName: temporaryName, targetName: targetName,
            mode: exists ? status.st_mode & 0o7777 : 0o666 & ~Self.umaskValue,
            owner: exists ? (status.st_uid, status.st_gid) : nil)
        temporaryPath = Self.path(of: temporaryName, in: folderPath, folder: folder)
    }

    deinit {
        if !finished { discard() }
    }

    /// Whether `path` names a special file (a FIFO, a device, a socket; links followed), which
    /// is written through rather than replaced whole: what is written to it cannot be taken back.
    static func isSpecial(_ path: String) -> Bool {
        guard let target = try? resolvingLinks(SystemPath.cString(path), name: path) else { return false }
        var status = stat()
        guard lstat(target, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    /// Makes the written file the target: synced, given its mode, renamed into place, the
    /// folder synced. Throws, and leaves the target as it was, when any step fails.
    func commit() throws(OutputProblem) {
        precondition(!finished, "an output file is committed once")
        guard let replacement else {
            finished = true
            guard OutputSteps.close(descriptor) == 0 else { throw OutputProblem(file: name, errno: errno, doing: "cannot finish writing it").adding("the output may be incomplete") }
            return
        }
        do throws(OutputProblem) {
            guard OutputSteps.fsync(descriptor) == 0 else { throw OutputProblem(file: name, errno: errno, doing: "cannot save it to the disk") }
            if let owner = replacement.owner, owner.uid != geteuid() || owner.gid != getegid() {
                // Keeps the owner where the system lets us (as root); elsewhere the new file is
                // the user's own, as with any tool that replaces a file.
                _ = fchown(descriptor, owner.uid, owner.gid)
            }
            guard OutputSteps.fchmod(descriptor, replacement.mode) == 0 else { throw OutputProblem(file: name, errno: errno, doing: "cannot set its permissions") }
        } catch {
            discard()
            throw error.adding(replacement.kept)
        }
        finished = true
        let closed = OutputSteps.close(descriptor), closeError = errno
        guard closed == 0 else {
            unlinkat(replacement.folder, replacement.temporaryName, 0)
            InterruptCleanup.forget()
            close(replacement.folder)
            throw OutputProblem(file: name, errno: closeError, doing: "cannot finish writing it").adding(replacement.kept)
        }
        let renamed = OutputSteps.rename(in: replacement.folder, replacement.temporaryName, to: replacement.targetName) == 0
        let renameError = errno
        InterruptCleanup.forget()
        guard renamed else {
            let error = renameError
            unlinkat(replacement.folder, replacement.temporaryName, 0)
            close(replacement.folder)
            throw OutputProblem(file: name, errno: error, doing: "cannot put the new file in place").adding(replacement.kept)
        }
        // Some file systems cannot sync a folder (EINVAL): the rename is as durable as they make it.
        let synced = OutputSteps.fsync(replacement.folder) == 0 || errno == EINVAL
        let syncError = errno
        close(replacement.folder)
        guard synced else {
            throw OutputProblem(file: name, message: "the new file is in place, but its folder could not be saved to the disk: \(String(cString: strerror(syncError)))")
        }
    }

    /// What a write that failed before ``commit()`` leaves behind, for its message.
    var keptAfterFailure: String { replacement?.kept ?? "the output is incomplete" }

    /// Gives up: the temporary file is removed and the target left as it was.
    func discard() {
        guard !finished else { return }
        finished = true
        close(descriptor)
        if let replacement {
            unlinkat(replacement.folder, replacement.temporaryName, 0)
            InterruptCleanup.forget()
            close(replacement.folder)
        }
    }

    /// `path` with its symbolic links followed to the file they name (which need not exist
    /// yet), so that the link is kept and its target replaced.
    private static func resolvingLinks(_ path: [CChar], name: String) throws(OutputProblem) -> [CChar] {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw OutputProblem(file: name, errno: errno, doing: "cannot read the link") }
            let link = Array(buffer[..<length])
            if link.first == CChar(UInt8(ascii: "/")) {
                current = link + [0]
            } else {
                current = Array(split(current).folder.dropLast()) + [CChar(UInt8(ascii: "/"))] + link + [0]
            }
        }
        throw OutputProblem(file: name, errno: ELOOP, doing: "cannot follow its links")
    }

    /// The folder of a NUL-terminated path (NUL-terminated) and its last component (NUL-terminated).
    private static func split(_ path: [CChar]) -> (folder: [CChar], name: [CChar]) {
        let bytes = path.prefix { $0 != 0 }
        guard let slash = bytes.lastIndex(of: CChar(UInt8(ascii: "/"))) else { return (Array(".".utf8CString), Array(bytes) + [0]) }
        let folder = slash == 0 ? [CChar(UInt8(ascii: "/"))] : Array(bytes[..<slash])
        return (folder + [0], Array(bytes[(slash + 1)...]) + [0])
    }

    /// A path by which another library can open `name` in `folder`: the plain path when the
    /// folder's name is UTF-8; else, on Linux, through the open folder's handle.
    private static func path(of name: [CChar], in folderPath: [CChar], folder: Int32) -> String? {
        let folderBytes = folderPath.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let nameText = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let folderText = String(validating: folderBytes, as: UTF8.self) { return folderText + "/" + nameText }
        #if os(Linux)
        return "/proc/self/fd/\(folder)/\(nameText)"
        #else
        return nil
        #endif
    }

    /// The process's file-creation mask, which a new file's mode obeys as a shell's `>` does.
    private static let umaskValue: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()
}

/// An output that could not be written: the run stops with exit status 74 (EX_IOERR), and the
/// target, if it was a file, is as it was before the run.
struct OutputProblem: Error, CustomStringConvertible {
    /// The output's name as the user gave it ("standard output" for that).
    let file: String
    /// What went wrong.
    let message: String

    init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    /// A failed system call: what was being done, and the system's words for `errno`.
    init(file: String, errno: Int32, doing: String) {
        self.init(file: file, message: "\(doing): \(String(cString: strerror(errno)))")
    }

    /// The same problem, with what it left behind said after it.
    func adding(_ consequence: String) -> OutputProblem {
        OutputProblem(file: file, message: message + "; " + consequence)
    }

    var description: String { "\(file): \(message)" }
}
