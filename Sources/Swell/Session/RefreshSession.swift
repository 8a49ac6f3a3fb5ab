/// The one object a host talks to: a scroll view's refresh header and footer, from input to
/// what to draw.
///
/// A session owns the scroll model (`ScrollPhysics`, or the offsets of a scroll view the host
/// owns), one `RefreshMachine` per edge, the touch handoffs styles need, the refresh actions'
/// lifecycle and the next time anything changes. Hosts feed it input with times in seconds and
/// get back every effect through one channel: the return value of each call.
///
///     let session = try RefreshSession(style: WaveStyle()) {
///       try await feed.reload()        // refreshing lasts until this returns or throws
///     }
///     _ = session.resize(width: 375, viewportHeight: 667, contentHeight: 2000, time: t0)
///     _ = session.beginDrag(at: SwellPoint(x: 180, y: 200), time: t0)
///     _ = session.drag(to: SwellPoint(x: 180, y: 400), time: t1)
///     for effect in session.endDrag(velocity: 0, time: t1) { … }   // .actionStarted(.top, …)
///     let offset = session.contentOffset(time: t2)                // where to draw the list
///     let header = session.scene(for: .top, time: t2)             // what to draw above it
///
/// ## Hosts
/// - A host whose scroll view Swell moves (the GTK view, a script, a test) passes
///   `.simulated`: it feeds finger and wheel input, sizes and insets, calls `advance(to:)` on
///   every frame while `nextUpdate(after:)` says so, and places its content at
///   `contentOffset(time:)`.
/// - A host that owns its scroll physics (UIScrollView) passes `.observed`: it reports offsets
///   (`observe(contentOffset:time:)`), drags, sizes and insets, and applies the
///   `.refreshInsetChanged` effects to its own content inset.
///
/// Every input is taken as it comes: a time earlier than the latest counts as the latest, a
/// non-finite time as the latest, and non-finite offsets, locations, sizes or insets are
/// ignored, as are sizes, insets and coordinates outside what a screen could hold (below a
/// thousandth of a point, subnormals, beyond a billion points; see the ranges in the
/// initializer's errors). Nothing a host passes can make the session fail, so no call throws,
/// and no call takes time that grows with the span of time it covers.
///
/// Not thread-safe: use a session from one thread or actor (the UI's). Refresh actions run in
/// tasks of their own; their outcomes take effect at the next call (`onNeedsUpdate` tells
/// the host to make one). Actions still running when the session goes away are cancelled.
public final class RefreshSession {
  var engine: RefreshEngine
  let actions: [RefreshEdge: Action]
  let inbox = ActionInbox()
  let onNeedsUpdate: (@Sendable () -> Void)?
  var tasks: [TaskKey: Task<Void, Never>] = [:]

  /// One refresh control: a header (`.top`) or a footer (`.bottom`), its style, its behaviour
  /// and its work.
  public struct Control: Sendable {
    /// Where it sits.
    public var edge: RefreshEdge
    /// What it draws, and its distances.
    public var style: any RefreshStyle
    /// Trigger mode, minimum refreshing time, inset transitions.
    public var configuration: RefreshConfiguration
    /// What a refresh does.
    public var action: Action
    /// Whether the control starts as though `markNoMoreData(_:time:)` had been called: a
    /// footer that said so in the session this one replaces (the app set a new header, or the
    /// footer waited for the header's refresh while the app marked it). Marking it once the
    /// session exists comes too late when its end is already in reach: the session's first
    /// look at the content would start a load. False by default.
    public var startsWithNoMoreData = false

    /// Creates a control; without a configuration, a header refreshes when pulled and a
    /// footer loads as it comes into view (`RefreshConfiguration.standard(for:)`); see
    /// `startsWithNoMoreData` for the last argument.
    public init(
      _ edge: RefreshEdge, style: any RefreshStyle, configuration: RefreshConfiguration? = nil,
      action: Action, startsWithNoMoreData: Bool = false
    ) {
      self.edge = edge
      self.style = style
      self.configuration = configuration ?? .standard(for: edge)
      self.action = action
      self.startsWithNoMoreData = startsWithNoMoreData
    }
  }

  /// The work of one refresh.
  public enum Action: Sendable {
    /// The session runs `work` in a task of its own, once per refresh; refreshing lasts until
    /// it returns (with the outcome it returns) or throws (a failure with the error's
    /// description). It is cancelled when the refresh is ended from code or the session goes
    /// away.
    case perform(@Sendable () async throws -> RefreshOutcome)
    /// The host runs the work when it gets `.actionStarted` and reports its end with
    /// `finishRefresh(_:trigger:outcome:time:)` (a script, a callback-based API).
    case manual

