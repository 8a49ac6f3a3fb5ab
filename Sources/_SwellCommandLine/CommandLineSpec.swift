/// What one command takes, for parsing and for its help: `swell render`, `swell-demo`.
package struct CommandLineSpec: Sendable {
  /// A positional argument.
  package struct Argument: Sendable {
    /// Its name in the usage (`style`).
    package var name: String
    /// What it is.
    package var help: String
    /// Whether it may be left out.
    package var isOptional = false

    /// A positional argument.
    package init(name: String, help: String, isOptional: Bool = false) {
      self.name = name
      self.help = help
      self.isOptional = isOptional
    }
  }

  /// The words that run it (`swell render`, `swell-studio`).
  package var command: String
  /// One line saying what it does.
  package var abstract: String
  /// More, after the overview.
  package var discussion: String?
  /// The positional arguments, in order.
  package var arguments: [Argument]
  /// The options.
  package var options: [CommandLineOption]

  /// A command's description.
  package init(
    command: String, abstract: String, discussion: String? = nil, arguments: [Argument] = [],
    options: [CommandLineOption]
  ) {
    self.command = command
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
  }

  /// The option called `name`.
  package func option(_ name: String) -> CommandLineOption? {
    options.first { $0.name == name }
  }

  /// The one-line usage: `swell render <style> [--out <file>] …`.
  package var usage: String {
    var parts = [command]
    for argument in arguments {
      parts.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
    }
    for option in options {
      parts.append(option.isRepeatable ? "[\(option.label) ...]" : "[\(option.label)]")
    }
    return parts.joined(separator: " ")
  }

  /// The full help text, laid out as swift-argument-parser does.
  package var helpText: String {
    var lines = ["OVERVIEW: \(abstract)"]
    if let discussion { lines += ["", discussion] }
    lines += ["", "USAGE: \(usage)"]
    if !arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in arguments { lines.append(Self.row("<\(argument.name)>", argument.help)) }
    }
    lines += ["", "OPTIONS:"]
    for option in options { lines.append(Self.row(option.label, option.helpLine)) }
    lines.append(Self.row("-h, --help", "Show help information."))
    return lines.joined(separator: "\n") + "\n"
  }

  /// What standard error shows for bad input, as swift-argument-parser lays it out: the
  /// message, the usage, and the hint (or where the help is).
  package func usageError(_ message: String, hint: String?) -> String {
    "Error: \(message)\n\nUSAGE: \(usage)\n  Help:  \(hint ?? "\(command) --help")\n"
  }

  /// A label and its text, the text in a column of its own.
  private static func row(_ label: String, _ text: String) -> String {
    let padded = "  " + label
    if padded.count < 26 {
      return padded + String(repeating: " ", count: 26 - padded.count) + text
    }
    return padded + "\n" + String(repeating: " ", count: 26) + text
  }
}
