import Collation

/// The one pipeline every subcommand runs: flags → session → input → collation → report,
/// written in the chosen format. Errors become one line on standard error and an exit status
/// from ``ExitStatus``: 1 for an error that stops the run, 65 when input records had problems
/// (the rest is written), 66 when a file was refused whole (the other files are written; when
/// none could be read, nothing is), 74 when the output could not be written.
enum Pipeline {
    /// Runs a command that collates input: the session and the input are resolved here once,
    /// and `collate` turns them into a report.
    /// `phonesAndEmails`: whether the command uses them whatever it writes (search finds
    /// numbers); otherwise as the format writes them.
    static func run(_ flags: CollationFlags, input: InputFlags, format: OutputFormat, destination: String? = nil, phonesAndEmails: Bool = false,
                    collate: (Session, NameList) async throws -> Report) async throws {
        try await run(format: format, destination: destination) { clock in
            Providers.startReadingSharedData(for: flags, inputBytes: InputLoader.totalSize(of: input))
            let (list, problems) = try InputLoader.load(input, otherFields: format.writesOtherFields,
                                                        phonesAndEmails: phonesAndEmails || format.writesPhonesAndEmails)
            // Every input refused: there is nothing to write, and an existing output file
            // must not be replaced by an empty list.
            if list.count == 0, problems.contains(where: \.refusesFile) { throw RefusedInput(problems: problems) }
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
        try await settle(destination: destination) {
            let (report, found) = try await body(&clock)
            if format == .sqlite, let destination, let sqlite = report.sqlite {
                // Written beside the target and renamed into place, as every output file is.
                try sqlite(destination)
            } else {
                var out = try destination.map { try OutputBuffer(file: $0) } ?? OutputBuffer()
                try report.write(as: format, to: &out)
                try out.close()
            }
            ExitHold.keep(report)
            clock.lap("write")
            return (found, 0)
        }
    }

    /// Runs a command that writes each record's output on its own (`collate keys`): the input
    /// is read a part of whole records at a time (``RecordChunks``), each part collated and
    /// written before the next is read, so that memory does not grow with the input. The
    /// statuses are ``run(_:input:format:destination:collate:)``'s, but for an input refused
    /// part-way (a bad byte far into a file): the run stops there (66), as the records before
    /// it were written already; an output file is then left as it was.
    static func stream(_ flags: CollationFlags, input: InputFlags, destination: String?, start: (inout OutputBuffer) -> Void,
                       write: (Session, NameList, inout OutputBuffer) async -> Void) async throws {
        var clock = PhaseClock()
        try await settle(destination: destination) {
            // The first 50 problems are kept for the report, the rest only counted: a bad file
            // of ten million lines must not fill the memory that streaming saves.
            var problems: [FileProblem] = []
            var problemCount = 0, records = 0
            // Kept apart from the 50 problems: a file refused after them still makes the run 66.
            var refused: FileProblem?
            func note(_ found: [FileProblem]) throws {
                if input.strict, let first = found.first { throw StrictStop(problem: first) }
                problemCount += found.count
                problems += found.prefix(max(0, 50 - problems.count))
                if refused == nil { refused = found.first(where: \.refusesFile) }
            }
            Providers.startReadingSharedData(for: flags)
            let session = try Session(flags, strict: input.strict)
            var out = try destination.map { try OutputBuffer(file: $0) } ?? OutputBuffer()
            start(&out)
            for path in input.files.isEmpty ? ["-"] : input.files {
                var chunks: RecordChunks
                do {
                    chunks = try RecordChunks(path, flags: input)
                } catch let problem as FileProblem where problem.refusesFile {
                    try note([problem])
                    continue
                }
                defer { chunks.finish() }
                var fileRecords = 0
                while let part = try chunks.next() {
                    let (list, found) = InputLoader.parse(part.bytes, name: chunks.name, format: chunks.format, flags: input, otherFields: false,
                                                          phonesAndEmails: false)
                    let shifted = found.map { problem in
                        var problem = problem
                        problem.line = problem.line.map { $0 + part.lineOffset }
                        return problem
                    }
                    // Refused after some of its records were written: the file cannot be refused whole.
                    if let refusal = shifted.first(where: \.refusesFile), fileRecords > 0 {
                        throw RefusedInput(problems: problems + [refusal])
                    }
                    try note(shifted)
                    await write(session, list, &out)
                    records += list.count
                    fileRecords += list.count
                }
            }
            if records == 0, refused != nil { throw RefusedInput(problems: problems) }
            try out.close()
            clock.lap("read, collated and wrote \(records) records")
            // The refusal first among those reported when it came after the fiftieth: the status follows it.
            if let refused, !problems.contains(refused) { problems = [refused] + problems.prefix(49) }
            return (problems, problemCount - problems.count)
        }
    }

    /// Runs `body` (which reads, collates and writes, and answers the problems it found and how
    /// many more it only counted) and ends the run as ``ExitStatus`` says: each error one line
    /// on standard error and its status; the problems reported, then 65, or 66 when a file was
    /// refused whole.
    private static func settle(destination: String?, _ body: () async throws -> (problems: [FileProblem], more: Int)) async throws {
        let problems: [FileProblem], more: Int
        do {
            (problems, more) = try await body()
        } catch let error as ExitCode {
            throw error
        } catch let stop as StrictStop {
            printError("collate: \(stop)")
            throw ExitCode(stop.problem.refusesFile ? ExitStatus.refusedFile : ExitStatus.recordProblems)
        } catch let refused as RefusedInput {
            report(refused.problems)
            if let destination { printError("collate: \(destination) was not written") }
            throw ExitCode(ExitStatus.refusedFile)
        } catch let problem as OutputProblem {
            printError("collate: \(problem)")
            throw ExitCode(ExitStatus.outputFailed)
        } catch {
            // Every error of this package describes itself in one line.
            printError("collate: \(error)")
            throw ExitCode.failure
        }
        guard !problems.isEmpty else { return }
        report(problems, more: more)
        throw ExitCode(problems.contains(where: \.refusesFile) ? ExitStatus.refusedFile : ExitStatus.recordProblems)
    }

    /// Reports the first 50 problems on standard error, and how many more there were (beyond
    /// `problems`, `more` were only counted).
    /// A file refused whole is always said, past the first 50 too: it is why the run ends 66.
    static func report(_ problems: [FileProblem], more: Int = 0) {
        for problem in problems.prefix(50) { printError("collate: \(problem)") }
        let refusals = problems.dropFirst(50).filter(\.refusesFile)
        for problem in refusals { printError("collate: \(problem)") }
        let left = max(0, problems.count - 50 - refusals.count) + more
        if left > 0 { printError("collate: … and \(left) more problems") }
    }
}

/// Every input of a run was refused whole: nothing is written (exit 66).
struct RefusedInput: Error {
    let problems: [FileProblem]
}