    /// Work that succeeds when it returns: `.perform` with the outcome `.success`.
    public static func run(_ work: @escaping @Sendable () async throws -> Void) -> Action {
      .perform {
        try await work()
        return .success
      }
    }
  }

  /// Who moves the content.
  public enum Scrolling: Sendable {
    /// Swell's `ScrollPhysics` with these constants (UIScrollView's by default): the host
    /// feeds drags and wheel steps.
    case simulated(ScrollPhysics.Configuration = ScrollPhysics.Configuration())
    /// The host's own scroll view: it reports offsets and applies the inset effects.
    case observed
  }

  /// Something the host must do, or may want to know, after a call. Effects come in the order
  /// they happened; each names its edge.
  public enum Effect: Hashable, Sendable {
    /// The control's state changed (progress changes within `pulling` are not reported).
    case stateChanged(RefreshEdge, from: RefreshState, to: RefreshState)
    /// The pull reached the trigger distance with the finger down: releasing now refreshes.
    /// Once per crossing; a good moment for a haptic.
    case armed(RefreshEdge)
    /// The pull went back under the trigger distance after arming. Once per crossing.
    case disarmed(RefreshEdge)
    /// The inset the control adds at its edge is now `inset` points, reached by `transition`.
    /// An `.observed` host sets its scroll view's inset at that edge to the user's own plus
    /// this; a `.simulated` session has already applied it.
    case refreshInsetChanged(RefreshEdge, inset: Double, transition: InsetTransition)
    /// A refresh started: a `.manual` host starts its work now; `.perform` work already runs.
    case actionStarted(RefreshEdge, RefreshTrigger)
    /// The refresh's work was cancelled: it was ended from code before the work returned.
    case actionCancelled(RefreshEdge, trigger: Int)
    /// The refresh ended with this outcome; the control now finishes.
    case refreshEnded(RefreshEdge, RefreshTrigger, RefreshOutcome)
    /// The control is idle and closed again after a refresh that ended well: its band shut,
    /// however long a finger held it open, the content took to settle, or another refresh
    /// started meanwhile ran. A host shows the time of the refresh that ended well in the
    /// last-updated line now; styles say "Just now" until then (`RefreshContext.justUpdated`).
    /// (A footer that rests in view, under content shorter than the viewport, may never
    /// close; only the header's matters to the line.)
    case backAtRest(RefreshEdge)
  }

  /// Identifies one action's task.
  struct TaskKey: Hashable {
    var edge: RefreshEdge
    var trigger: Int
  }

  /// Creates a session for the given controls (at most one per edge).
  ///
  /// - Parameters:
  ///   - controls: the header and/or the footer.
  ///   - scrolling: who moves the content.
  ///   - geometry: the scroll view's sizes and the user's insets at the start; a host that
  ///     learns them later passes placeholders and calls `resize` and `setUserInsets`.
  ///   - width: the drawing width of the controls (pt), the scroll view's width.
  ///   - startTime: the session's start (s); `RefreshContext.time` counts from here.
  ///   - onNeedsUpdate: called from an action's task (any thread) when it ended, so that the
  ///     host makes a call (e.g. requests a frame) at which the outcome takes effect.
  /// - Throws: `SwellError.invalidParameter` naming what is unusable: two controls at one
  ///   edge, a style distance (trigger ≤ 0, a negative refreshing height or finishing time, a
  ///   header height ≤ 0, any non-finite one), a configuration, the geometry (a viewport
  ///   height ≤ 0, a negative content height or inset), the width or the start time.
  public init(
    controls: [Control], scrolling: Scrolling = .simulated(),
    geometry: ScrollMetrics = ScrollMetrics(viewportHeight: 667, contentHeight: 2000),
    width: Double = 375, startTime: Double = 0, onNeedsUpdate: (@Sendable () -> Void)? = nil
  ) throws {
    try SwellError.check(width, "width", in: 0...SessionInput.extent.upperBound)
    try SwellError.check(geometry.viewportHeight, "viewportHeight", in: SessionInput.extent)
    try SwellError.check(geometry.contentHeight, "contentHeight", in: SessionInput.contentHeight)
    try SwellError.check(geometry.userInsetTop, "userInsetTop", in: SessionInput.inset)
    try SwellError.check(geometry.userInsetBottom, "userInsetBottom", in: SessionInput.inset)
    try SwellError.check(startTime, "startTime")
    var edges: Set<RefreshEdge> = []
    var machines: [EdgeControl] = []
    var actions: [RefreshEdge: Action] = [:]
    for control in controls {
      guard edges.insert(control.edge).inserted else {
        throw SwellError.invalidParameter(
          name: "controls", value: "two controls at the \(control.edge) edge",
          accepted: "at most one control per edge")
      }
      try Self.validate(control)
      machines.append(
        EdgeControl(
          machine: RefreshMachine(
            edge: control.edge, style: control.style, configuration: control.configuration,
            startTime: startTime, outOfData: control.startsWithNoMoreData),
          handoff: nil))
      actions[control.edge] = control.action
    }
    let physics = try ScrollPhysics(
      viewportHeight: geometry.viewportHeight, contentHeight: geometry.contentHeight,
      userInsetTop: geometry.userInsetTop, userInsetBottom: geometry.userInsetBottom,
      configuration: scrolling.physicsConfiguration ?? ScrollPhysics.Configuration(),
      time: startTime)
    let scroll: ScrollSource
    if scrolling.physicsConfiguration != nil {
      scroll = .simulated(physics)
    } else {
      scroll = .observed(
        ObservedScroll(geometry: geometry, contentOffset: -geometry.userInsetTop))
    }
    engine = RefreshEngine(
      scroll: scroll, controls: machines, width: width, reduceMotion: false,
      startTime: startTime)
    self.actions = actions
    self.onNeedsUpdate = onNeedsUpdate
  }

