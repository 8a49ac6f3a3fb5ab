import Synchronization

/// Where refresh actions, running on any thread, leave their results for the controller to
/// pick up at its next event: the controller never reads a clock, so a result takes effect at
/// the time of the next event the host feeds it.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class RefreshActionInbox: Sendable {
  /// One result.
  enum Message: Sendable {
    /// The action of `trigger` returned (error nil) or threw.
    case finished(trigger: Int, error: (any Error)?)
    /// `endRefreshing()` was called without a time.
    case endRequested
  }

  private let messages = Mutex<[Message]>([])

  /// Leaves a message; safe from any thread.
  func post(_ message: Message) {
    messages.withLock { $0.append(message) }
  }

  /// Takes every message, oldest first.
  func drain() -> [Message] {
    messages.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
  }
}

/// Hands the result of one refresh back to its controller: the plain-callback form of a
/// refresh action. Call `finish()` or `fail(_:)` once, from any thread; later calls, and calls
/// after the refresh was ended from code, are ignored.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public struct RefreshCompletion: Sendable {
  /// The refresh this completion ends.
  public let trigger: RefreshTrigger
  let inbox: RefreshActionInbox
  let wake: (@Sendable () -> Void)?

  /// The refresh's work succeeded.
  public func finish() {
    inbox.post(.finished(trigger: trigger.id, error: nil))
    wake?()
  }

  /// The refresh's work failed with `error`; the controller reports it and the header ends.
  public func fail(_ error: any Error) {
    inbox.post(.finished(trigger: trigger.id, error: error))
    wake?()
  }
}

/// A refresh action that threw, with the refresh it belonged to.
public struct RefreshActionFailure: Sendable {
  /// The refresh whose action threw.
  public let trigger: RefreshTrigger
  /// What it threw.
  public let error: any Error
}
