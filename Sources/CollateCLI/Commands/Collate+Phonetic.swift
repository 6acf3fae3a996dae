import Collation
import CollationContacts
import JapaneseNames
import PinyinCollation

extension Collate {
    /// `collate phonetic`: the same address book with the phonetic names filled in where a
    /// phone needs them, every other byte kept.
    struct Phonetic: CollateCommand {
        static let name = "phonetic"
        static let abstract = "Fill in the phonetic names phones sort by (pinyin for Chinese names, kana for Japanese ones), keeping every other byte of the address book."
        static let discussion = """
                Every phone files a contact by its phonetic name when it has one, so an address book \
                re-imported with them sorts right on the phone itself: 曾国藩 under Z, not C. Reads a \
                vCard file (2.1, 3.0, 4.0) and writes the same file, in the same syntax and encoding, \
                with X-PHONETIC-LAST-NAME and X-PHONETIC-FIRST-NAME added where a family or given name \
                is written in Han. Existing phonetic names are kept (--overwrite replaces them). The \
                result goes to standard output, to --output FILE (written whole or not at all), or \
                over the input with --in-place; a summary goes to standard error.
                """
        static let arguments: [ArgumentSpec] = [
            .positional("file", repeating: true, help: "The address books (vCard files or contact CSV exports; several with --in-place or --dry-run); '-' or none: standard input."),
            .option("locale", help: "BCP 47 locale whose phones the names are for (zh-Hans, zh-Hant, ja; en and others read Chinese and Japanese names by the name). Default: from LC_ALL, LC_COLLATE or LANG; else en."),
            .option("output", valueName: "file", help: "Write the address book here (atomically) instead of to standard output."),
            .flag("in-place", help: "Write over the input file (atomically)."),
            .flag("overwrite", help: "Replace phonetic names the cards already have."),
            .flag("dry-run", help: "Print what would be filled, one line per name, and write nothing."),
            .option("format", of: ReportFormat.self, default: .text, help: "With --dry-run: the format of the list of fills."),
            .option("phonetic-style", of: PinyinStyle.self, default: .typed, help: "Pinyin as typed (Zeng / Guofan), with tones (Zēng / Guófān) or spaced (Zeng / Guo Fan)."),
            .option("kana", of: KanaStyle.self, default: .hiragana, help: "Japanese readings in hiragana or katakana."),
            .option("readings", valueName: "file", help: "Your own pinyin readings (see `collate --help`)."),
            .option("encoding", valueName: "name", help: "The encoding of values that do not declare one (shift_jis, gb18030, big5…). Default: UTF-8."),
            .flag("verbose", help: "List the names that have no known reading in the summary."),
        ]
        // Each value is the argument of the same name in ``arguments``, which has its help.
        let files: [String]
        let locale: String?
        let output: String?
        let inPlace: Bool
        let overwrite: Bool
        let dryRun: Bool
        let format: ReportFormat
        let phoneticStyle: PinyinStyle
        let kana: KanaStyle
        let readings: String?
        let encoding: String?
        let verbose: Bool

        init(_ parsed: ParsedArguments) {
            files = parsed.positionals("file")
            locale = parsed.string("locale")
            output = parsed.string("output")
            inPlace = parsed.flag("in-place")
            overwrite = parsed.flag("overwrite")
            dryRun = parsed.flag("dry-run")
            format = parsed.value("format", default: .text)
            phoneticStyle = parsed.value("phonetic-style", default: .typed)
            kana = parsed.value("kana", default: .hiragana)
            readings = parsed.string("readings")
            encoding = parsed.string("encoding")
            verbose = parsed.flag("verbose")
        }

        func validate() throws {
            if files.count > 1, !inPlace, !dryRun {
                throw UsageError("several address books are written with --in-place (each over itself) or looked at with --dry-run")
            }
            if output != nil, inPlace { throw UsageError("--output and --in-place: choose one") }
            if inPlace, files.isEmpty || files.contains("-") { throw UsageError("--in-place needs files, not standard input") }
            if let encoding, TextEncoding(named: encoding) == nil { throw UsageError("unknown encoding '\(encoding)'") }
        }

