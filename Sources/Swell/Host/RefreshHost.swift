/// The loop every platform host shares, around one `RefreshSession`: calls whose effects are
/// delivered in order and never re-entered, frames that say where the content goes and where
/// each control draws, and whether another frame is needed.
///
///     let host = try RefreshHost(controls: [.init(.top, style: WaveStyle(), action: .run(reload))])
///     host.onEffect = { effect in … }                      // haptics, announcements, insets
///     host.perform(time: t) { $0.beginDrag(at: finger, time: $1) }
///     let frame = host.frame(time: t)                      // on every display frame
///     for control in frame.controls { draw(control.scene, with: control.placement) }
///     if !frame.needsNextFrame { pauseDisplayLink() }
///
/// A platform host is then glue: it turns its events into `perform` calls, draws each
/// `ControlFrame`, and runs its display link while `needsNextFrame` says so. Velocity
/// (`VelocityTracker`), time (`HostClock`), placement (`ControlPlacement`), announcements
/// (`RefreshAnnouncement`) and an observed scroll view's insets (`ObservedInsets`) are the
/// kit's other parts. Not thread-safe, like the session: use it from the UI's thread.
public final class RefreshHost {
  /// The session the host drives.
  public let session: RefreshSession
  /// Called with every effect of every call, in order. A call made from here (ending a
  /// refresh as it starts, resetting a footer when the header's refresh ends) waits until
  /// every effect of the current call is delivered, then runs.
  public var onEffect: ((RefreshSession.Effect) -> Void)?
  private var isDelivering = false
  private var queued: [(RefreshSession, Double) -> [RefreshSession.Effect]] = []

  /// A host for a session that already exists.
  public init(session: RefreshSession) {
    self.session = session
  }

  /// A host for the given controls, with placeholder sizes until the host's first layout
  /// (`perform(time:) { $0.resize(…) }`).
  ///
  /// - Throws: as `RefreshSession.init(controls:scrolling:geometry:width:startTime:onNeedsUpdate:)`.
  public convenience init(
    controls: [RefreshSession.Control], scrolling: RefreshSession.Scrolling = .simulated(),
    onNeedsUpdate: (@Sendable () -> Void)? = nil
  ) throws {
    try self.init(
      session: RefreshSession(
        controls: controls, scrolling: scrolling,
        geometry: ScrollMetrics(viewportHeight: 1, contentHeight: 0), width: 0,
        onNeedsUpdate: onNeedsUpdate))
  }

  /// Makes `call` on the session at `time` (s) and delivers its effects. From inside
  /// `onEffect` the call is queued instead and made, at the session's latest time, once the
  /// current call's effects are all delivered.
  public func perform(
    time: Double, _ call: @escaping (RefreshSession, Double) -> [RefreshSession.Effect]
  ) {
    queued.append(call)
    guard !isDelivering else { return }
    var time = time
    while !queued.isEmpty {
      let next = queued.removeFirst()
      deliver(next(session, time))
      time = session.time
    }
  }

  /// Brings the session to `time` (s), delivering what happened on the way, and says what to
  /// show then.
  public func frame(time: Double) -> HostFrame {
    perform(time: time) { session, time in session.advance(to: time) }
    let t = session.time
    let offset = session.contentOffset(time: t)
    let metrics = session.geometry
    let controls = session.edges.compactMap { edge -> ControlFrame? in
      guard let scene = session.scene(for: edge, time: t) else { return nil }
      return ControlFrame(
        edge: edge, scene: scene,
        placement: ControlPlacement(
          edge: edge, sceneHeight: scene.size.height, contentOffset: offset, metrics: metrics))
    }
    return HostFrame(
      time: t, contentOffset: offset, contentOpacity: session.contentOpacity(time: t),
      controls: controls, needsNextFrame: needsFrames)
  }

  /// Whether anything moves or animates after the latest call: run the display link.
  public var needsFrames: Bool { session.nextUpdate(after: session.time) != nil }

  private func deliver(_ effects: [RefreshSession.Effect]) {
    isDelivering = true
    defer { isDelivering = false }
    for effect in effects { onEffect?(effect) }
  }
}

/// What a host shows at one instant (`RefreshHost.frame(time:)`).
public struct HostFrame: Sendable {
  /// The session time of the frame (s).
  public var time: Double
  /// Where the content is (pt, UIKit convention): a simulated host places its content here.
  public var contentOffset: Double
  /// The opacity to give the content, 0…1 (bounce fades the list while pulling).
  public var contentOpacity: Double
  /// Each visible control's drawing, in the session's edge order; hidden ones are left out.
  public var controls: [ControlFrame]
  /// Whether another frame is needed after this one.
  public var needsNextFrame: Bool

  /// The drawing of the control at `edge`, nil when it is hidden or absent.
  public func control(_ edge: RefreshEdge) -> ControlFrame? {
    controls.first { $0.edge == edge }
  }
}

/// One control's drawing in a frame: its scene and where it goes.
public struct ControlFrame: Sendable {
  /// The control's edge.
  public var edge: RefreshEdge
  /// What it draws, in its own coordinates.
  public var scene: SwellScene
  /// Where: the uncovered band and the scene's transform, in content coordinates.
  public var placement: ControlPlacement
}
