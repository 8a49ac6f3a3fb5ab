/// Each thing Swell says in words: the state texts a header or footer shows, the last-updated
/// line, and the accessibility announcements and action name hosts give assistive technologies.
public enum RefreshText: String, Hashable, Sendable, Codable, CaseIterable {
  /// A header being pulled, not yet armed ("Pull down to refresh").
  case pullToRefresh
  /// A header pulled past its trigger ("Release to refresh").
  case releaseToRefresh
  /// A header's refresh running ("Refreshing…").
  case refreshing
  /// A header's refresh ended well ("Refreshed").
  case refreshed
  /// A header's refresh failed ("Refresh failed").
  case refreshFailed
  /// A footer being pulled, not yet armed ("Pull up to load more").
  case pullToLoadMore
  /// A footer pulled past its trigger ("Release to load more").
  case releaseToLoadMore
  /// A footer's load running ("Loading…").
  case loadingMore
  /// A footer's load ended well ("Loaded").
  case loaded
  /// A footer's load failed ("Couldn't load more").
  case loadFailed
  /// A footer with nothing more to load ("No more data").
  case noMoreData
  /// The last-updated line; `%@` stands for the formatted time ("Last updated: %@").
  case lastUpdated
  /// What the last-updated line says before any refresh ("Never").
  case neverUpdated
  /// What the last-updated line says as a refresh that ended well finishes, before the host
  /// shows its time ("Just now").
  case justNow
  /// A failure with the error's message; `%@` stands for the message ("Failed: %@").
  case failedWithMessage
  /// The name of the accessible action that starts a refresh ("Refresh").
  case refreshAction
}