        func run() async throws {
            let locale: LocaleIdentifier
            let custom: PinyinReadings
            do {
                locale = try LocaleIdentifier(self.locale ?? CollationFlags.environmentLocale())
                custom = try readings.map { try PinyinReadings(parsing: try InputLoader.readText($0), file: $0) } ?? PinyinReadings()
            } catch {
                printError("collate: \(error)")
                throw ExitCode.failure
            }
            // As every other command warns: a well-formed tag with no data (xx-YY) is read as en.
            if self.locale != nil, LocaleCatalog.builtIn().data(for: locale) == nil {
                printError("collate: warning: no locale data for '\(locale.identifier)': names are read as in a locale that does not read Han itself (en); `collate locales` lists the locales there are")
            }
            let style = phoneticStyle, kana = kana, reading = PinyinTransliterator(custom: custom)
            let suggest: @Sendable (Contact) -> PhoneticName = { contact in contact.suggestedPhoneticName(for: locale, style: style, kana: kana, reading: reading) }
            // Each file on its own: one that cannot be written is reported and the others are
            // still done; the exit status is the worst of them.
            var status: Int32 = 0
            var report: [PhoneticReport.Fill] = []
            for path in files.isEmpty ? ["-"] : files {
                do throws(ExitCode) {
                    let written = try fill(path, suggest: suggest)
                    report += written.fills
                    for line in written.lines(verbose: verbose) { printError(line) }
                    if !written.problems.isEmpty {
                        for problem in written.problems.prefix(50) { printError("collate: \(problem)") }
                        status = max(status, ExitStatus.recordProblems)
                    }
                } catch {
                    status = status == 0 || status == 65 ? error.rawValue : max(status, error.rawValue)
                }
            }
            if dryRun {
                var out = OutputBuffer()
                try PhoneticReport(fills: report).write(as: format.format, to: &out)
                do { try out.close() } catch {
                    printError("collate: \(error)")
                    throw ExitCode(ExitStatus.outputFailed)
                }
            }
            if status != 0 { throw ExitCode(status) }
        }

        /// Fills in the phonetic names of the file at `path` and writes it where the flags say
        /// (nothing with `--dry-run`), or gives an exit code after saying why it cannot.
        private func fill(_ path: String, suggest: @Sendable (Contact) -> PhoneticName) throws(ExitCode) -> PhoneticSummary {
            let name = path == "-" ? "standard input" : path
            var summary = PhoneticSummary(file: name, overwrite: overwrite, dryRun: dryRun)
            let bytes: [UInt8]
            do { bytes = try InputLoader.readAll(path) } catch {
                printError("collate: \(error)")
                throw ExitCode((error as? FileProblem)?.refusesFile == true ? ExitStatus.refusedFile : ExitStatus.failure)
            }
            let kind = InputLoader.format(of: bytes, path: path, asked: .auto)
            if kind == .csv {
                let written: CSVPhoneticWriter.Output
                do {
                    written = try CSVPhoneticWriter(overwrite: overwrite).write(bytes, file: name, suggest: suggest)
                } catch {
                    printError("collate: \(error)")
                    throw error.isUsage ? ExitCode(ExitStatus.usage) : ExitCode.failure
                }
                var output = Output(command: self, path: path)
                output.write(written.bytes[...])
                try output.close()
                for row in written.rows { summary.add(row) }
                return summary
            }
            guard kind == .vcard else {
                printError("collate: \(name): not an address book: phonetic writes vCard files (2.1, 3.0, 4.0) and contact CSV exports (Google, Outlook.com); nothing was written")
                throw ExitCode(ExitStatus.usage)
            }
            // Names are all a fill needs: the other properties are checked, not made into text.
            let reader = VCardReader(defaultEncoding: encoding.flatMap(TextEncoding.init(named:)) ?? .utf8, keepsOtherFields: false)
            // The new file is written as the writer gives it, piece by piece: never held whole.
            // Into a file put in place at the end (or nowhere), a window of cards at a time: a
            // refusal late in the file then drops what was written. Standard output and special
            // files take nothing until the whole file has been read.
            var output = Output(command: self, path: path)
            let windowed = dryRun || inPlace || (self.output.map { !OutputFile.isSpecial($0) } ?? false)
            do {
                summary.problems = try VCardPhoneticWriter(overwrite: overwrite, reader: reader)
                    .write(bytes, file: name, suggest: suggest, windowed: windowed, card: { summary.add($0) }, emit: { output.write($0) })
            } catch {
                printError("collate: \(error)")
                throw ExitCode(ExitStatus.refusedFile)
            }
            try output.close()
            return summary
        }

        /// Where a file's new bytes go: `--output`, or over the file itself with `--in-place`
        /// (whole or not at all, see ``OutputFile``), else standard output; nowhere with
        /// `--dry-run`. Opened at the first byte, so that a file refused before then leaves
        /// nothing behind, not even an empty output.
        private struct Output {
            let command: Phonetic
            let path: String
            private var buffer: OutputBuffer?
            private var problem: OutputProblem?

            init(command: Phonetic, path: String) {
                self.command = command
                self.path = path
            }

            mutating func write(_ bytes: ArraySlice<UInt8>) {
                guard !command.dryRun, problem == nil else { return }
                if buffer == nil {
                    do throws(OutputProblem) {
                        if let output = command.output {
                            buffer = try OutputBuffer(file: output)
                        } else if command.inPlace {
                            // Over the input, the target must be the regular file that was read.
                            buffer = try OutputBuffer(file: path, special: .refuse)
                        } else {
                            buffer = OutputBuffer()
                        }
                    } catch {
                        self.problem = error
                        return
                    }
                }
                buffer?.write(bytes)
            }

            /// Puts the file in place, or says why it cannot be.
            mutating func close() throws(ExitCode) {
                do throws(OutputProblem) {
                    if let problem { throw problem }
                    try buffer?.close()
                } catch {
                    printError("collate: \(error)")
                    throw ExitCode(ExitStatus.outputFailed)
                }
            }
        }
    }
}
