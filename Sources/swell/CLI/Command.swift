import _SwellCommandLine

/// A subcommand of `swell`: its description and what it does with parsed arguments.
protocol Command: Sendable {
  /// What the command takes, declared once for parsing, checking and help.
  static var spec: CommandLineSpec { get }
  /// Does the work; throws `CommandError` (or `CommandLineFailure`) for bad input or a failure.
  static func run(_ arguments: ParsedCommandLine) throws
}
