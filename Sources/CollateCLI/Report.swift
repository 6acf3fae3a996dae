/// What a command produces, in every output format: the renderer at the end of the pipeline.
///
/// Commands build a report from their results; ``Pipeline`` writes it in the format the user
/// asked for, so that no command repeats the format switch.
struct Report {
    /// Writes the text form, for people.
    let text: (inout OutputBuffer) -> Void
    /// The JSON document (see the README's contract), made only when asked for.
    let json: () -> any Encodable
    /// The CSV form: a header row and the rows, made only when asked for.
    let csv: () -> (header: [String], rows: [[String]])

    /// Writes the report to `out` as `format`.
    func write(as format: OutputFormat, to out: inout OutputBuffer) throws {
        switch format {
        case .text:
            text(&out)
        case .json:
            out.line(try JSONRendering.encode(json()))
        case .csv:
            let table = csv()
            out.write(try CSVRendering.rows(header: table.header, table.rows))
        }
    }
}
