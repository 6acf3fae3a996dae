import ArgumentParser
import Collation

/// The one pipeline every subcommand runs: flags → session → input → collation → report,
/// written in the chosen format. Errors become one line on standard error and an exit status:
/// 1 for an error that stops the run, 65 when input records had problems (the rest is written),
/// 66 when a file was refused whole (the other files are written).
enum Pipeline {
    /// Runs a command that collates input: the session and the input are resolved here once,
    /// and `collate` turns them into a report.
    static func run(_ flags: CollationFlags, input: InputFlags, format: OutputFormat, destination: String? = nil,
                    collate: (Session, NameList) async throws -> Report) async throws {
        try await run(format: format, destination: destination) { clock in
            Providers.startReadingSharedData(for: flags)
            let (list, problems) = try InputLoader.load(input, otherFields: format.writesOtherFields)
            clock.lap("read \(list.count) names")
            let session = try Session(flags, names: list.names, strict: input.strict)
            clock.lap("setup")
            let report = try await collate(session, list)
            clock.lap("collate")
            ExitHold.keep(list)
            return (report, problems)
        }
    }

    /// Runs a command that needs a session but no input.
    static func run(_ flags: CollationFlags, format: OutputFormat, destination: String? = nil,
                    collate: (Session) async throws -> Report) async throws {
        try await run(format: format, destination: destination) { _ in (try await collate(Session(flags)), []) }
    }

    /// Runs `body`, writes its report as `format` to standard output or to the file
    /// `destination`, then reports its problems.
    static func run(format: OutputFormat, destination: String? = nil,
                    _ body: (inout PhaseClock) async throws -> (Report, [FileProblem])) async throws {
        var clock = PhaseClock()
        let problems: [FileProblem]
        do {
            let (report, found) = try await body(&clock)
            if format == .sqlite, let destination, let sqlite = report.sqlite {
                try sqlite(destination)
            } else {
                var out = try destination.map { try OutputBuffer(file: $0) } ?? OutputBuffer()
                try report.write(as: format, to: &out)
                try out.close()
            }
            ExitHold.keep(report)
            clock.lap("write")
            problems = found
        } catch let error as ExitCode {
            throw error
        } catch let stop as StrictStop {
            printError("collate: \(stop)")
            throw ExitCode(stop.problem.refusesFile ? Self.refusedFile : Self.recordProblems)
        } catch {
            // Every error of this package describes itself in one line.
            printError("collate: \(error)")
            throw ExitCode.failure
        }
        guard !problems.isEmpty else { return }
        for problem in problems.prefix(50) { printError("collate: \(problem)") }
        if problems.count > 50 { printError("collate: … and \(problems.count - 50) more problems") }
        throw ExitCode(problems.contains(where: \.refusesFile) ? Self.refusedFile : Self.recordProblems)
    }

    /// Some records had problems; they were reported and every other record written (EX_DATAERR).
    static let recordProblems: Int32 = 65
    /// A file was refused whole (not in its encoding, no name column, not JSON); the other
    /// files were written (EX_NOINPUT: an input could not be read).
    static let refusedFile: Int32 = 66
}
