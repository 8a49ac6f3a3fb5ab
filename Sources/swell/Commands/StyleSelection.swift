import Foundation
import Swell
import _SwellCommandLine
import _SwellFiles

/// The options every command that draws a style shares: which style, from which preset, with
/// which settings, at which size, and the conversion of their errors into usage errors.
struct StyleSelection {
  /// The options this selection reads, for the commands' specs.
  static let options: [CommandLineOption] = [
    .choice(
      "preset", StyleCatalog.Preset.allCases.map(\.rawValue),
      help: "Start from the seed article's numbers or from Swell's defaults.",
      default: StyleCatalog.Preset.standard.rawValue),
    .text(
      "style-file", "file.json",
      help: "Start from a style saved as JSON ({\"style\": \"wave\", \"name\": value, …};"
        + " the parameters it leaves out keep Swell's defaults); --set applies on top."),
    .text(
      "set", "name=value", help: "Set a style parameter (see 'swell styles').", repeatable: true),
    .number("width", "W", in: 1...4096, help: "Width of the view (pt).", default: 375),
    .flag("reduce-motion", help: "Draw the reduced-motion variant."),
    .choice(
      "edge", RefreshEdge.allCases.map(\.rawValue),
      help: "A header (top) or a footer that loads more (bottom).", default: "top"),
    .choice(
      "language", SwellLanguage.allCases.map(\.tag),
      help: "The language of a style's words (classic).", default: "en"),
    .number(
      "text-scale", "S", in: RefreshTexts.scaleRange,
      help: "The reader's text size, as a multiple of the standard (Dynamic Type; classic"
        + " grows its words and icons, a caption its words, as far as they have room).",
      default: 1),
    .choice(
      "appearance", ["light", "dark"],
      help: "Draw with the style's light or dark palette (a preview's list follows).",
      default: "light"),
    .text(
      "last-updated", "text",
      help:
        "What the last-updated line says for the time until a refresh ends well, then \"Just now\" (default: never updated)."
    ),
    .choice(
      "start", ["pull", "automatic"],
      help: "What starts a refresh: a pull, or reaching the edge.",
      described: "pull for a header, automatic for a footer"),
  ]

  var style: any ConfigurableStyle
  var width: Double
  var reduceMotion: Bool
  /// Where the control sits.
  var edge: RefreshEdge
  /// Its behaviour: the edge's standard, with `--start` if given.
  var configuration: RefreshConfiguration
  /// The words styles show: `--language`, `--last-updated` and `--text-scale`.
  var texts: RefreshTexts
  /// The palette: `--appearance`.
  var appearance: SwellAppearance

