#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where refresh actions, running on any thread, leave their outcomes for the session to pick
/// up at its next call: the session never reads a clock, so an outcome takes effect at the
/// time of the next event the host feeds it.
///
/// A pthread mutex guards the list: the core stays free of `Synchronization` (iOS 18) and
/// Foundation, and builds wherever libc does.
final class ActionInbox: @unchecked Sendable {
  /// One action's end.
  struct Message: Sendable {
    var edge: RefreshEdge
    var trigger: Int
    var outcome: RefreshOutcome
  }

  private var messages: [Message] = []
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Leaves a message; safe from any thread.
  func post(_ message: Message) {
    pthread_mutex_lock(mutex)
    messages.append(message)
    pthread_mutex_unlock(mutex)
  }

  /// Takes every message, oldest first.
  func drain() -> [Message] {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    let taken = messages
    messages.removeAll()
    return taken
  }
}
