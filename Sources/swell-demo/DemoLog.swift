import Glibc

/// `--log` output: one line per event on stdout, flushed at once so that a script reading the
/// pipe sees each line when it happens. Times are seconds since the program started.
@MainActor
struct DemoLog {
  var isEnabled: Bool
  private let start = ContinuousClock.now

  init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Seconds since the program started.
  var elapsed: Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// Prints `message t=SECONDS`.
  func callAsFunction(_ message: String) {
    guard isEnabled else { return }
    let t = (elapsed * 1000).rounded() / 1000
    print("\(message) t=\(t)")
    fflush(nil)
  }
}
