import Dispatch
import Foundation

/// Makes an interrupted run (Ctrl-C, `kill`, a closed terminal) leave no temporary file:
/// the signal is taken on a dispatch queue, the exports' temporaries are removed, and the
/// process exits with 128 + the signal's number, as a shell expects.
package enum Interrupts {
  /// Starts watching SIGINT, SIGTERM and SIGHUP; keep the returned sources alive.
  package static func watch() -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM, SIGHUP].map { number in
      // The default action would end the process before the handler could clean up.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        PendingOutputs.removeAll()
        exit(128 + number)
      }
      source.resume()
      return source
    }
  }
}
