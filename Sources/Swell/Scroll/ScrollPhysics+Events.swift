// The events that move the content. Each takes its time in seconds and any input: a time
// earlier than the latest event's (or not finite) counts as the latest, and a value the model
// cannot use (a non-finite location, a negative inset, a bad transition) is ignored, as
// `RefreshSession` takes its input. So there is one form of each event, for a host and for the
// session alike, and none can fail.

extension ScrollPhysics {
  /// Moves the model's clock to `time` (s) without an event; returns the time it moved to
  /// (the latest event's when `time` is earlier or not finite).
  @discardableResult
  public mutating func advance(to time: Double) -> Double {
    if time.isFinite, time > self.time { self.time = time }
    settleMotion()
    return self.time
  }

  /// A finger touches the content at `location` (viewport coordinates, pt) at `time` (s).
  ///
  /// Moving content stops where it is, as UIScrollView stops when touched. A non-finite
  /// location is ignored; a second touch while one is down takes over from it.
  public mutating func beginDrag(at location: SwellPoint, time: Double) {
    let time = advance(to: time)
    guard location.isFinite else { return }
    let offset = contentOffset(time: time)
    finger = FingerTrack(at: location, time: time)
    motion = .dragging(anchor(offset: offset, fingerY: location.y))
  }

  /// The finger moves to `location` (viewport coordinates, pt) at `time` (s).
  ///
  /// Ignored when no finger is down or the location is not finite.
  public mutating func drag(to location: SwellPoint, time: Double) {
    let time = advance(to: time)
    guard location.isFinite, finger != nil else { return }
    finger = FingerTrack(at: location, time: time)
  }

  /// The finger moves from where it is at `time` to `location` over `duration` seconds along
  /// `curve`: a scripted drag, evaluated in closed form at any instant. A negative or
  /// non-finite duration counts as 0 (the finger is there at once).
  public mutating func drag(
    to location: SwellPoint, over duration: Double, curve: TimingCurve = .linear, time: Double
  ) {
    let time = advance(to: time)
    let duration = duration.isFinite ? max(duration, 0) : 0
    guard location.isFinite, let track = finger else { return }
    finger = FingerTrack(
      from: track.location(time: time), to: location, startTime: time, endTime: time + duration,
      curve: curve)
  }

  /// The finger lifts at `time` (s), moving at `velocity` (pt/s, positive = downward, the
  /// direction that pulls the content down).
  ///
  /// Past an edge the content moves slower than the finger (the rubber band's slope); inside
  /// the bounds it decelerates, outside it springs back. A non-finite velocity counts as 0.
  public mutating func endDrag(velocity: Double, time: Double) {
    let time = advance(to: time)
    guard finger != nil, case .dragging(let anchor) = motion else { return }
    let offset = contentOffset(time: time)
    let fingerVelocity = velocity.isFinite ? velocity : 0
    let unbounded = unband(
      offset, minimumOffset: anchor.minimumOffset, maximumOffset: anchor.maximumOffset)
    var slope = 1.0
    if unbounded < anchor.minimumOffset {
      slope = configuration.rubberBand.slope(
        atOverscroll: anchor.minimumOffset - unbounded, dimension: viewportHeight)
    } else if unbounded > anchor.maximumOffset {
      slope = configuration.rubberBand.slope(
        atOverscroll: unbounded - anchor.maximumOffset, dimension: viewportHeight)
    }
    finger = nil
    motion = plannedMotion(from: offset, velocity: -fingerVelocity * slope, time: time)
  }

  /// Scrolls by `delta` points (positive toward the end) at `time` (s), within the bounds and
  /// without momentum: a mouse wheel's step. Ignored while a finger is down.
  public mutating func scroll(by delta: Double, time: Double) {
    let time = advance(to: time)
    guard finger == nil, delta.isFinite, delta != 0 else { return }
    let offset = contentOffset(time: time)
    let target = min(max(offset + delta, minimumOffset), maximumOffset)
    guard target != offset else { return }
    motion = plannedMotion(from: target, velocity: 0, time: time)
  }

