/// Something a `RefreshMachine` observes. Each is handled at a time in seconds.
public enum RefreshEvent: Hashable, Sendable {
  /// The scroll view's content offset (pt, UIKit convention: negative when pulled down).
  /// Non-finite values are ignored.
  case contentOffset(Double)
  /// A finger started dragging the content.
  case dragBegan
  /// The finger lifted; `velocity` is the content's vertical velocity (pt/s, positive =
  /// downward). A non-finite velocity counts as 0.
  case dragEnded(velocity: Double)
  /// The user's own top inset changed (pt, safe area included). Non-finite values are ignored.
  case userInsetTop(Double)
  /// Code asks for a refresh; `animated` chooses the configured inset transition over an
  /// immediate one. Ignored while refreshing or finishing.
  case beginRefreshing(animated: Bool)
  /// Code ends the refresh; a still-running action is cancelled. Harmless at any other time.
  case endRefreshing
  /// The action started for `trigger` returned or threw. Stale triggers are ignored.
  case actionFinished(trigger: Int)
  /// Time passed: fires the transitions that are due (minimum refreshing time, finishing).
  case tick
}