  /// A session with a header (or, with `edge: .bottom`, a footer) whose refresh runs `action`.
  ///
  ///     let session = try RefreshSession(style: WaveStyle()) { try await feed.reload() }
  ///
  /// - Throws: as `init(controls:scrolling:geometry:width:startTime:onNeedsUpdate:)`.
  public convenience init(
    style: any RefreshStyle, edge: RefreshEdge = .top,
    configuration: RefreshConfiguration? = nil,
    scrolling: Scrolling = .simulated(),
    geometry: ScrollMetrics = ScrollMetrics(viewportHeight: 667, contentHeight: 2000),
    width: Double = 375, onNeedsUpdate: (@Sendable () -> Void)? = nil,
    action: @escaping @Sendable () async throws -> Void
  ) throws {
    try self.init(
      controls: [Control(edge, style: style, configuration: configuration, action: .run(action))],
      scrolling: scrolling, geometry: geometry, width: width, onNeedsUpdate: onNeedsUpdate)
  }

  deinit {
    for task in tasks.values { task.cancel() }
  }

  private static func validate(_ control: Control) throws {
    let style = control.style
    try SwellError.checkPositive(style.headerHeight, "headerHeight")
    try SwellError.checkPositive(style.triggerDistance, "triggerDistance")
    try SwellError.check(
      style.refreshingHeight, "refreshingHeight", in: 0 ... .greatestFiniteMagnitude)
    try SwellError.check(
      style.finishingDuration, "finishingDuration", in: 0 ... .greatestFiniteMagnitude)
    try SwellError.check(style.finishingHold, "finishingHold", in: 0...style.finishingDuration)
    try SwellError.check(style.failureHold, "failureHold", in: 0 ... .greatestFiniteMagnitude)
    try control.configuration.validate()
  }

  // MARK: - Reading

  /// The time of the latest call (s).
  public var time: Double { engine.time }

  /// The edges the session has controls at, in the order given.
  public var edges: [RefreshEdge] { engine.controls.map(\.edge) }

  /// The style of the control at `edge`, nil when the session has none there.
  public func style(for edge: RefreshEdge) -> (any RefreshStyle)? {
    engine.index(of: edge).map { engine.controls[$0].style }
  }

  /// The state of the control at `edge` as of the latest call (`.idle` when there is none).
  public func state(_ edge: RefreshEdge) -> RefreshState {
    guard let index = engine.index(of: edge) else { return .idle }
    return engine.controls[index].machine.state
  }

  /// Where the control at `edge` stands as a loader: what a footer shows between pulls.
  public enum LoadState: Hashable, Sendable {
    /// Ready: nothing runs, and the latest load (if any) succeeded.
    case idle
    /// A refresh runs (refreshing) or has just ended and the control finishes.
    case loading
    /// The latest refresh failed with this message; it starts again on the next approach
    /// (or pull) or from code.
    case failed(message: String)
    /// The latest refresh said there is nothing more: nothing starts until
    /// `resetNoMoreData(_:time:)`.
    case noMoreData
  }

