/// A command's arguments, read against its ``ArgumentSpec``s: the options' values, the flags
/// given, the positional words. Every check of the line's shape is made here, so that a
/// command reads its values without failing.
struct ParsedArguments: Sendable {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    private var positionals: [String: [String]] = [:]

    /// Reads `arguments` (without the command's name). `--` ends the options: every word after
    /// it is positional, as is `-` (standard input).
    init(_ arguments: [String], specs: [ArgumentSpec]) throws(UsageError) {
        var loose: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                loose.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let body = argument.hasPrefix("--") ? argument.dropFirst(2) : argument.dropFirst()
            let equals = body.firstIndex(of: "=")
            let name = String(body[..<(equals ?? body.endIndex)])
            guard argument.hasPrefix("--"), let spec = specs.first(where: { $0.isNamed && $0.name == name }) else {
                throw UsageError("Unknown option '\(argument)'" + Self.suggestion(for: name, in: specs))
            }
            switch spec.kind {
            case .flag:
                if equals != nil { throw UsageError("'\(spec.label)' takes no value") }
                flags.insert(spec.name)
            case .option:
                let value: String
                if let equals {
                    value = String(body[body.index(after: equals)...])
                } else if index < arguments.count, Self.isValue(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("Missing value for '\(spec.label)'")
                }
                if let allowed = spec.values, !allowed.contains(value) {
                    throw UsageError("The value '\(value)' is invalid for '\(spec.label)'. Please provide one of "
                                     + Self.listed(allowed.map { "'\($0)'" }) + ".")
                }
                if spec.isInteger, Int(value) == nil {
                    throw UsageError("The value '\(value)' is invalid for '\(spec.label)': give a whole number")
                }
                values[spec.name] = value
            case .positional:
                loose.append(argument)
            }
        }
        for spec in specs {
            guard case .positional(let required, let repeating) = spec.kind else { continue }
            if loose.isEmpty {
                if required { throw UsageError("Missing expected argument '\(spec.label)'") }
                continue
            }
            let taken = repeating ? loose.count : 1
            positionals[spec.name] = Array(loose.prefix(taken))
            loose.removeFirst(taken)
        }
        if let extra = loose.first { throw UsageError("Unexpected argument '\(extra)'") }
    }

    /// An option's value, or nil when it was not given.
    func string(_ name: String) -> String? { values[name] }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An option's value among `Value`'s words (checked when parsed), or `defaultValue`.
    func value<Value: ArgumentValue>(_ name: String, default defaultValue: Value) -> Value {
        values[name].flatMap(Value.init(argument:)) ?? defaultValue
    }

    /// A whole-number option's value (checked when parsed), or nil.
    func integer(_ name: String) -> Int? { values[name].flatMap { Int($0) } }

    /// The first word of a positional argument, or nil.
    func positional(_ name: String) -> String? { positionals[name]?.first }

    /// Every word of a repeating positional argument.
    func positionals(_ name: String) -> [String] { positionals[name] ?? [] }

    /// Whether the word after an option is its value: anything but another option (`-` and
    /// negative numbers are values).
    private static func isValue(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return true }
        return word.dropFirst().first?.isASCII == true && word.dropFirst().first?.isNumber == true
    }

    /// "'a', 'b' or 'c'".
    static func listed(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " or " + last
    }

    /// ". Did you mean '--han'?" for the nearest option name within two edits, or nothing.
    private static func suggestion(for name: String, in specs: [ArgumentSpec]) -> String {
        guard !name.isEmpty else { return "" }
        let near = specs.filter(\.isNamed).map { (spec: $0, distance: editDistance(name, $0.name)) }
            .filter { $0.distance <= 2 && $0.distance < $0.spec.name.count }
            .min { $0.distance < $1.distance }
        return near.map { ". Did you mean '--\($0.spec.name)'?" } ?? ""
    }

    /// The Levenshtein distance between two short words.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
