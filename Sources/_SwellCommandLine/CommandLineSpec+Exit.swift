#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandLineSpec {
  /// The value `parse` makes of this process's arguments; on a request for help, the help on
  /// standard output and exit 0; on bad input, the usage error on standard error and exit 64
  /// (sysexits' EX_USAGE). For an app whose whole command line is this spec (the GTK apps).
  package func parseOrExit<Value>(
    _ parse: ([String]) throws(CommandLineFailure) -> Value
  ) -> Value {
    do throws(CommandLineFailure) {
      return try parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      switch error {
      case .help(let text):
        Self.writeAll(text, to: STDOUT_FILENO)
        exit(0)
      case .usage(let message, let hint):
        Self.writeAll(usageError(message, hint: hint), to: STDERR_FILENO)
        exit(64)
      }
    }
  }

  /// Writes all of `text` to the file descriptor `descriptor`, as far as it takes it.
  private static func writeAll(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress, buffer.count)
      }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
