import Foundation

/// Makes an interrupted run (Ctrl-C, `kill`, a closed terminal) leave no temporary file and
/// no child process: the signal's handler wakes a thread of ours, which removes the pending
/// outputs (`PendingOutputs`) and exits with 128 + the signal's number, as a shell expects.
///
/// The handler is a plain `sigaction` handler that writes the signal's number to a pipe (the
/// only thing a handler may safely do), installed before anything else happens: a signal at
/// any moment after `watch()` returns ends the run — during a write blocked on a full pipe or
/// a slow FIFO too, since writes through a stream take no lock the clean-up waits for.
///
/// Two other signals become errors instead of deaths: SIGPIPE (a closed pipe makes a write
/// fail with EPIPE, reported as a run-time failure) and SIGXFSZ (a file-size limit makes a
/// write fail with EFBIG, and the export removes its temporary file).
package enum Interrupts {
  /// The pipe's write end, for the handler (set once, before any handler is installed).
  nonisolated(unsafe) private static var wakeDescriptor: Int32 = -1

  /// Starts watching SIGINT, SIGTERM and SIGHUP. Call once, first thing after the standard
  /// descriptors are reserved (the pipe must not take the number of a closed one).
  package static func watch() {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    wakeDescriptor = ends[1]
    let reader = ends[0]
    let thread = Thread {
      var number: UInt8 = 0
      while read(reader, &number, 1) < 0 && errno == EINTR {}
      PendingOutputs.removeAllAndExit(status: 128 + Int32(number))
    }
    thread.start()
    // A parent may hand its signal mask down with these blocked (test runners do): a blocked
    // signal would wait for ever.
    var watched = sigset_t()
    sigemptyset(&watched)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&watched, number) }
    pthread_sigmask(SIG_UNBLOCK, &watched, nil)
    for number in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(Interrupts.wakeDescriptor, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      // Interrupted system calls go on: the thread above ends the process.
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
  }
}
