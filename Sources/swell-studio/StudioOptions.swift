import Swell
import _SwellCommandLine

/// The studio's command line: `swell-studio [--style NAME] [--open FILE] [--quit-after
/// SECONDS] [--log] [--reduce-motion]`, declared once (`spec`).
struct StudioOptions: Equatable {
  /// The style shown first.
  var style = "wave"
  /// A style JSON to open at start.
  var open: String?
  /// Quit after this many seconds (for scripts), or run until the window closes.
  var quitAfter: Double?
  /// Print what happens on stdout, one line per event, with where each field is.
  var log = false
  /// Start with reduced motion (the inspector's switch).
  var reduceMotion = false

  /// What the studio takes, for parsing, checking and help.
  static let spec = CommandLineSpec(
    command: "swell-studio",
    abstract:
      "Swell Studio: tune a pull-to-refresh style on a live list, record a gesture, and export"
      + " the effect for any app.",
    discussion: """
      The inspector on the left lists the style's parameters with their ranges and units; a
      change shows on the live list at once, and a value the style refuses is shown at its
      field, never applied. Pull the list with the mouse or touchpad; Refresh runs the action
      from code with the duration and outcome chosen below it. Record turns your next drags
      into an interaction (the JSON `swell render --interaction` reads). Export writes an
      animated WebP or GIF, a PNG or SVG still, the Lottie document apps drive by the pull,
      the style as JSON, or the recorded gesture.
      """,
    options: [
      .choice("style", StyleCatalog.names, help: "The style shown first.", default: "wave"),
      .text("open", "file.json", help: "Open a style saved as JSON at start."),
      CommandLineOption.quitAfter,
      .flag("log", help: "Print events on stdout, one per line, with the fields' places."),
      .flag("reduce-motion", help: "Start with the style's reduced-motion variant."),
    ])

  /// Parses the arguments after the program name.
  ///
  /// - Throws: `CommandLineFailure` for bad input or a request for help.
  static func parse(_ arguments: [String]) throws(CommandLineFailure) -> StudioOptions {
    let given = try ParsedCommandLine(arguments, spec: spec)
    var options = StudioOptions()
    options.log = given.flag("log")
    options.reduceMotion = given.flag("reduce-motion")
    options.style = given.string("style") ?? options.style
    options.quitAfter = given.number("quit-after")
    options.open = given.given("open")
    return options
  }
}
