import Swell

/// The arguments of one subcommand after parsing: positionals in order, option values by name.
struct ParsedArguments {
  var positionals: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []

  /// Splits `arguments` according to `spec`.
  ///
  /// Accepts `--name value`, `--name=value` and flags; `--help`/`-h` anywhere asks for help;
  /// `--` ends options. Unknown options, missing values and extra positionals are usage errors
  /// that name the offending word and suggest the nearest known option.
  init(_ arguments: [String], spec: CommandSpec) throws {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if onlyPositionals || !word.hasPrefix("-") || word == "-" || Self.isNumber(word) {
        positionals.append(word)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      if word == "--help" || word == "-h" { throw CommandError.help(spec.helpText) }
      guard word.hasPrefix("--") else {
        throw CommandError.usage(
          "Unknown option '\(SwellError.clip(word))'",
          hint: "Options are spelled with two dashes: --name.")
      }
      var name = String(word.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw CommandError.usage(
          "Unknown option '--\(SwellError.clip(name))'", hint: Self.suggestion(for: name, in: spec))
      }
      if option.valueName == nil {
        if inlineValue != nil {
          throw CommandError.usage("The flag '--\(name)' takes no value")
        }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count,
        !arguments[index].hasPrefix("--") || Self.isNumber(arguments[index])
      {
        value = arguments[index]
        index += 1
      } else {
        throw CommandError.usage(
          "Missing value for '--\(name) <\(option.valueName ?? "value")>'")
      }
      if !option.isRepeatable, values[name] != nil {
        throw CommandError.usage("'--\(name)' was given more than once")
      }
      values[name, default: []].append(value)
    }
    let maximum = spec.arguments.count
    if positionals.count > maximum {
      throw CommandError.usage(
        "Unexpected argument '\(SwellError.clip(positionals[maximum]))'",
        hint: maximum == 0 ? "'swell \(spec.name)' takes no arguments." : nil)
    }
    let required = spec.arguments.filter { !$0.isOptional }.count
    if positionals.count < required {
      throw CommandError.usage(
        "Missing expected argument '<\(spec.arguments[positionals.count].name)>'")
    }
  }

  /// The value of `--name`, if given.
  func string(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable `--name`.
  func strings(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether the flag `--name` was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The value of `--name` as a finite number inside `range`, if given.
  func double(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
    guard let text = string(name) else { return nil }
    guard let value = ParameterText.decimal(text) else {
      throw CommandError.usage(
        "The value '\(SwellError.clip(text))' for '--\(name)' is not a finite number",
        hint: "Give a number in \(Self.describe(range)).")
    }
    guard range.contains(value) else {
      throw CommandError.usage(
        "The value \(SwellError.clip(text)) for '--\(name)' is out of range",
        hint: "Give a number in \(Self.describe(range)).")
    }
    return value
  }

  /// The value of `--name` as a whole number inside `range`, if given.
  func int(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = string(name) else { return nil }
    guard let value = Int(text) else {
      throw CommandError.usage(
        "The value '\(SwellError.clip(text))' for '--\(name)' is not a whole number",
        hint: "Give a whole number in \(range.lowerBound)…\(range.upperBound).")
    }
    guard range.contains(value) else {
      throw CommandError.usage(
        "The value \(SwellError.clip(text)) for '--\(name)' is out of range",
        hint: "Give a whole number in \(range.lowerBound)…\(range.upperBound).")
    }
    return value
  }

  private static func describe(_ range: ClosedRange<Double>) -> String {
    func text(_ v: Double) -> String {
      v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
    return "\(text(range.lowerBound))…\(text(range.upperBound))"
  }

  private static func isNumber(_ word: String) -> Bool {
    word.count > 1 && Double(word) != nil
  }

  /// "Did you mean '--width'?" for the known option nearest to `name` by edit distance.
  private static func suggestion(for name: String, in spec: CommandSpec) -> String {
    let nearest = spec.options.map { ($0.name, editDistance($0.name, name)) }
      .min { $0.1 < $1.1 }
    if let (candidate, distance) = nearest, distance <= max(2, name.count / 3) {
      return "Did you mean '--\(candidate)'? See 'swell \(spec.name) --help'."
    }
    return "See 'swell \(spec.name) --help' for the options."
  }

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
