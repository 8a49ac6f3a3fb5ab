import Foundation

/// Writes to the process's standard streams, unbuffered so that stdout and stderr interleave
/// in the order written.
enum Output {
  /// Writes `text` to standard output as is.
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `text` to standard error as is.
  static func err(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Whether standard error is a terminal (progress bars only there).
  static var stderrIsTerminal: Bool { isatty(2) == 1 }
}
