import Swell

/// A command line after parsing against its `CommandLineSpec`: positionals in order, option
/// values by name, read back in their declared types with their declared defaults.
///
/// Accepts `--name value`, `--name=value` and flags; `--help`/`-h` anywhere asks for help; `--`
/// ends options. Unknown options (with the nearest known one suggested), missing values, a
/// value given twice, extra or missing positionals, and values outside their declared range or
/// choices are usage errors naming the word.
package struct ParsedCommandLine: Sendable {
  /// What the words were parsed against.
  package let spec: CommandLineSpec
  /// The positional arguments, in order.
  package private(set) var positionals: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Splits `words` (after the command's name) according to `spec`, checking every value
  /// against its declaration.
  ///
  /// - Throws: `CommandLineFailure.usage` naming the offending word, or `.help` with the help
  ///   text when it was asked for.
  package init(_ words: [String], spec: CommandLineSpec) throws(CommandLineFailure) {
    self.spec = spec
    var index = 0
    var onlyPositionals = false
    while index < words.count {
      let word = words[index]
      index += 1
      if onlyPositionals || !word.hasPrefix("-") || word == "-" || Self.isNumber(word) {
        positionals.append(word)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      if word == "--help" || word == "-h" { throw .help(spec.helpText) }
      guard word.hasPrefix("--") else {
        throw .usage(
          "Unknown option '\(SwellError.clip(word))'",
          hint: "Options are spelled with two dashes: --name.")
      }
      var name = String(word.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = spec.option(name) else {
        throw .usage(
          "Unknown option '--\(SwellError.clip(name))'", hint: Self.suggestion(for: name, in: spec))
      }
      guard option.takesValue else {
        if inlineValue != nil { throw .usage("The flag '--\(name)' takes no value", hint: nil) }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < words.count, !words[index].hasPrefix("--") || Self.isNumber(words[index]) {
        value = words[index]
        index += 1
      } else {
        throw .usage("Missing value for '\(option.label)'", hint: nil)
      }
      if !option.isRepeatable, values[name] != nil {
        throw .usage("'--\(name)' was given more than once", hint: nil)
      }
      try Self.check(value, for: option)
      values[name, default: []].append(value)
    }
    let maximum = spec.arguments.count
    if positionals.count > maximum {
      throw .usage(
        "Unexpected argument '\(SwellError.clip(positionals[maximum]))'",
        hint: maximum == 0 ? "'\(spec.command)' takes no arguments." : nil)
    }
    let required = spec.arguments.filter { !$0.isOptional }.count
    if positionals.count < required {
      throw .usage(
        "Missing expected argument '<\(spec.arguments[positionals.count].name)>'", hint: nil)
    }
  }

  /// The value of `--name` as given, nil when it was not.
  package func given(_ name: String) -> String? { values[name]?.last }

  /// The value of `--name`: as given, else its declared default (nil for an option the
  /// command does not declare: a shared reader, such as the style selection, asks for options
  /// some commands leave out).
  package func string(_ name: String) -> String? {
    given(name) ?? spec.option(name)?.defaultValue
  }

  /// Every value of a repeatable `--name`.
  package func strings(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether the flag `--name` was given.
  package func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The number `--name` holds (checked against its range when parsed), else its default.
  package func number(_ name: String) -> Double? {
    string(name).flatMap(ParameterText.decimal)
  }

  /// The whole number `--name` holds (checked against its range when parsed), else its
  /// default.
  package func integer(_ name: String) -> Int? { string(name).flatMap { Int($0) } }

  /// Refuses a value its option does not accept, naming both.
  private static func check(_ text: String, for option: CommandLineOption)
    throws(CommandLineFailure)
  {
    let name = option.name
    switch option.value {
    case .flag, .text:
      return
    case .number(_, let range):
      let accepted = "Give a number in \(ParameterText.describe(range))."
      guard let value = ParameterText.decimal(text) else {
        throw .usage(
          "The value '\(SwellError.clip(text))' for '--\(name)' is not a finite number",
          hint: accepted)
      }
      guard range.contains(value) else {
        throw .usage(
          "The value \(SwellError.clip(text)) for '--\(name)' is out of range", hint: accepted)
      }
    case .integer(_, let range):
      let accepted = "Give a whole number in \(range.lowerBound)…\(range.upperBound)."
      guard let value = Int(text) else {
        throw .usage(
          "The value '\(SwellError.clip(text))' for '--\(name)' is not a whole number",
          hint: accepted)
      }
      guard range.contains(value) else {
        throw .usage(
          "The value \(SwellError.clip(text)) for '--\(name)' is out of range", hint: accepted)
      }
    case .choice(let choices):
      guard choices.contains(text) else {
        let hint =
          choices.count == 2
          ? "Use --\(name) \(choices[0]) or --\(name) \(choices[1])."
          : "The \(name)s are: \(choices.joined(separator: ", "))."
        throw .usage("Unknown \(name) '\(SwellError.clip(text))'", hint: hint)
      }
    }
  }

  private static func isNumber(_ word: String) -> Bool {
    word.count > 1 && Double(word) != nil
  }

  /// "Did you mean '--width'?" for the known option nearest to `name` by edit distance.
  private static func suggestion(for name: String, in spec: CommandLineSpec) -> String {
    let nearest = spec.options.map { ($0.name, editDistance($0.name, name)) }
      .min { $0.1 < $1.1 }
    if let (candidate, distance) = nearest, distance <= max(2, name.count / 3) {
      return "Did you mean '--\(candidate)'? See '\(spec.command) --help'."
    }
    return "See '\(spec.command) --help' for the options."
  }

  /// Levenshtein distance between two words.
  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var previous = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let current = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
        previous = current
      }
    }
    return row[b.count]
  }
}
