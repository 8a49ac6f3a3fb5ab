import Swell
import SwellGTK

/// The studio's command line: `swell-studio [--style NAME] [--open FILE] [--quit-after
/// SECONDS] [--log] [--reduce-motion]`.
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

  static let usage =
    "USAGE: swell-studio [--style <name>] [--open <file.json>] [--quit-after <seconds>] [--log]"
    + " [--reduce-motion]"

  static var help: String {
    """
    OVERVIEW: Swell Studio: tune a pull-to-refresh style on a live list, record a gesture,
    and export the effect for any app.

    The inspector on the left lists the style's parameters with their ranges and units; a
    change shows on the live list at once, and a value the style refuses is shown at its
    field, never applied. Pull the list with the mouse or touchpad; Refresh runs the action
    from code with the duration and outcome chosen below it. Record turns your next drags
    into an interaction (the JSON `swell render --interaction` reads). Export writes an
    animated WebP or GIF, a PNG or SVG still, the Lottie document apps drive by the pull,
    the style's parameters as JSON, or the recorded gesture.

    \(usage)

    OPTIONS:
      --style <name>          The style shown first (default: wave):
                              \(StyleCatalog.names.joined(separator: ", ")).
      --open <file.json>      Open a style saved as JSON at start.
      --quit-after <seconds>  Quit after this many seconds (at most 86400).
      --log                   Print events on stdout, one per line, with the fields' places.
      --reduce-motion         Start with the style's reduced-motion variant.
      -h, --help              Show this help.

    """
  }

  /// Why parsing stopped: bad input (exit 64) or a request for help (exit 0).
  typealias Failure = AppArguments.Failure

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(Failure) -> StudioOptions {
    let given = try AppArguments(
      arguments, flags: ["--log", "--reduce-motion"],
      options: ["--style", "--open", "--quit-after"])
    var options = StudioOptions()
    options.log = given.flags.contains("--log")
    options.reduceMotion = given.flags.contains("--reduce-motion")
    options.style = try given.style(default: options.style)
    options.quitAfter = try given.quitAfter()
    options.open = given.values["--open"]
    return options
  }
}
