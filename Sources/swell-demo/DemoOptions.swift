import Swell
import SwellGTK

/// The demo's command line: `swell-demo [--style NAME] [--rows N] [--quit-after SECONDS]
/// [--log] [--reduce-motion] [--fail]`. GTK sees none of it (the application runs with only the program name).
struct DemoOptions: Equatable {
  /// The style shown first.
  var style = "wave"
  /// Quit after this many seconds (for scripts), or run until the window closes.
  var quitAfter: Double?
  /// Print state transitions and actions on stdout, one per line.
  var log = false
  /// Turn GTK's animations off (as if the desktop asked for reduced motion).
  var reduceMotion = false
  /// How many rows each list starts with.
  var rows = 20
  /// Every refresh fails (with the message "offline"), to see and hear a failure.
  var fail = false

  static var styleNames: [String] { DemoStyles.names }

  static let usage =
    "USAGE: swell-demo [--style <name>] [--rows <n>] [--quit-after <seconds>] [--log]"
    + " [--reduce-motion] [--fail]"

  static var help: String {
    """
    OVERVIEW: A window with a list under a Swell pull-to-refresh header, one tab per style.

    Pull the list down (drag with the mouse, touch or touchpad) and release to refresh; a
    simulated load adds rows. Scroll to the end and a page of rows loads (three pages, then
    no more until the next refresh). Ctrl+R refreshes from code; Ctrl+D switches the dark
    theme, which the headers follow.

    \(usage)

    OPTIONS:
      --style <name>          The style shown first (default: wave):
                              \(styleNames.joined(separator: ", ")).
      --rows <n>              How many rows each list starts with, 0…1000 (default: 20).
      --quit-after <seconds>  Quit after this many seconds (at most 86400).
      --log                   Print state transitions and actions on stdout, one per line.
      --reduce-motion         Turn animations off, as GTK's gtk-enable-animations=false does.
      --fail                  Every refresh fails, as if the network were down.
      -h, --help              Show this help.

    """
  }

  /// Why parsing stopped: bad input (exit 64) or a request for help (exit 0).
  typealias Failure = AppArguments.Failure

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(Failure) -> DemoOptions {
    let given = try AppArguments(
      arguments, flags: ["--log", "--reduce-motion", "--fail"],
      options: ["--style", "--rows", "--quit-after"])
    var options = DemoOptions()
    options.log = given.flags.contains("--log")
    options.reduceMotion = given.flags.contains("--reduce-motion")
    options.fail = given.flags.contains("--fail")
    options.style = try given.style(default: options.style)
    options.quitAfter = try given.quitAfter()
    if let text = given.values["--rows"] {
      guard let rows = Int(text), (0...1000).contains(rows) else {
        throw .usage(
          "Invalid value '\(SwellError.clip(text))' for '--rows' (expected a whole number in 0…1000)"
        )
      }
      options.rows = rows
    }
    return options
  }
}
