import Foundation
import Synchronization

/// The temporary files and directories of writes still under way, so that a process stopped
/// by a signal can remove them before it exits: an interrupted export leaves nothing behind.
///
/// `AtomicFile` and SwellExport's `AtomicDirectory` register their temporaries when they
/// create them and unregister when they commit or discard; `removeAll()` is what a signal
/// handler calls.
package enum PendingOutputs {
  private static let paths = Mutex<Set<String>>([])

  /// Records a temporary file or directory being filled.
  package static func register(_ path: String) {
    paths.withLock { _ = $0.insert(path) }
  }

  /// Forgets a temporary that was renamed into place or removed.
  package static func unregister(_ path: String) {
    paths.withLock { _ = $0.remove(path) }
  }

  /// Removes every registered temporary (files and whole directories) and forgets them.
  package static func removeAll() {
    let pending = paths.withLock { current -> Set<String> in
      defer { current.removeAll() }
      return current
    }
    for path in pending { try? FileManager.default.removeItem(atPath: path) }
  }
}
