import Swell
import _SwellCommandLine
import _SwellFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Command {
  /// The subcommand's name: `render` of `swell render`.
  static var name: String { String(spec.command.split(separator: " ").last ?? "") }
}

/// The subcommands, in the order `swell --help` lists them.
enum Subcommands {
  static let all: [any Command.Type] = [
    RenderCommand.self, GalleryCommand.self, InspectCommand.self, SimulateCommand.self,
    StylesCommand.self,
    BenchCommand.self,
  ]
}

let overview = """
  OVERVIEW: Swell renders, inspects and measures pull-to-refresh animations.

  USAGE: swell <subcommand> [options]

  OPTIONS:
    -h, --help              Show help information.

  SUBCOMMANDS:
  \(Subcommands.all.map { "  " + $0.name.padding(24) + $0.spec.abstract }.joined(separator: "\n"))

    See 'swell help <subcommand>' for detailed help.

  """

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}

func run(_ words: [String]) -> Int32 {
  guard let first = words.first else {
    Output.out(overview)
    return ExitCode.success
  }
  if first == "--help" || first == "-h" {
    Output.out(overview)
    return ExitCode.success
  }
  var name = first
  var rest = Array(words.dropFirst())
  if first == "help" {
    guard let target = rest.first else {
      Output.out(overview)
      return ExitCode.success
    }
    name = target
    rest = ["--help"]
  }
  guard let command = Subcommands.all.first(where: { $0.name == name }) else {
    Output.err(
      "Error: Unknown subcommand '\(SwellError.clip(name))'\n\nUSAGE: swell <subcommand> [options]\n"
        + "  Subcommands: \(Subcommands.all.map { $0.name }.joined(separator: ", "))\n"
        + "  Help:  swell --help\n")
    return ExitCode.usage
  }
  do {
    try command.run(try ParsedCommandLine(rest, spec: command.spec))
    return ExitCode.success
  } catch CommandError.help(let text), CommandLineFailure.help(let text) {
    Output.out(text)
    return ExitCode.success
  } catch CommandError.usage(let message, let hint), CommandLineFailure.usage(let message, let hint)
  {
    Output.err(command.spec.usageError(message, hint: hint))
    return ExitCode.usage
  } catch CommandError.failure(let message) {
    Output.err("Error: \(message)\n")
    return ExitCode.failure
  } catch {
    Output.err("Error: \(error)\n")
    return ExitCode.failure
  }
}

// Descriptors 0–2 first: the interrupt pipe must not take the number of a closed stdout.
Output.reserveStandardStreams()
Interrupts.watch()
let status = run(Array(CommandLine.arguments.dropFirst()))
// A stream that could not be written makes the run a failure, whatever it did besides.
if let failure = Output.failure {
  Output.err("Error: \(failure)\n")
  exit(ExitCode.failure)
}
exit(status)
