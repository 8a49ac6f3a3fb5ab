import Glibc
import SwellGTK

/// An app's `--log` output: one line per event on stdout, flushed at once so that a script
/// reading the pipe sees each line when it happens. Times are seconds since the log began.
@MainActor
package struct EventLog {
  /// Whether lines are printed.
  package var isEnabled: Bool
  private let start = ContinuousClock.now

  /// Creates a log that prints when `isEnabled`.
  package init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Seconds since the log began.
  package var elapsed: Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// Prints `message t=SECONDS`.
  package func callAsFunction(_ message: String) {
    guard isEnabled else { return }
    let t = (elapsed * 1000).rounded() / 1000
    print("\(message) t=\(t)")
    fflush(nil)
  }
}

/// Writes to standard error unbuffered (the C `stderr` global is not concurrency-safe).
package func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
