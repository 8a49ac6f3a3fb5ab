/// Why a command line was not run: bad input (exit 64, the message and a hint on stderr) or a
/// request for help (exit 0, the text on stdout).
package enum CommandLineFailure: Error, Equatable {
  /// The words are wrong: the message names what, the hint says what would be right.
  case usage(String, hint: String?)
  /// Help was asked for: this text.
  case help(String)

  /// The message of a usage error, or the help text.
  package var message: String {
    switch self {
    case .usage(let message, _): return message
    case .help(let text): return text
    }
  }
}
