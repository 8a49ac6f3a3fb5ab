import Foundation
import Swell
import _SwellCommandLine

/// `swell inspect`: one scene as JSON, for debugging and tests.
enum InspectCommand: Command {
  static let spec = CommandLineSpec(
    command: "swell inspect",
    abstract: "Print a style's scene at a pull distance and time as JSON.",
    arguments: [
      .init(name: "style", help: "One of: \(StyleCatalog.names.joined(separator: ", ")).")
    ],
    options: [
      .number(
        "pull", "P", in: -10000...10000, help: "Pull distance (pt).",
        described: "where the header rests in the state"),
      .number("time", "T", in: 0...3600, help: "Seconds in the state.", default: 0),
      StyleSelection.stateOption(described: "from the pull"),
      StyleSelection.outcomeOption,
    ] + StyleSelection.options)

  static func run(_ arguments: ParsedCommandLine) throws {
    let selection = try StyleSelection(name: arguments.positionals[0], arguments: arguments)
    let pull = arguments.number("pull") ?? selection.defaultPull(for: arguments.given("state"))
    let time = arguments.number("time") ?? 0
    let progress = RefreshContext.progress(
      pull: pull, triggerDistance: selection.style.triggerDistance)
    let state = StyleSelection.state(arguments.given("state"), progress: progress)
    var context = selection.stillContext(pull: pull, time: time, state: state)
    context.outcome = StyleSelection.outcome(arguments.given("outcome"))
    let scene = selection.style.sceneShowingLoadState(in: context)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    Output.out(String(decoding: try encoder.encode(scene), as: UTF8.self) + "\n")
  }
}
