import Swell

/// A refresh header or footer for a `UIScrollView`: what it draws and what it does.
///
///     tableView.swell.header = .init(style: WaveStyle()) { try await feed.reload() }
///     tableView.swell.footer = .init(style: QuietStyle()) {
///       try await feed.loadNextPage() ? .success : .noMoreData
///     }
public struct SwellControl: Sendable {
  /// What the control draws, and its distances (trigger, refreshing height).
  public var style: any RefreshStyle
  /// Trigger mode, minimum refreshing time, inset transitions; nil for the edge's standard
  /// (a header refreshes when pulled, a footer loads as the end comes into view).
  public var configuration: RefreshConfiguration?
  /// What a refresh does.
  public var action: RefreshSession.Action

  /// A control whose refresh runs `action` and succeeds when it returns (a failure when it
  /// throws, with the error's description). The work runs in a task of its own and is
  /// cancelled when the refresh is ended from code or the control goes away.
  public init(
    style: any RefreshStyle, configuration: RefreshConfiguration? = nil,
    action: @escaping @Sendable () async throws -> Void
  ) {
    self.init(style: style, configuration: configuration, work: .run(action))
  }

  /// A control whose refresh runs `load` and ends with the outcome it returns: a footer
  /// returns `.noMoreData` at the end of the feed.
  public init(
    style: any RefreshStyle, configuration: RefreshConfiguration? = nil,
    load: @escaping @Sendable () async throws -> RefreshOutcome
  ) {
    self.init(style: style, configuration: configuration, work: .perform(load))
  }

  /// A control whose work the app runs itself, as with `UIRefreshControl`: start it on
  /// `.actionStarted` (`scrollView.swell.onEffect`), then call
  /// `scrollView.swell.endRefreshing(_:outcome:)`.
  public static func manual(
    style: any RefreshStyle, configuration: RefreshConfiguration? = nil
  ) -> SwellControl {
    SwellControl(style: style, configuration: configuration, work: .manual)
  }

  /// The session's control for this one at `edge`.
  func control(at edge: RefreshEdge) -> RefreshSession.Control {
    RefreshSession.Control(edge, style: style, configuration: configuration, action: action)
  }

  private init(
    style: any RefreshStyle, configuration: RefreshConfiguration?, work: RefreshSession.Action
  ) {
    self.style = style
    self.configuration = configuration
    self.action = work
  }
}
