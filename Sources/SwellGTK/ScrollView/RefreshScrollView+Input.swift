internal import CGtk
import Swell

extension RefreshScrollView {
  /// Drag (mouse and touch) and scroll (wheel and touchpad) controllers on the view.
  func installInput() {
    if let drag = gtk_gesture_drag_new() {
      dragController = drag
      let instance = UnsafeMutableRawPointer(drag)
      GSignal.connect(instance, "drag-begin") { [weak self] (x: Double, y: Double) in
        self?.dragBegan(x: x, y: y)
      }
      GSignal.connect(instance, "drag-update") { [weak self] (dx: Double, dy: Double) in
        self?.dragMoved(dx: dx, dy: dy)
      }
      GSignal.connect(instance, "drag-end") { [weak self] (dx: Double, dy: Double) in
        self?.dragEnded(dx: dx, dy: dy)
      }
      gtk_widget_add_controller(overlay, drag)
    }
    let flags = GtkEventControllerScrollFlags(
      GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
    if let scroll = gtk_event_controller_scroll_new(flags) {
      scrollController = scroll
      let instance = UnsafeMutableRawPointer(scroll)
      GSignal.connect(instance, "scroll") { [weak self] (dx: Double, dy: Double) -> Bool in
        self?.scrolled(dy: dy) ?? false
      }
      GSignal.connect(instance, "decelerate") { [weak self] (vx: Double, vy: Double) in
        self?.touchpadEnded(velocity: vy)
      }
      gtk_widget_add_controller(overlay, scroll)
    }
  }

  // MARK: - Drag: the finger moves the content

  /// Event time of the controller's current event (s): the windowing system's millisecond
  /// timestamps, which space samples exactly for the release velocity.
  private func eventSeconds(_ controller: OpaquePointer?) -> Double {
    guard let controller else { return 0 }
    return Double(gtk_event_controller_get_current_event_time(controller)) / 1000
  }

  private func dragBegan(x: Double, y: Double) {
    dragStart = SwellPoint(x: x, y: y)
    fingerVelocity.reset()
    fingerVelocity.add(position: y, time: eventSeconds(dragController))
    let start = dragStart
    recordTouchDown(at: start, time: now())
    run { session, time in session.beginDrag(at: start, time: time) }
  }

  private func dragMoved(dx: Double, dy: Double) {
    let finger = SwellPoint(x: dragStart.x + dx, y: dragStart.y + dy)
    fingerVelocity.add(position: finger.y, time: eventSeconds(dragController))
    run { session, time in session.drag(to: finger, time: time) }
    recordMove(time: session.time)
  }

  private func dragEnded(dx: Double, dy: Double) {
    let finger = SwellPoint(x: dragStart.x + dx, y: dragStart.y + dy)
    let eventTime = eventSeconds(dragController)
    fingerVelocity.add(position: finger.y, time: eventTime)
    let velocity = fingerVelocity.velocity(time: eventTime)
    run { session, time in session.drag(to: finger, time: time) }
    recordMove(time: session.time)
    recordRelease(velocity: velocity, time: session.time)
    run { session, time in session.endDrag(velocity: velocity, time: time) }
  }

  // MARK: - Scroll: wheel steps and touchpad pans

  /// A touchpad reports pixel deltas (`GDK_SCROLL_UNIT_SURFACE`) between `scroll-begin` and
  /// `scroll-end`, then `decelerate` with the release velocity: treated as a finger on the
  /// content (rubber band, pull to refresh). A wheel reports steps: they scroll within the
  /// bounds, as a wheel does on every platform.
  private func scrolled(dy: Double) -> Bool {
    guard let scrollController, dy.isFinite else { return false }
    if gtk_event_controller_scroll_get_unit(scrollController) == GDK_SCROLL_UNIT_SURFACE {
      if touchpadFinger == nil {
        let start = SwellPoint(x: viewportSize.width / 2, y: viewportSize.height / 2)
        touchpadFinger = start
        run { session, time in session.beginDrag(at: start, time: time) }
      }
      // Scrolling down (dy > 0) moves the content up, as a finger moving up would.
      let finger = SwellPoint(x: touchpadFinger?.x ?? 0, y: (touchpadFinger?.y ?? 0) - dy)
      touchpadFinger = finger
      run { session, time in session.drag(to: finger, time: time) }
    } else {
      // A step the content cannot take (at its top going up, at its end going down) is also
      // left to whatever scrolls around the view, so a nested view hands the wheel on.
      let before = displayedOffset
      let delta = dy * wheelStep
      run { session, time in session.scroll(by: delta, time: time) }
      return displayedOffset != before
    }
    return true
  }

  /// `decelerate` follows `scroll-end`; its velocity is in surface units per second with the
  /// scroll's sign (GTK's documentation says per millisecond; its code divides by ms × 1000).
  private func touchpadEnded(velocity: Double) {
    guard touchpadFinger != nil else { return }
    touchpadFinger = nil
    let release = velocity.isFinite ? -velocity : 0
    run { session, time in session.endDrag(velocity: release, time: time) }
  }

  /// Points per wheel notch: GTK's scrolled window moves about this much per step.
  private var wheelStep: Double { 60 }
}
