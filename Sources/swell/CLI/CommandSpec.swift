/// The description of one subcommand: what it takes and how to present its help.
struct CommandSpec {
  /// A positional argument.
  struct Argument {
    var name: String
    var help: String
    var isOptional = false
  }

  /// A `--name value` option or a `--name` flag.
  struct Option {
    var name: String
    /// The placeholder for the value (`"W"`), or nil for a flag.
    var valueName: String?
    var help: String
    var defaultValue: String? = nil
    var isRepeatable = false
  }

  var name: String
  var abstract: String
  var discussion: String? = nil
  var arguments: [Argument] = []
  var options: [Option] = []

  /// The one-line usage: `swell render <style> [--out <file>] …`.
  var usage: String {
    var parts = ["swell", name]
    for argument in arguments {
      parts.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
    }
    for option in options {
      let body = option.valueName.map { "--\(option.name) <\($0)>" } ?? "--\(option.name)"
      parts.append(option.isRepeatable ? "[\(body) ...]" : "[\(body)]")
    }
    return parts.joined(separator: " ")
  }

  /// The full help text, laid out as swift-argument-parser does.
  var helpText: String {
    var lines = ["OVERVIEW: \(abstract)"]
    if let discussion { lines += ["", discussion] }
    lines += ["", "USAGE: \(usage)"]
    if !arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in arguments {
        lines.append(Self.row("<\(argument.name)>", argument.help, nil))
      }
    }
    lines += ["", "OPTIONS:"]
    for option in options {
      let label = option.valueName.map { "--\(option.name) <\($0)>" } ?? "--\(option.name)"
      lines.append(Self.row(label, option.help, option.defaultValue))
    }
    lines.append(Self.row("-h, --help", "Show help information.", nil))
    return lines.joined(separator: "\n") + "\n"
  }

  private static func row(_ label: String, _ help: String, _ defaultValue: String?) -> String {
    let text = defaultValue.map { "\(help) (default: \($0))" } ?? help
    let padded = "  " + label
    if padded.count < 26 {
      return padded + String(repeating: " ", count: 26 - padded.count) + text
    }
    return padded + "\n" + String(repeating: " ", count: 26) + text
  }
}
