/// Something a `RefreshMachine` asks its host to do, or reports, after an event.
public enum RefreshEffect: Hashable, Sendable {
  /// The phase changed (progress changes within `pulling` are not reported).
  case stateChanged(from: RefreshState, to: RefreshState)
  /// Set the inset the refresh header adds above the content to `inset` (pt), animated by
  /// `transition`. The host adds it to the user's own inset and leaves that untouched.
  /// Content resting at its top should stay at the (moving) top, as `ScrollPhysics` does.
  case setRefreshInset(Double, transition: InsetTransition)
  /// Run the refresh action, once, for this trigger.
  case startAction(RefreshTrigger)
  /// Cancel the action of this trigger: the refresh was ended from code before it returned.
  case cancelAction(trigger: Int)
}

/// One start of a refresh: a number unique within its machine, and its cause.
public struct RefreshTrigger: Hashable, Sendable, Codable {
  /// What started a refresh.
  public enum Cause: String, Hashable, Sendable, Codable {
    /// The finger lifted past the trigger distance.
    case release
    /// A drag crossed the trigger distance (`RefreshTriggerMode.whenThresholdCrossed`).
    case threshold
    /// `beginRefreshing` from code.
    case programmatic
  }

  /// 1 for the machine's first refresh, then 2, 3, …
  public var id: Int
  /// What started it.
  public var cause: Cause

  /// Creates a trigger description.
  public init(id: Int, cause: Cause) {
    self.id = id
    self.cause = cause
  }
}
