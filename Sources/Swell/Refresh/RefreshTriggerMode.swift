/// When a pull starts a refresh.
public enum RefreshTriggerMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// When the finger lifts past the trigger distance (UIRefreshControl, MJRefresh): the header
  /// says "release to refresh" (`armed`) until then, and pulling back disarms it.
  case onRelease
  /// As soon as a drag crosses the trigger distance, finger still down (the seeds' behaviour).
  case whenThresholdCrossed
}
