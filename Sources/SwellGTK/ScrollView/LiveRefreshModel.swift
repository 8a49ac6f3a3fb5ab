import Swell

/// `ScrollPhysics` and a `RefreshController` fed together from live input, the way a
/// UIScrollView and its refresh control see the same touches.
///
/// Every call carries the time in seconds; the view guarantees it never runs backwards
/// (`FrameTimeline`), so the engine's time errors cannot occur and are dropped. The controller
/// asks for inset changes through its effects; they go straight to the physics, which owns the
/// content's motion.
@MainActor
final class LiveRefreshModel {
  private(set) var physics: ScrollPhysics
  let controller: RefreshController
  let style: any RefreshStyle
  /// Called with the new state after each phase change (pulling progress changes excluded).
  var onStateChange: ((RefreshState) -> Void)?
  /// The header's width as drawn (pt): the view's width.
  var headerWidth = 0.0
  /// Whether the header is drawn with reduced motion.
  var reduceMotion = false

  /// Fired when an action ended (from its task, on any thread): the host should schedule an
  /// `advance(to:)`, which picks up the result.
  let wake = WakeSignal()

  init(
    style: any RefreshStyle, configuration: RefreshConfiguration,
    action: @escaping @Sendable () async throws -> Void
  ) throws {
    self.style = style
    // Sizes are placeholders until the first layout (`resize`).
    physics = try ScrollPhysics(viewportHeight: 1, contentHeight: 0)
    controller = try RefreshController(
      style: style, configuration: configuration, onNeedsUpdate: { [wake] in wake.fire() },
      action: action)
  }

  /// The content offset at `time` (pt, UIKit convention: negative when pulled down).
  func contentOffset(at time: Double) -> Double {
    physics.contentOffset(at: time)
  }

  /// The state as of the latest event.
  var state: RefreshState { controller.state }

  /// Whether anything still changes after `time`: a finger down, content in motion, a refresh
  /// under way (its header animates), or an action whose end is still to be picked up.
  func isMoving(at time: Double) -> Bool {
    if physics.isDragging { return true }
    if let rest = physics.restTime, rest > time { return true }
    return controller.state != .idle || controller.runningActionCount > 0
  }

  /// The style's context at `time` for a header `width` points wide.
  func context(at time: Double) -> RefreshContext {
    controller.context(
      at: time, contentOffset: physics.contentOffset(at: time),
      finger: physics.fingerLocation(at: time), headerSize: headerSize, reduceMotion: reduceMotion)
  }

  private var headerSize: Size { Size(width: headerWidth, height: style.headerHeight) }

  // MARK: - Input

  func resize(viewportHeight: Double, contentHeight: Double, at time: Double) {
    if viewportHeight > 0, viewportHeight != physics.viewportHeight {
      try? physics.setViewportHeight(viewportHeight, time: time)
    }
    if contentHeight >= 0, contentHeight != physics.contentHeight {
      try? physics.setContentHeight(contentHeight, time: time)
    }
    observe(at: time)
  }

  func beginDrag(at location: Point, time: Double) {
    let before = physics
    try? physics.beginDrag(at: location, time: time)
    observe(at: time)
    sendTouch(.dragBegan, at: time, before: before)
  }

  func drag(to location: Point, time: Double) {
    try? physics.drag(to: location, time: time)
    observe(at: time)
  }

  /// The finger lifts moving at `velocity` (pt/s, positive = downward).
  func endDrag(velocity: Double, time: Double) {
    let before = physics
    try? physics.endDrag(velocity: velocity, time: time)
    observe(at: time)
    // The content's own velocity (slower than the finger on the rubber band), downward > 0.
    sendTouch(.dragEnded(velocity: -physics.velocity(at: time)), at: time, before: before)
  }

  /// Scrolls by `delta` points (positive = toward the end) without passing an edge: a mouse
  /// wheel, which in UIKit terms is a drag that cannot overscroll and does not fling.
  func scroll(by delta: Double, time: Double) {
    guard !physics.isDragging, delta.isFinite, delta != 0 else { return }
    let offset = physics.contentOffset(at: time)
    let target = min(max(offset + delta, physics.minimumOffset), physics.maximumOffset)
    guard target != offset else { return }
    try? physics.beginDrag(at: Point(x: 0, y: 0), time: time)
    try? physics.drag(to: Point(x: 0, y: offset - target), time: time)
    try? physics.endDrag(velocity: 0, time: time)
    observe(at: time)
  }

  func beginRefreshing(animated: Bool, at time: Double) {
    send(.beginRefreshing(animated: animated), at: time)
  }

  func endRefreshing(at time: Double) {
    send(.endRefreshing, at: time)
  }

  /// Lets time pass: the physics moves on, the controller sees the new offset and picks up
  /// finished actions and due transitions.
  func advance(to time: Double) {
    try? physics.advance(to: time)
    observe(at: time)
  }

  // MARK: - Plumbing

  private func observe(at time: Double) {
    send(.contentOffset(physics.contentOffset(at: time)), at: time)
  }

  private func send(_ event: RefreshEvent, at time: Double) {
    guard let effects = try? controller.handle(event, at: time) else { return }
    apply(effects, at: time)
  }

  /// A touch event, with what the header showed just before it (the physics `before` the
  /// touch), so that a motion it interrupts continues from where it was drawn.
  private func sendTouch(_ event: RefreshEvent, at time: Double, before: ScrollPhysics) {
    guard
      let effects = try? controller.handleTouch(
        event, at: time, style: style, contentOffset: before.contentOffset(at: time),
        finger: before.fingerLocation(at: time), headerSize: headerSize,
        reduceMotion: reduceMotion)
    else { return }
    apply(effects, at: time)
  }

  private func apply(_ effects: [RefreshEffect], at time: Double) {
    for effect in effects {
      switch effect {
      case .setRefreshInset(let inset, let transition):
        try? physics.setRefreshInset(inset, transition: transition, time: time)
      case .stateChanged(_, let to):
        onStateChange?(to)
      case .startAction, .cancelAction:
        break  // the controller runs and cancels its tasks itself
      }
    }
  }
}

/// Carries "an action ended" from the action's task to the main actor, where the GLib loop
/// runs it (through `MainQueueBridge`). The controller needs the callback before the view that
/// handles it exists; the view installs its handler afterwards.
@MainActor
final class WakeSignal {
  /// What to do on the main actor; the view starts its frame clock.
  var handler: (@MainActor () -> Void)?

  /// Callable from any thread.
  nonisolated func fire() {
    Task { @MainActor in self.handler?() }
  }
}