  /// The load state of the control at `edge` as of the latest call (`.idle` when there is
  /// none).
  public func loadState(_ edge: RefreshEdge) -> LoadState {
    guard let index = engine.index(of: edge) else { return .idle }
    let machine = engine.controls[index].machine
    if machine.isOutOfData { return .noMoreData }
    if machine.phase == .refreshing { return .loading }
    if case .failure(let message) = machine.outcome { return .failed(message: message) }
    return machine.phase == .finishing ? .loading : .idle
  }

  /// Whether the control at `edge` is hidden: a footer (or an automatic control) under content
  /// shorter than the viewport, unless its configuration shows it there. A host draws nothing
  /// for a hidden control.
  public func isHidden(_ edge: RefreshEdge) -> Bool {
    guard let index = engine.index(of: edge) else { return true }
    let machine = engine.controls[index].machine
    return machine.isHidden && machine.phase != .refreshing && machine.phase != .finishing
  }

  /// How many refreshes' works are running now (`.perform` actions, started and not ended).
  public var runningActionCount: Int { tasks.count }

  /// The sizes and the user's insets, as of the latest call.
  public var geometry: ScrollMetrics { engine.scroll.geometry }

  /// The content offset at `time` (pt, UIKit convention: negative when pulled down): where a
  /// `.simulated` host places its content; for `.observed`, the latest reported offset.
  public func contentOffset(time: Double) -> Double {
    engine.contentOffset(time: clamped(time))
  }

  /// Where the content comes to rest if no event intervenes (pt, as `contentOffset(time:)`):
  /// the end of a glide, a bounce or an animated `scroll(to:animated:time:)` — what a host
  /// adds a Page Down to while the previous one is still moving. Nil while a finger is down.
  public var targetContentOffset: Double? { engine.scroll.targetOffset }

  /// The refresh inset at `edge` at `time` (pt): animated when simulated, the latest request
  /// when observed.
  public func refreshInset(_ edge: RefreshEdge, time: Double) -> Double {
    engine.scroll.refreshInset(edge, time: clamped(time))
  }

  /// How far the content is pulled past `edge` at `time` (pt; see `ScrollMetrics`).
  public func pullDistance(_ edge: RefreshEdge, time: Double) -> Double {
    engine.pullDistance(edge, time: clamped(time))
  }

  /// Whether a finger is down on the content.
  public var isDragging: Bool { engine.scroll.isDragging }

  /// `time` as the session takes it: the latest time for an earlier or non-finite one.
  func clamped(_ time: Double) -> Double {
    time.isFinite ? max(time, engine.time) : engine.time
  }
}

extension RefreshSession.Scrolling {
  /// The physics constants when simulated.
  fileprivate var physicsConfiguration: ScrollPhysics.Configuration? {
    if case .simulated(let configuration) = self { return configuration }
    return nil
  }
}

// MARK: - For scripts

extension RefreshSession {
  /// Where the finger is at `time` (viewport coordinates, pt), nil when none is down.
  public func fingerLocation(time: Double) -> SwellPoint? {
    engine.scroll.fingerLocation(time: clamped(time))
  }

  /// The finger y (viewport coordinates, pt) that, with the current drag, pulls the content
  /// `pull` points past `edge`; nil when no finger drags a simulated content.
  func fingerY(showingPull pull: Double, at edge: RefreshEdge, time: Double) -> Double? {
    guard case .simulated(let physics) = engine.scroll else { return nil }
    return fingerY(showingOffset: physics.geometry.contentOffset(showingPull: pull, at: edge))
  }

  /// The finger y (viewport coordinates, pt) that, with the current drag, puts the content at
  /// `offset`; nil when no finger drags a simulated content.
  func fingerY(showingOffset offset: Double) -> Double? {
    guard case .simulated(let physics) = engine.scroll else { return nil }
    return physics.fingerY(showingOffset: offset)
  }

  /// The offsets (pt) at which the content rests at its top and at its end at `time`, refresh
  /// insets (a shown footer's, a refreshing header's) included.
  func restingOffsets(time: Double) -> (top: Double, end: Double) {
    let geometry = engine.scroll.geometry
    let top = -geometry.userInsetTop - engine.scroll.refreshInset(.top, time: time)
    let end = geometry.endOffset + engine.scroll.refreshInset(.bottom, time: time)
    return (top, max(top, end))
  }

  /// The refresh at `edge` whose work runs now, and when it started (s).
  func runningRefresh(at edge: RefreshEdge) -> (trigger: RefreshTrigger, startTime: Double)? {
    guard let index = engine.index(of: edge) else { return nil }
    let machine = engine.controls[index].machine
    guard machine.phase == .refreshing, machine.isActionRunning,
      let trigger = machine.currentTrigger
    else { return nil }
    return (trigger, machine.refreshStartTime)
  }
}
