/// One start of a refresh: a number unique within its edge, and its cause.
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

  /// 1 for the edge's first refresh, then 2, 3, …
  public var id: Int
  /// What started it.
  public var cause: Cause

  /// Creates a trigger description.
  public init(id: Int, cause: Cause) {
    self.id = id
    self.cause = cause
  }
}