  /// Scrolls to the content offset `offset` (pt, within the bounds) at `time` (s), at once or
  /// animated. Ignored while a finger is down or for a non-finite offset.
  public mutating func scroll(to offset: Double, animated: Bool, time: Double) {
    let time = advance(to: time)
    guard finger == nil, offset.isFinite else { return }
    let target = min(max(offset, minimumOffset), maximumOffset)
    let current = contentOffset(time: time)
    guard animated else {
      motion = plannedMotion(from: target, velocity: 0, time: time)
      return
    }
    motion = .bouncing(
      animatedScroll(from: current, to: target, velocity: velocity(time: time), time: time))
  }

  /// A spring from `offset` to `target`, ending pinned when `target` is an edge and at rest
  /// there otherwise.
  func animatedScroll(from offset: Double, to target: Double, velocity: Double, time: Double)
    -> Bounce
  {
    if abs(target - minimumOffset) <= 1e-9 {
      return bounce(from: offset, to: .top, velocity: velocity, time: time)
    }
    if abs(target - maximumOffset) <= 1e-9 {
      return bounce(from: offset, to: .bottom, velocity: velocity, time: time)
    }
    let spring = configuration.bounce
    let animation = SpringAnimation(
      spring: spring, from: offset, to: target, initialVelocity: velocity, startTime: time)
    let settle =
      time + springSettlingTime(spring, displacement: target - offset, velocity: velocity)
    return Bounce(animation: animation, startTime: time, settleTime: settle, pinnedEdge: nil)
  }

  /// Asks for a refresh inset of `inset` points (≥ 0) at `edge`, reached by `transition` from
  /// the current animated value, at `time` (s). A negative or non-finite inset, or a transition
  /// that `InsetTransition.validate()` refuses, is ignored.
  ///
  /// Content resting against that edge follows the inset smoothly; content pulled past the new
  /// edge keeps its offset (a drag is anchored again; released content springs to the new
  /// edge).
  public mutating func setRefreshInset(
    _ inset: Double, at edge: RefreshEdge, transition: InsetTransition, time: Double
  ) {
    let time = advance(to: time)
    guard inset.isFinite, inset >= 0, (try? transition.validate()) != nil else { return }
    let offset = contentOffset(time: time)
    let velocity = velocity(time: time)
    let animation = InsetAnimation(
      from: self.inset(edge), to: inset, transition: transition, at: time)
    switch edge {
    case .top: topInset = animation
    case .bottom: bottomInset = animation
    }
    boundsChanged(offset: offset, velocity: velocity, at: time, movedEdge: edge)
  }

  /// The user's own inset (safe area included, pt, ≥ 0) changes at `time` (s). Content resting
  /// at the top stays at the (new) top. Ignored unless both are finite and ≥ 0.
  public mutating func setUserInset(top: Double, bottom: Double, time: Double) {
    let time = advance(to: time)
    guard top.isFinite, top >= 0, bottom.isFinite, bottom >= 0 else { return }
    let offset = contentOffset(time: time)
    let velocity = velocity(time: time)
    userInsetTop = top
    userInsetBottom = bottom
    boundsChanged(offset: offset, velocity: velocity, at: time, movedEdge: nil)
  }

  /// The content's height (pt, ≥ 0) changes at `time` (s). Ignored unless finite and ≥ 0.
  public mutating func setContentHeight(_ height: Double, time: Double) {
    let time = advance(to: time)
    guard height.isFinite, height >= 0 else { return }
    let offset = contentOffset(time: time)
    let velocity = velocity(time: time)
    contentHeight = height
    boundsChanged(offset: offset, velocity: velocity, at: time, movedEdge: nil)
  }

  /// The viewport's height (pt, > 0) changes at `time` (s). Ignored unless finite and > 0.
  public mutating func setViewportHeight(_ height: Double, time: Double) {
    let time = advance(to: time)
    guard height.isFinite, height > 0 else { return }
    let offset = contentOffset(time: time)
    let velocity = velocity(time: time)
    viewportHeight = height
    boundsChanged(offset: offset, velocity: velocity, at: time, movedEdge: nil)
  }

  /// Replaces a bounce that has settled by the rest it ended in, so that later changes see
  /// content at rest (pinned to its edge, following the inset) rather than a spring.
  private mutating func settleMotion() {
    let bounce: Bounce
    switch motion {
    case .bouncing(let b): bounce = b
    case .decelerating(let glide):
      guard let b = glide.bounce else { return }
      bounce = b
    default: return
    }
    guard time >= bounce.settleTime else { return }
    motion = bounce.pinnedEdge.map { .pinned($0) } ?? .resting(bounce.animation.target)
  }

