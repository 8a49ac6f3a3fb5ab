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
  /// cancelled when the refresh is ended from code or the control goes away. The scroll view
  /// keeps `action` as long as it has the control: inside a view controller, pass the
  /// controller as `owner` (`init(style:configuration:owner:action:)`) or capture what the
  /// work needs rather than `self`.
  public init(
    style: any RefreshStyle, configuration: RefreshConfiguration? = nil,
    action: @escaping @Sendable () async throws -> Void
  ) {
    self.init(style: style, configuration: configuration, work: .run(action))
  }

  /// A control whose refresh runs `load` and ends with the outcome it returns: a footer
  /// returns `.noMoreData` at the end of the feed. Inside a view controller, pass it as
  /// `owner` (`init(style:configuration:owner:load:)`).
  public init(
    style: any RefreshStyle, configuration: RefreshConfiguration? = nil,
    load: @escaping @Sendable () async throws -> RefreshOutcome
  ) {
    self.init(style: style, configuration: configuration, work: .perform(load))
  }

  /// A control whose refresh runs `action` on `owner`, which it holds weakly: the way to
  /// call a view controller's own methods, since a closure capturing the controller would
  /// keep it alive through its scroll view (the controller holds the table view, the table
  /// view Swell's controls, the controls this work). Once `owner` is gone a refresh does
  /// nothing and succeeds.
  ///
  ///     tableView.swell.header = .init(style: WaveStyle(), owner: self) { controller in
  ///       try await controller.reload()
  ///     }
  public init<Owner: AnyObject & Sendable>(
    style: any RefreshStyle, configuration: RefreshConfiguration? = nil, owner: Owner,
    action: @escaping @Sendable (Owner) async throws -> Void
  ) {
    self.init(style: style, configuration: configuration, owner: owner) { owner in
      try await action(owner)
      return .success
    }
  }

  /// A control whose refresh runs `load` on `owner`, held weakly (see
  /// `init(style:configuration:owner:action:)`), and ends with the outcome it returns. Once
  /// `owner` is gone a refresh does nothing and succeeds.
  public init<Owner: AnyObject & Sendable>(
    style: any RefreshStyle, configuration: RefreshConfiguration? = nil, owner: Owner,
    load: @escaping @Sendable (Owner) async throws -> RefreshOutcome
  ) {
    self.init(
      style: style, configuration: configuration,
      load: { [weak owner] in
        guard let owner else { return .success }
        return try await load(owner)
      })
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
