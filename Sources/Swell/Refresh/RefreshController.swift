/// Runs a pull-to-refresh: a `RefreshMachine` plus the refresh action, `async throws` or a
/// plain callback, started exactly once per trigger.
///
/// The host feeds what it observes (offsets, drags, the user's inset) with times in seconds,
/// applies the inset requests it gets back (`onRefreshInsetChange` or the returned effects),
/// and draws `context(at:…)`. An action runs in its own task; when it returns or throws, the
/// result takes effect at the next event or `advance(to:)` (call that every frame, or on
/// `onNeedsUpdate`). A thrown error is reported (`onActionError`, `actionFailures`) and the
/// header ends all the same. Actions still running when the controller goes away are
/// cancelled.
///
///     let controller = try RefreshController(style: WaveStyle()) {
///       try await feed.reload()
///     }
///     controller.onRefreshInsetChange = { inset, transition in /* animate the view's inset */ }
///     try controller.handle(.dragBegan, at: t0)
///     try controller.handle(.contentOffset(-120), at: t1)
///     try controller.handle(.dragEnded(velocity: 0), at: t1)  // armed → refreshing
///
/// Not thread-safe: use it from one thread or actor (the UI's). `RefreshCompletion` may be
/// used from anywhere.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class RefreshController {
  private enum Action {
    case async(@Sendable () async throws -> Void)
    case callback((RefreshCompletion) -> Void)
  }

  /// The deterministic core, as of the latest event.
  public private(set) var machine: RefreshMachine
  /// Called for each state change (from, to), during `handle`.
  public var onStateChange: ((RefreshState, RefreshState) -> Void)?
  /// Called when the inset the header adds should change: set the view's top inset to the
  /// user's own plus `inset` (pt), animated by the transition.
  public var onRefreshInsetChange: ((Double, InsetTransition) -> Void)?
  /// Called, during `handle`, when an action threw.
  public var onActionError: ((RefreshActionFailure) -> Void)?
  /// Every action that threw, as a stream (buffers the latest 64 when nobody listens).
  public let actionFailures: AsyncStream<RefreshActionFailure>

  private let action: Action
  private let inbox = RefreshActionInbox()
  private let onNeedsUpdate: (@Sendable () -> Void)?
  private let failureContinuation: AsyncStream<RefreshActionFailure>.Continuation
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var cancelled: Set<Int> = []

  /// Creates a controller whose refresh action is `async throws`: refreshing lasts until it
  /// returns or throws (and at least the configured minimum).
  ///
  /// - Parameters:
  ///   - style: gives the trigger distance, refreshing height and finishing duration.
  ///   - configuration: trigger mode, minimum refreshing time, transitions.
  ///   - userInsetTop: the user's top inset at the start (pt).
  ///   - startTime: the controller's start (s).
  ///   - onNeedsUpdate: called from the action's task when it ended, so that the host can
  ///     schedule an `advance(to:)` (e.g. request a frame).
  ///   - action: the work of one refresh.
  public convenience init(
    style: any RefreshStyle, configuration: RefreshConfiguration = RefreshConfiguration(),
    userInsetTop: Double = 0, startTime: Double = 0,
    onNeedsUpdate: (@Sendable () -> Void)? = nil,
    action: @escaping @Sendable () async throws -> Void
  ) throws {
    try self.init(
      machine: RefreshMachine(
        style: style, configuration: configuration, userInsetTop: userInsetTop,
        startTime: startTime),
      onNeedsUpdate: onNeedsUpdate, action: .async(action))
  }

  /// Creates a controller with a plain callback: `onRefresh` is called once per trigger, on
  /// the thread that fed the event, and the refresh lasts until its `RefreshCompletion` is
  /// called (or code ends it).
  public convenience init(
    style: any RefreshStyle, configuration: RefreshConfiguration = RefreshConfiguration(),
    userInsetTop: Double = 0, startTime: Double = 0,
    onNeedsUpdate: (@Sendable () -> Void)? = nil,
    onRefresh: @escaping (RefreshCompletion) -> Void
  ) throws {
    try self.init(
      machine: RefreshMachine(
        style: style, configuration: configuration, userInsetTop: userInsetTop,
        startTime: startTime),
      onNeedsUpdate: onNeedsUpdate, action: .callback(onRefresh))
  }

  /// Creates a controller around an existing machine with an `async throws` action.
  public convenience init(
    machine: RefreshMachine, onNeedsUpdate: (@Sendable () -> Void)? = nil,
    action: @escaping @Sendable () async throws -> Void
  ) {
    self.init(machine: machine, onNeedsUpdate: onNeedsUpdate, action: .async(action))
  }

  private init(
    machine: RefreshMachine, onNeedsUpdate: (@Sendable () -> Void)?, action: Action
  ) {
    self.machine = machine
    self.onNeedsUpdate = onNeedsUpdate
    self.action = action
    (actionFailures, failureContinuation) = AsyncStream.makeStream(
      of: RefreshActionFailure.self, bufferingPolicy: .bufferingNewest(64))
  }

  deinit {
    for task in tasks.values { task.cancel() }
    failureContinuation.finish()
  }

  /// The state as of the latest event.
  public var state: RefreshState { machine.state }

  /// The inset the header adds above the content (pt), as last requested.
  public var refreshInset: Double { machine.refreshInset }

  /// How many actions are running now (started, neither finished nor cancelled).
  public var runningActionCount: Int { tasks.count }

  /// Handles `event` at `time` (s): first the results of actions that ended since the latest
  /// event, then the event. Returns the effects, already performed (callbacks called, actions
  /// started or cancelled).
  ///
  /// - Throws: `SwellError.timeWentBackwards` or `.invalidParameter` for a bad time; nothing
  ///   changes then.
  @discardableResult
  public func handle(_ event: RefreshEvent, at time: Double) throws -> [RefreshEffect] {
    try process(event, at: time, touch: nil)
  }

  /// Handles a touch event (`.dragBegan`, `.dragEnded`) like `handle(_:at:)`, first recording
  /// what `style` drew just before it (see `RefreshMachine.handleTouch`), so that a motion
  /// the touch interrupts — the elastic curtain's swing — continues from where it was drawn.
  ///
  /// - Parameters: `contentOffset` and `finger` describe the instant just before the event
  ///   (pt, viewport coordinates); `headerSize` and `reduceMotion` as the host draws.
  @discardableResult
  public func handleTouch(
    _ event: RefreshEvent, at time: Double, style: any RefreshStyle, contentOffset: Double?,
    finger: Point?, headerSize: Size, reduceMotion: Bool = false
  ) throws -> [RefreshEffect] {
    try process(
      event, at: time,
      touch: TouchDrawing(
        style: style, contentOffset: contentOffset, finger: finger, headerSize: headerSize,
        reduceMotion: reduceMotion))
  }

  /// How the host draws at a touch event, for the style's handoff.
  private struct TouchDrawing {
    var style: any RefreshStyle
    var contentOffset: Double?
    var finger: Point?
    var headerSize: Size
    var reduceMotion: Bool
  }

  private func process(_ event: RefreshEvent, at time: Double, touch: TouchDrawing?) throws
    -> [RefreshEffect]
  {
    try SwellError.check(time, "time")
    guard time >= machine.time else {
      throw SwellError.timeWentBackwards(from: machine.time, to: time)
    }
    var effects: [RefreshEffect] = []
    for message in inbox.drain() {
      switch message {
      case .endRequested:
        effects += try run(.endRefreshing, at: time)
      case .finished(let id, let error):
        let trigger = machine.currentTrigger?.id == id ? machine.currentTrigger : nil
        tasks[id] = nil
        if cancelled.remove(id) == nil, let error {
          report(
            RefreshActionFailure(
              trigger: trigger ?? RefreshTrigger(id: id, cause: .programmatic), error: error))
        }
        effects += try run(.actionFinished(trigger: id), at: time)
      }
    }
    effects += try run(event, at: time, touch: touch)
    return effects
  }

  /// Lets time pass to `time` (s): picks up finished actions and fires due transitions.
  @discardableResult
  public func advance(to time: Double) throws -> [RefreshEffect] {
    try handle(.tick, at: time)
  }

  /// Starts a refresh from code at `time` (s), showing the header (animated or at once).
  /// Does nothing while refreshing or finishing.
  @discardableResult
  public func beginRefreshing(animated: Bool = true, at time: Double) throws -> [RefreshEffect] {
    try handle(.beginRefreshing(animated: animated), at: time)
  }

  /// Ends the refresh at `time` (s), cancelling its action if still running. Harmless when
  /// not refreshing.
  @discardableResult
  public func endRefreshing(at time: Double) throws -> [RefreshEffect] {
    try handle(.endRefreshing, at: time)
  }

  /// Ends the refresh at the next event or `advance(to:)`, for callers that hold no time.
  public func endRefreshing() {
    inbox.post(.endRequested)
    onNeedsUpdate?()
  }

  /// The context for a style at `time` (s); see `RefreshMachine.context(at:…)`.
  public func context(
    at time: Double, contentOffset: Double? = nil, finger: Point? = nil, headerSize: Size,
    reduceMotion: Bool = false
  ) -> RefreshContext {
    machine.context(
      at: time, contentOffset: contentOffset, finger: finger, headerSize: headerSize,
      reduceMotion: reduceMotion)
  }

  // MARK: - Effects

  private func run(_ event: RefreshEvent, at time: Double, touch: TouchDrawing? = nil) throws
    -> [RefreshEffect]
  {
    let effects: [RefreshEffect]
    if let touch {
      effects = try machine.handleTouch(
        event, at: time, style: touch.style, contentOffset: touch.contentOffset,
        finger: touch.finger, headerSize: touch.headerSize, reduceMotion: touch.reduceMotion)
    } else {
      effects = try machine.handle(event, at: time)
    }
    for effect in effects { perform(effect) }
    return effects
  }

  private func perform(_ effect: RefreshEffect) {
    switch effect {
    case .stateChanged(let from, let to):
      onStateChange?(from, to)
    case .setRefreshInset(let inset, let transition):
      onRefreshInsetChange?(inset, transition)
    case .startAction(let trigger):
      start(trigger)
    case .cancelAction(let id):
      // The refresh was ended from code: whatever its action still reports is ignored.
      cancelled.insert(id)
      tasks.removeValue(forKey: id)?.cancel()
    }
  }

  private func start(_ trigger: RefreshTrigger) {
    let inbox = self.inbox
    let wake = onNeedsUpdate
    switch action {
    case .async(let work):
      tasks[trigger.id] = Task {
        var failure: (any Error)?
        do { try await work() } catch { failure = error }
        inbox.post(.finished(trigger: trigger.id, error: failure))
        wake?()
      }
    case .callback(let onRefresh):
      onRefresh(RefreshCompletion(trigger: trigger, inbox: inbox, wake: wake))
    }
  }

  private func report(_ failure: RefreshActionFailure) {
    onActionError?(failure)
    failureContinuation.yield(failure)
  }
}