  /// Re-plans the motion after the bounds changed, keeping offset and velocity continuous.
  /// `movedEdge` is the edge whose refresh inset changed, nil when sizes or the user's insets
  /// did.
  private mutating func boundsChanged(
    offset: Double, velocity: Double, at time: Double, movedEdge: RefreshEdge?
  ) {
    switch motion {
    case .pinned(.top):
      break  // the top stays the top: content there follows every change
    case .pinned(.bottom):
      // Content at the end follows the footer's inset; new content or a new size leaves it
      // where it is, as a table view does when rows are added below.
      if movedEdge != .bottom {
        motion =
          heldAboveTheEnd(offset: offset, time: time)
          ?? plannedMotion(from: offset, velocity: velocity, time: time)
      }
    case .dragging:
      motion = .dragging(anchor(offset: offset, fingerY: finger?.location(time: time).y ?? 0))
    case .resting:
      motion = plannedMotion(from: offset, velocity: 0, time: time)
    case .bouncing(let previous):
      // Rows came in below content on its way to the end (or holding above it): it stops
      // where they catch it, rather than glide on into them.
      // (A scroll from code towards the end, from inside, follows the end instead: "scroll to
      // the bottom" of a chat shows the newest rows.)
      if movedEdge == nil, previous.pinnedEdge == .bottom,
        previous.animation.origin >= previous.animation.target,
        let held = heldAboveTheEnd(offset: offset, time: time)
      {
        motion = held
        return
      }
      // A bounce keeps heading for its edge, wherever that edge has moved: content springing
      // back to the top stays on its way to the (new) top even if it is now inside the bounds.
      // A scroll from code to an offset that is no edge keeps its target, now within the
      // new bounds.
      guard let edge = previous.pinnedEdge else {
        let target = min(max(previous.animation.target, minimumOffset), maximumOffset)
        motion = .bouncing(
          animatedScroll(from: offset, to: target, velocity: velocity, time: time))
        return
      }
      motion = .bouncing(bounce(from: offset, to: edge, velocity: velocity, time: time))
    case .decelerating:
      motion = plannedMotion(from: offset, velocity: velocity, time: time)
    }
  }

  /// Content no further than the end, its footer's band maybe closing (rows just came in
  /// below): it stays where it is, as a table view leaves its offset when rows are inserted,
  /// when inside the end the band closes to; else, while the band closes, it holds until the
  /// closing end reaches it, and rests against the end from then on. Nil when the content is
  /// past the end now, or the band is opening (a spring may overshoot), which the usual
  /// bounce handles.
  private func heldAboveTheEnd(offset: Double, time: Double) -> Motion? {
    guard maximumOffset > minimumOffset, offset <= pinnedOffset(.bottom, at: time) + 1e-9
    else { return nil }
    if offset <= maximumOffset + 1e-9 {
      return plannedMotion(from: offset, velocity: 0, time: time)
    }
    // When the end reaches the content: a closing band's end falls from here (the hide is a
    // timing curve; an app's that overshoots may be caught at a later crossing, a few points
    // off), so a bisection finds it.
    guard bottomInset.to < bottomInset.value(time: time) else { return nil }
    var low = time
    var high = max(bottomInset.endTime, time)
    for _ in 0..<80 where high - low > 1e-9 {
      let mid = (low + high) / 2
      if pinnedOffset(.bottom, at: mid) > offset { low = mid } else { high = mid }
    }
    let still = SpringAnimation(
      spring: configuration.bounce, from: offset, to: offset, initialVelocity: 0,
      startTime: time)
    return .bouncing(
      Bounce(animation: still, startTime: time, settleTime: high, pinnedEdge: .bottom))
  }

  /// An anchor that shows `offset` with the finger at `fingerY`, against the current bounds.
  private func anchor(offset: Double, fingerY: Double) -> DragAnchor {
    let lo = minimumOffset
    let hi = maximumOffset
    return DragAnchor(
      unbounded: unband(offset, minimumOffset: lo, maximumOffset: hi), fingerY: fingerY,
      offset: offset, minimumOffset: lo, maximumOffset: hi)
  }
}
