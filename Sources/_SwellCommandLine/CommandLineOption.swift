import Swell

/// One `--name` of a command line, declared once: its value's type, range or choices, default
/// and help. The parser checks given values against it, the typed readers return the default
/// from it, and the help shows the range, the choices and the default from it, so the three can
/// never disagree.
package struct CommandLineOption: Sendable {
  /// What the option takes.
  package enum Value: Sendable {
    /// Nothing: `--log`.
    case flag
    /// Any text, shown as `<placeholder>`.
    case text(String)
    /// A finite decimal number in a range, shown as `<placeholder>`.
    case number(String, ClosedRange<Double>)
    /// A whole number in a range, shown as `<placeholder>`.
    case integer(String, ClosedRange<Int>)
    /// One of these words, shown as `<a|b|c>`.
    case choice([String])
  }

  /// The name after the two dashes (`width`).
  package var name: String
  /// What it takes.
  package var value: Value
  /// One line saying what it does, with the unit; the range and choices are added from `value`.
  package var help: String
  /// The value used when the option is not given, as it would be typed; nil when there is
  /// none (the option is then optional), or words for a default that depends on other
  /// options (`describedDefault`).
  package var defaultValue: String?
  /// What the help says the default is, when it is not a value (`"until at rest"`).
  package var describedDefault: String?
  /// Whether it may be given more than once, every value kept (`--set`).
  package var isRepeatable = false

  /// A flag.
  package static func flag(_ name: String, help: String) -> Self {
    Self(name: name, value: .flag, help: help)
  }

  /// An option taking text.
  package static func text(
    _ name: String, _ placeholder: String, help: String, default value: String? = nil,
    described: String? = nil, repeatable: Bool = false
  ) -> Self {
    Self(
      name: name, value: .text(placeholder), help: help, defaultValue: value,
      describedDefault: described, isRepeatable: repeatable)
  }

  /// An option taking a number in `range`.
  package static func number(
    _ name: String, _ placeholder: String, in range: ClosedRange<Double>, help: String,
    default value: Double? = nil, described: String? = nil
  ) -> Self {
    Self(
      name: name, value: .number(placeholder, range), help: help,
      defaultValue: value.map(ParameterText.format), describedDefault: described)
  }

  /// An option taking a whole number in `range`.
  package static func integer(
    _ name: String, _ placeholder: String, in range: ClosedRange<Int>, help: String,
    default value: Int? = nil, described: String? = nil
  ) -> Self {
    Self(
      name: name, value: .integer(placeholder, range), help: help,
      defaultValue: value.map { String($0) }, describedDefault: described)
  }

  /// An option taking one of `choices`.
  package static func choice(
    _ name: String, _ choices: [String], help: String, default value: String? = nil,
    described: String? = nil
  ) -> Self {
    Self(
      name: name, value: .choice(choices), help: help, defaultValue: value,
      describedDefault: described)
  }

  /// Whether the option takes a value.
  package var takesValue: Bool {
    if case .flag = value { return false }
    return true
  }

  /// `--name <placeholder>`, or `--name` for a flag.
  package var label: String {
    switch value {
    case .flag: return "--\(name)"
    case .text(let placeholder), .number(let placeholder, _), .integer(let placeholder, _):
      return "--\(name) <\(placeholder)>"
    case .choice(let choices): return "--\(name) <\(choices.joined(separator: "|"))>"
    }
  }

  /// The help line: what it does, what it accepts, its default.
  package var helpLine: String {
    var text = help
    switch value {
    case .number(_, let range):
      text +=
        " In \(ParameterText.format(range.lowerBound))…\(ParameterText.format(range.upperBound))."
    case .integer(_, let range):
      text += " In \(range.lowerBound)…\(range.upperBound)."
    case .flag, .text, .choice:
      break
    }
    if let shown = describedDefault ?? defaultValue { text += " (default: \(shown))" }
    return text
  }
}
