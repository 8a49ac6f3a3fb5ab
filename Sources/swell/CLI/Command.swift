/// A subcommand of `swell`: its description and what it does with parsed arguments.
protocol Command: Sendable {
  /// What the command takes, for parsing and help.
  static var spec: CommandSpec { get }
  /// Does the work; throws `CommandError` for bad input or a failure.
  static func run(_ arguments: ParsedArguments) throws
}
