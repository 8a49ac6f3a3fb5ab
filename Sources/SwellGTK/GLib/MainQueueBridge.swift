internal import CGtk

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `DispatchQueue.main` work — and with it main-actor tasks, whose executor on Linux is
/// the dispatch main queue — while `g_application_run` owns the main thread.
///
/// Without this, nothing enqueued on the main queue ever runs: GLib's loop never calls into
/// libdispatch. CoreFoundation solves the same problem for CFRunLoop through two libdispatch
/// hooks, which we reuse: `_dispatch_get_main_queue_handle_4CF` is an eventfd that libdispatch
/// writes whenever the main queue gains work, and `_dispatch_main_queue_callback_4CF` drains
/// the queue. Watching the fd with `g_unix_fd_add` wakes the GLib loop exactly when there is
/// work — no polling timer, no idle CPU.
@MainActor
package enum MainQueueBridge {
  private static var sourceID: UInt32 = 0

  /// Adds the fd source to the default GLib main context; later calls do nothing.
  package static func install() {
    guard sourceID == 0 else { return }
    let fd = _dispatch_get_main_queue_handle_4CF()
    guard fd >= 0 else { return }
    sourceID = g_unix_fd_add(
      fd, G_IO_IN,
      { fd, _, _ in
        // Reset the eventfd counter first: work enqueued while we drain writes it again, so
        // the source fires once more instead of being lost. EAGAIN (already zero) is harmless.
        var counter: UInt64 = 0
        _ = withUnsafeMutableBytes(of: &counter) { read(fd, $0.baseAddress, $0.count) }
        _dispatch_main_queue_callback_4CF(nil)
        return 1  // G_SOURCE_CONTINUE
      }, nil)
  }
}
