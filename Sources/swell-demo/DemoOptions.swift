import Swell
import _SwellCommandLine

/// The demo's command line: `swell-demo [--style NAME] [--rows N] [--quit-after SECONDS]
/// [--log] [--reduce-motion] [--text-scale S] [--fail]`, declared once (`spec`). GTK sees none of it (the
/// application runs with only the program name).
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
  /// The desktop's text size to pretend, as a multiple of the standard, or nil to keep it.
  var textScale: Double?
  /// Every refresh fails (with the message "offline"), to see and hear a failure.
  var fail = false

  /// What the demo takes, for parsing, checking and help.
  static let spec = CommandLineSpec(
    command: "swell-demo",
    abstract: "A window with a list under a Swell pull-to-refresh header, one tab per style.",
    discussion: """
      Pull the list down (drag with the mouse, touch or touchpad) and release to refresh; a
      simulated load adds rows. Scroll to the end and a page of rows loads (three pages, then
      no more until the next refresh). Ctrl+R refreshes from code; Ctrl+D switches the dark
      theme and Ctrl+T large text, which the headers follow.
      """,
    options: [
      .choice("style", DemoStyles.names, help: "The style shown first.", default: "wave"),
      .integer(
        "rows", "n", in: 0...1000, help: "How many rows each list starts with.", default: 20),
      CommandLineOption.quitAfter,
      .flag("log", help: "Print state transitions and actions on stdout, one per line."),
      .flag(
        "reduce-motion", help: "Turn animations off, as GTK's gtk-enable-animations=false does."),
      .number(
        "text-scale", "S", in: RefreshTexts.scaleRange,
        help: "Set GTK's text size (gtk-xft-dpi) to S times the standard, as large-text"
          + " settings do."),
      .flag("fail", help: "Every refresh fails, as if the network were down."),
    ])

  /// Parses the arguments after the program name.
  ///
  /// - Throws: `CommandLineFailure` for bad input or a request for help.
  static func parse(_ arguments: [String]) throws(CommandLineFailure) -> DemoOptions {
    let given = try ParsedCommandLine(arguments, spec: spec)
    var options = DemoOptions()
    options.log = given.flag("log")
    options.reduceMotion = given.flag("reduce-motion")
    options.fail = given.flag("fail")
    options.style = given.string("style") ?? options.style
    options.quitAfter = given.number("quit-after")
    options.rows = given.integer("rows") ?? options.rows
    options.textScale = given.number("text-scale")
    return options
  }
}
