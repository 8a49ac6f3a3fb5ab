/// The edge of a scroll view where a refresh control sits: above the content (a header that
/// refreshes) or below it (a footer that loads more).
///
/// A `RefreshSession` drives one refresh control per edge with the same machine; what differs
/// between edges is only how the scroll geometry turns into a pull distance
/// (`ScrollMetrics.pullDistance(_:contentOffset:)`) and on which side the refresh inset is
/// added. A horizontal scroll view's leading and trailing edges are the same two ends of its
/// other axis, and would be added here with a horizontal `ScrollPhysics`.
public enum RefreshEdge: String, Hashable, Sendable, Codable, CaseIterable {
  /// Above the content: a header, revealed by pulling down.
  case top
  /// Below the content: a footer, revealed by scrolling to the end and pulling up.
  case bottom

  /// +1 when pulling further past this edge moves the content offset up (bottom), −1 when it
  /// moves it down (top): turns an offset velocity into a pull velocity.
  var pullSign: Double { self == .top ? -1 : 1 }
}
