extension ScrollPhysics {
  /// A finger touches the content at `location` (viewport coordinates, pt) at `time` (s).
  ///
  /// Moving content stops where it is, as UIScrollView stops when touched. A non-finite
  /// location is ignored; a second touch while one is down takes over from it.
  public mutating func beginDrag(at location: Point, time: Double) throws {
    try advance(to: time)
    guard location.isFinite else { return }
    let offset = contentOffset(at: time)
    finger = FingerTrack(at: location, time: time)
    motion = .dragging(anchor(offset: offset, fingerY: location.y))
  }

  /// The finger moves to `location` (viewport coordinates, pt) at `time` (s).
  ///
  /// Ignored when no finger is down or the location is not finite.
  public mutating func drag(to location: Point, time: Double) throws {
    try advance(to: time)
    guard location.isFinite, finger != nil else { return }
    finger = FingerTrack(at: location, time: time)
  }

  /// The finger moves from where it is at `time` to `location` over `duration` seconds along
  /// `curve`: a scripted drag, evaluated in closed form at any instant.
  ///
  /// - Throws: `SwellError.invalidParameter` for a negative or non-finite duration.
  public mutating func drag(
    to location: Point, over duration: Double, curve: TimingCurve = .linear, time: Double
  ) throws {
    try SwellError.check(duration, "duration", in: 0 ... .greatestFiniteMagnitude)
    try advance(to: time)
    guard location.isFinite, let track = finger else { return }
    finger = FingerTrack(
      from: track.location(at: time), to: location, startTime: time, endTime: time + duration,
      curve: curve)
  }

  /// The finger lifts at `time` (s), moving at `velocity` (pt/s, positive = downward, the
  /// direction that pulls the content down).
  ///
  /// Past an edge the content moves slower than the finger (the rubber band's slope); inside
  /// the bounds it decelerates, outside it springs back. A non-finite velocity counts as 0.
  public mutating func endDrag(velocity: Double, time: Double) throws {
    try advance(to: time)
    guard finger != nil, case .dragging(let anchor) = motion else { return }
    let offset = contentOffset(at: time)
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
    motion = plannedMotion(from: offset, velocity: -fingerVelocity * slope, at: time)
  }

  /// Asks for a refresh inset of `inset` points (≥ 0) above the content, reached by
  /// `transition` from the current animated value, at `time` (s).
  ///
  /// Content resting at the top follows the inset smoothly; content pulled past the new edge
  /// keeps its offset (a drag is anchored again; released content springs to the new edge).
  ///
  /// - Throws: `SwellError.invalidParameter` for a negative or non-finite inset or a bad
  ///   transition.
  public mutating func setRefreshInset(
    _ inset: Double, transition: InsetTransition, time: Double
  ) throws {
    try SwellError.check(inset, "inset", in: 0 ... .greatestFiniteMagnitude)
    try transition.validate()
    try advance(to: time)
    let offset = contentOffset(at: time)
    let velocity = velocity(at: time)
    self.inset = InsetAnimation(from: self.inset, to: inset, transition: transition, at: time)
    boundsChanged(offset: offset, velocity: velocity, at: time)
  }

  /// The user's own inset (safe area included, pt, ≥ 0) changes at `time` (s). Content resting
  /// at the top stays at the (new) top.
  public mutating func setUserInset(top: Double, bottom: Double, time: Double) throws {
    try SwellError.check(top, "top", in: 0 ... .greatestFiniteMagnitude)
    try SwellError.check(bottom, "bottom", in: 0 ... .greatestFiniteMagnitude)
    try advance(to: time)
    let offset = contentOffset(at: time)
    let velocity = velocity(at: time)
    userInsetTop = top
    userInsetBottom = bottom
    boundsChanged(offset: offset, velocity: velocity, at: time)
  }

  /// The content's height (pt, ≥ 0) changes at `time` (s).
  public mutating func setContentHeight(_ height: Double, time: Double) throws {
    try SwellError.check(height, "contentHeight", in: 0 ... .greatestFiniteMagnitude)
    try advance(to: time)
    let offset = contentOffset(at: time)
    let velocity = velocity(at: time)
    contentHeight = height
    boundsChanged(offset: offset, velocity: velocity, at: time)
  }

  /// The viewport's height (pt, > 0) changes at `time` (s).
  public mutating func setViewportHeight(_ height: Double, time: Double) throws {
    try SwellError.checkPositive(height, "viewportHeight")
    try advance(to: time)
    let offset = contentOffset(at: time)
    let velocity = velocity(at: time)
    viewportHeight = height
    boundsChanged(offset: offset, velocity: velocity, at: time)
  }

  /// Moves the model's clock to `time` (s) without an event.
  ///
  /// - Throws: `SwellError.timeWentBackwards` when `time` is before the latest event, and
  ///   `SwellError.invalidParameter` when it is not finite.
  public mutating func advance(to time: Double) throws {
    try SwellError.check(time, "time")
    guard time >= self.time else {
      throw SwellError.timeWentBackwards(from: self.time, to: time)
    }
    self.time = time
    settleMotion()
  }

  /// Replaces a bounce that has settled by the rest it ended in, so that later changes see
  /// content at rest (pinned to the top, following the inset) rather than a spring.
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
    motion = bounce.endsPinned ? .pinnedTop : .resting(bounce.animation.target)
  }

  /// Re-plans the motion after the bounds changed, keeping offset and velocity continuous.
  private mutating func boundsChanged(offset: Double, velocity: Double, at time: Double) {
    switch motion {
    case .pinnedTop:
      break
    case .dragging:
      motion = .dragging(anchor(offset: offset, fingerY: finger?.location(at: time).y ?? 0))
    case .resting:
      motion = plannedMotion(from: offset, velocity: 0, at: time)
    case .bouncing(let previous):
      // A bounce keeps heading for its edge, wherever that edge has moved: content springing
      // back to the top stays on its way to the (new) top even if it is now inside the bounds.
      let edge = previous.endsPinned ? minimumOffset : maximumOffset
      motion = .bouncing(
        bounce(
          from: offset, to: edge, velocity: velocity, at: time,
          pinned: previous.endsPinned || edge == minimumOffset))
    case .decelerating:
      motion = plannedMotion(from: offset, velocity: velocity, at: time)
    }
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
