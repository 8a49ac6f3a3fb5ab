import Swell

/// The command line of a small GTK app (`swell-demo`, `swell-studio`): `--name value`,
/// `--name=value` and flags, each known in advance; anything else is a usage error with a
/// message naming it. GTK sees none of it (the application runs with only the program name).
package struct AppArguments {
  /// Why parsing stopped: bad input (exit 64) or a request for help (exit 0).
  package enum Failure: Error, Equatable {
    case usage(String)
    case help
  }

  /// The flags given (`--log`).
  package private(set) var flags: Set<String> = []
  /// The values given, by option name (`--style` → `wave`); a later one replaces an earlier.
  package private(set) var values: [String: String] = [:]

  /// Parses `arguments` (after the program name), knowing `flags` and `options` (with `--`).
  package init(_ arguments: [String], flags known: Set<String>, options: Set<String>)
    throws(Failure)
  {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if name == "-h" || name == "--help" { throw .help }
      if known.contains(name), inlineValue == nil {
        flags.insert(name)
      } else if options.contains(name) {
        guard let value = inlineValue ?? rest.popFirst() else {
          throw .usage("Missing value for '\(SwellError.clip(name))'")
        }
        values[name] = value
      } else {
        throw .usage("Unknown option '\(SwellError.clip(argument))'")
      }
    }
  }

  /// The value of `--quit-after`: seconds in 0 < s ≤ a day, nil when absent.
  package func quitAfter() throws(Failure) -> Double? {
    guard let text = values["--quit-after"] else { return nil }
    guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= Self.longestRun
    else {
      throw .usage(
        "Invalid value '\(SwellError.clip(text))' for '--quit-after' (expected a number of seconds in 0 < s ≤ 86400)"
      )
    }
    return seconds
  }

  /// The value of `--style`: one of the built-in styles' names, or `fallback` when absent.
  package func style(default fallback: String) throws(Failure) -> String {
    guard let style = values["--style"] else { return fallback }
    guard StyleCatalog.names.contains(style) else {
      throw .usage(
        "Unknown style '\(SwellError.clip(style))' for '--style' (expected one of: "
          + StyleCatalog.names.joined(separator: ", ") + ")")
    }
    return style
  }

  /// The longest `--quit-after` (s): a day. Longer would overflow the sleep's duration.
  package static let longestRun = 86_400.0
}
