/// Progress of a multi-step command on stderr: a bar redrawn in place on a terminal, one
/// plain line per step otherwise (logs, CI).
final class Progress {
  private let total: Int
  private var done = 0
  private let isTerminal = Output.stderrIsTerminal

  init(total: Int) { self.total = max(total, 1) }

  /// Announces the step about to run.
  func step(_ label: String) {
    done += 1
    if isTerminal {
      let width = 30
      let filled = width * done / total
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
      Output.err("\r[\(bar)] \(done)/\(total) \(label)\u{1B}[K")
    } else {
      Output.err("[\(done)/\(total)] \(label)\n")
    }
  }

  /// Ends the bar's line.
  func finish() {
    if isTerminal { Output.err("\n") }
  }
}
