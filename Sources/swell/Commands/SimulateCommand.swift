import Foundation
import Swell
import _SwellCommandLine

/// `swell simulate`: the per-frame timeline of an interaction.
enum SimulateCommand: Command {
  static let spec = CommandLineSpec(
    command: "swell simulate",
    abstract: "Print the per-frame timeline (time, state, offset, inset, progress).",
    arguments: [
      .init(
        name: "style", help: "One of: \(StyleCatalog.names.joined(separator: ", ")).",
        isOptional: true)
    ],
    options: [
      .text(
        "interaction", "file.json", help: "A scripted gesture (JSON).",
        described: "the standard interaction"),
      .number("fps", "N", in: 1...1000, help: "Frames per second.", default: 60),
      .choice("format", ["table", "json"], help: "Output format.", default: "table"),
      .number(
        "height", "H", in: 1...4096, help: "Viewport height (pt).",
        default: Animation.defaultViewportHeight),
    ] + StyleSelection.options)

  static func run(_ arguments: ParsedCommandLine) throws {
    let selection = try StyleSelection(
      name: arguments.positionals.first ?? "wave", arguments: arguments)
    let fps = arguments.number("fps") ?? 60
    let height = arguments.number("height") ?? Animation.defaultViewportHeight
    let format = arguments.string("format") ?? "table"
    let interaction = try StyleSelection.interaction(at: arguments.given("interaction"))
    let simulation = try Animation(
      selection: selection, interaction: interaction, viewportHeight: height, fps: fps,
      duration: nil, headerOnly: true
    ).simulation
    let frames = try simulation.frames(fps: fps)
    if format == "json" {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      Output.out("[\n")
      var first = true
      for frame in frames {
        Output.out(
          (first ? "" : ",\n") + String(decoding: try encoder.encode(frame), as: UTF8.self))
        first = false
      }
      Output.out("\n]\n")
      return
    }
    Output.out("    time  state         offset    inset     pull  progress\n")
    for frame in frames {
      let row = [
        pad(fixed(frame.time, 3), 8), "  ", padRight(frame.state.name, 10),
        pad(fixed(frame.contentOffset, 2), 9), pad(fixed(frame.contentInset, 2), 9),
        pad(fixed(frame.context.pullDistance, 2), 9), pad(fixed(frame.context.progress, 3), 10),
      ]
      Output.out(row.joined() + "\n")
    }
  }

  private static func fixed(_ value: Double, _ digits: Int) -> String {
    let text = String(format: "%.\(digits)f", value)
    return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  private static func padRight(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
