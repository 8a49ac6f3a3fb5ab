import Foundation
import Synchronization

/// The temporary files and directories of writes still under way, and the child processes a
/// command started, so that a process stopped by a signal can remove and stop them before it
/// exits: an interrupted run leaves nothing behind.
///
/// `AtomicFile` and `AtomicDirectory` register their temporaries when they create them and
/// unregister when they commit or discard, each step inside `exclusively`; the signal handler
/// (`Interrupts`) takes the same lock for good before it cleans up, so no write can create a
/// file in a directory being removed, and none can fail half-way because of the clean-up.
package enum PendingOutputs {
  private static let paths = Mutex<Set<String>>([])
  private static let children = Mutex<Set<Int32>>([])
  private static let disk = DiskLock()

  /// Records a temporary file or directory being filled.
  package static func register(_ path: String) {
    paths.withLock { _ = $0.insert(path) }
  }

  /// Forgets a temporary that was renamed into place or removed.
  package static func unregister(_ path: String) {
    paths.withLock { _ = $0.remove(path) }
  }

  /// Records a child process to stop if the command is interrupted.
  package static func register(child pid: Int32) {
    children.withLock { _ = $0.insert(pid) }
  }

  /// Forgets a child process that has ended.
  package static func unregister(child pid: Int32) {
    children.withLock { _ = $0.remove(pid) }
  }

  /// Runs `body` — one step of a write to a registered temporary — so that no clean-up runs
  /// at the same time. Steps must not nest.
  package static func exclusively<T>(_ body: () throws -> T) rethrows -> T {
    disk.lock()
    defer { disk.unlock() }
    return try body()
  }

  /// Stops every registered child process and removes every registered temporary (files and
  /// whole directories), then exits with `status`. Once it has the lock it never gives it
  /// back: writes still under way in other threads stop at their next step.
  package static func removeAllAndExit(status: Int32) -> Never {
    disk.lock()
    // SIGKILL: a child inherits the ignored SIGINT/SIGTERM/SIGHUP, and its files are in our
    // temporaries anyway. Reaping it first means none writes into a directory being removed.
    for pid in children.withLock({ $0 }) {
      kill(pid, SIGKILL)
      waitpid(pid, nil, 0)
    }
    let pending = paths.withLock { current -> Set<String> in
      defer { current.removeAll() }
      return current
    }
    for path in pending { try? FileManager.default.removeItem(atPath: path) }
    // _exit, not exit: flushing stdio could block on the very pipe a write is stuck on.
    _exit(status)
  }
}

/// A plain mutex (`pthread_mutex_t`): `Mutex` would hold a value, and this guards only a
/// sequence of system calls.
private final class DiskLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}
