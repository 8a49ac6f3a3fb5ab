import Foundation
import Swell
import _SwellCommandLine

/// `swell styles`: every style with its parameters, seed values, defaults and ranges.
enum StylesCommand: Command {
  static let spec = CommandLineSpec(
    command: "swell styles",
    abstract: "List the styles, their parameters, seed values, defaults and accepted ranges.",
    options: [
      .choice("format", ["table", "json"], help: "Output format.", default: "table")
    ])

  static func run(_ arguments: ParsedCommandLine) throws {
    if arguments.string("format") == "json" {
      Output.out(try json())
    } else {
      Output.out(table())
    }
  }

  private static func table() -> String {
    var text = ""
    for type in StyleCatalog.types {
      let style = type.init()
      text += "\(type.styleName)  (header \(ParameterText.format(style.headerHeight)) pt, "
      text += "trigger \(ParameterText.format(style.triggerDistance)) pt, "
      text += "refreshing \(ParameterText.format(style.refreshingHeight)) pt)\n"
      let rows = type.parameters.map {
        [$0.name, $0.seedValue, $0.defaultValue, $0.accepted].map(ReadableNumbers.rounded)
      }
      let header = ["parameter", "seed", "default", "accepted"]
      let widths = (0..<4).map { column in
        ([header] + rows).map { $0[column].count }.max() ?? 0
      }
      for row in [header] + rows {
        text +=
          "  "
          + zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
          .joined(separator: "  ").trimmingTrailingSpaces() + "\n"
      }
      for parameter in type.parameters {
        text += "    \(parameter.name): \(parameter.summary)\n"
      }
      text += "\n"
    }
    return text
  }

  private static func json() throws -> String {
    struct Entry: Encodable {
      var name: String
      var headerHeight: Double
      var triggerDistance: Double
      var refreshingHeight: Double
      var parameters: [ParameterDescription]
    }
    let entries = StyleCatalog.types.map { type in
      let style = type.init()
      return Entry(
        name: type.styleName, headerHeight: style.headerHeight,
        triggerDistance: style.triggerDistance, refreshingHeight: style.refreshingHeight,
        parameters: type.parameters)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n"
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