  /// Reads the style from `name` and the shared options (their values already checked
  /// against their declarations).
  init(name: String, arguments: ParsedCommandLine) throws {
    let preset = StyleCatalog.Preset(rawValue: arguments.string("preset") ?? "") ?? .standard
    var settings: [(String, String)] = []
    for text in arguments.strings("set") {
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw CommandError.usage(
          "The setting '\(SwellError.clip(text))' is not of the form name=value",
          hint: "For example --set amplitude=8; 'swell styles' lists the parameters.")
      }
      settings.append((String(text[..<equals]), String(text[text.index(after: equals)...])))
    }
    guard let type = StyleCatalog.type(named: name) else {
      throw CommandError.usage(
        "Unknown style '\(SwellError.clip(name))'",
        hint: "The styles are: \(StyleCatalog.names.joined(separator: ", ")).")
    }
    do {
      if let path = arguments.given("style-file") {
        if arguments.given("preset") != nil {
          throw CommandError.usage("--style-file and --preset both say where the style starts")
        }
        var loaded = try Self.style(type, at: path)
        for (parameter, value) in settings { try loaded.set(parameter, to: value) }
        style = loaded
      } else {
        style = try StyleCatalog.style(named: name, preset: preset, settings: settings)
      }
    } catch let error as SwellError {
      throw CommandError.usage("\(error)", hint: "'swell styles' lists each parameter's range.")
    }
    width = arguments.number("width") ?? 375
    let language = SwellLanguage.allCases.first { $0.tag == arguments.string("language") }
    texts = RefreshTexts(
      language: language ?? .english, lastUpdated: arguments.given("last-updated"),
      scale: arguments.number("text-scale") ?? 1)
    appearance = SwellAppearance(rawValue: arguments.string("appearance") ?? "") ?? .light
    reduceMotion = arguments.flag("reduce-motion")
    edge = RefreshEdge(rawValue: arguments.string("edge") ?? "") ?? .top
    configuration = .standard(for: edge)
    switch arguments.given("start") {
    case "pull"?: configuration.start = .pull
    case "automatic"?: configuration.start = RefreshConfiguration.automaticLoading.start
    default: break
    }
  }

  /// A context for a still at `pull` points and `time` seconds, in `state` (derived from the
  /// pull when nil: pulling below the trigger distance, armed at or past it).
  func stillContext(pull: Double, time: Double, state: RefreshState?) -> RefreshContext {
    var context = RefreshContext.held(
      by: style, edge: edge, pull: pull, width: width, state: state, time: time,
      reduceMotion: reduceMotion)
    context.texts = texts
    context.appearance = appearance
    return context
  }

  /// The pull of a still when `--pull` is not given: where the header rests in `state`.
  func defaultPull(for state: String?) -> Double {
    state == "refreshing" || state == "finishing" ? style.refreshingHeight : 0
  }

  /// `--outcome`, for a still: how the latest refresh ended.
  static let outcomeOption = CommandLineOption.choice(
    "outcome", ["success", "failure", "noMoreData"],
    help: "For a still: how the latest refresh ended (a footer shows failure and no more data).")

  /// `--state`, for a still: the state to show.
  static func stateOption(described: String? = nil) -> CommandLineOption {
    .choice(
      "state", ["idle", "pulling", "armed", "refreshing", "finishing"],
      help: "For a still: the state to show.", described: described)
  }

  /// An `--outcome` value (nil: none yet), as its declaration accepts it.
  static func outcome(_ text: String?) -> RefreshOutcome? {
    switch text {
    case "success"?: return .success
    case "failure"?: return .failure(message: "no connection")
    case "noMoreData"?: return .noMoreData
    default: return nil
    }
  }

  /// A `--state` value, as its declaration accepts it (nil: none given).
  static func state(_ text: String?, progress: Double) -> RefreshState? {
    switch text {
    case "idle"?: return .idle
    case "pulling"?: return .pulling(progress: progress)
    case "armed"?: return .armed
    case "refreshing"?: return .refreshing
    case "finishing"?: return .finishing
    default: return nil
    }
  }

  /// The style of `type` saved as JSON at `path` (strict JSON; parameters checked as `--set`
  /// checks them, unknown names refused).
  static func style<Style: ConfigurableStyle>(_ type: Style.Type, at path: String) throws
    -> Style
  {
    try decode(
      Style.self, at: path, kind: "style", hint: "'swell styles' lists each parameter's range.")
  }

  /// Reads and decodes an interaction file (nil without one: the command then replays the
  /// standard interaction of its edge); every problem is a usage error naming the file.
  static func interaction(at path: String?) throws -> Interaction? {
    guard let path else { return nil }
    return try decode(
      Interaction.self, at: path, kind: "interaction",
      hint: "The format: 'Scripted interactions' in the command line's documentation.")
  }

  /// The `kind` file at `path` (a style, an interaction), read as strict JSON and decoded;
  /// every problem is a usage error naming the file, with `hint` for what its content means.
  private static func decode<Value: Decodable>(
    _ type: Value.Type, at path: String, kind: String, hint: String
  ) throws -> Value {
    do {
      return try JSONFile.read(Value.self, at: path, kind: kind)
    } catch .unreadable(let message), .unwritable(let message) {
      throw CommandError.usage(message)
    } catch .invalidJSON(let message) {
      throw CommandError.usage(
        message,
        hint: "These files are strict JSON: no repeated keys, trailing commas or comments.")
    } catch .malformed(let message) {
      throw CommandError.usage(message, hint: hint)
    }
  }
}
