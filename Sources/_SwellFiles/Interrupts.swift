import Dispatch
import Foundation

/// Makes an interrupted run (Ctrl-C, `kill`, a closed terminal) leave no temporary file and
/// no child process: the signal is taken on a dispatch queue, the pending outputs are removed
/// (`PendingOutputs`), and the process exits with 128 + the signal's number, as a shell
/// expects.
///
/// Two other signals become errors instead of deaths: SIGPIPE (a closed pipe makes a write
/// fail with EPIPE, reported as a run-time failure) and SIGXFSZ (a file-size limit makes a
/// write fail with EFBIG, and the export removes its temporary file).
package enum Interrupts {
  /// Starts watching SIGINT, SIGTERM and SIGHUP; keep the returned sources alive.
  package static func watch() -> [any DispatchSourceSignal] {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    return [SIGINT, SIGTERM, SIGHUP].map { number in
      // The default action would end the process before the handler could clean up.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { PendingOutputs.removeAllAndExit(status: 128 + number) }
      source.resume()
      return source
    }
  }
}
