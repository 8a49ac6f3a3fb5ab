// Options more than one of the executables take, declared once for all of them.

extension CommandLineOption {
  /// The longest `--quit-after` (s): a day. Longer would overflow the sleep's duration.
  package static let longestRun = 86_400.0

  /// `--quit-after <seconds>`: quit after this long, for scripts (the GTK apps).
  package static let quitAfter = CommandLineOption.number(
    "quit-after", "seconds", in: 0.001...longestRun,
    help: "Quit after this many seconds (for scripts).")
}
