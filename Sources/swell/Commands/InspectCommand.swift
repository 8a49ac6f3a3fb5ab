import Foundation
import Swell

/// `swell inspect`: one scene as JSON, for debugging and tests.
enum InspectCommand: Command {
  static let spec = CommandSpec(
    name: "inspect",
    abstract: "Print a style's scene at a pull distance and time as JSON.",
    arguments: [
      .init(name: "style", help: "One of: \(StyleCatalog.names.joined(separator: ", ")).")
    ],
    options: [
      .init(
        name: "pull", valueName: "P", help: "Pull distance (pt), −10000…10000.", defaultValue: "0"),
      .init(name: "time", valueName: "T", help: "Seconds in the state, 0…3600.", defaultValue: "0"),
      .init(
        name: "state", valueName: "state",
        help: "idle, pulling, armed, refreshing or finishing.", defaultValue: "from the pull"),
      StyleSelection.outcomeOption,
    ] + StyleSelection.options)

  static func run(_ arguments: ParsedArguments) throws {
    let selection = try StyleSelection(name: arguments.positionals[0], arguments: arguments)
    let pull =
      try arguments.double("pull", in: -10000...10000)
      ?? selection.defaultPull(for: arguments.string("state"))
    let time = try arguments.double("time", in: 0...3600) ?? 0
    let progress = min(max(pull / selection.style.triggerDistance, 0), 1)
    let state = try StyleSelection.state(arguments.string("state"), progress: progress)
    var context = selection.stillContext(pull: pull, time: time, state: state)
    context.outcome = try StyleSelection.outcome(arguments.string("outcome"))
    let scene = selection.style.sceneShowingLoadState(in: context)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    Output.out(String(decoding: try encoder.encode(scene), as: UTF8.self) + "\n")
  }
}
