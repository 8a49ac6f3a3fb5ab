/// How a command ends other than by success, in the manner of swift-argument-parser's three
/// kinds: bad input (exit 64, `Error: …`, usage and a hint on stderr), a runtime failure
/// (exit 1) and a clean early exit such as `--help` (exit 0, text on stdout).
enum CommandError: Error {
  /// The arguments are wrong: the message names what, the hint says what would be right.
  case usage(String, hint: String? = nil)
  /// The arguments were fine but the work failed (an unwritable path, an encoder error).
  case failure(String)
  /// Help was asked for: print `text` to stdout and exit 0.
  case help(String)
}

/// Exit codes, as in BSD's sysexits.h.
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
}
