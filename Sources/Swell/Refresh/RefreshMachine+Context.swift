extension RefreshMachine {
  /// Everything a style needs at `time` (s).
  ///
  /// - Parameters:
  ///   - time: the instant drawn (s), at or after the latest event.
  ///   - contentOffset: the offset at `time` (pt), e.g. from `ScrollPhysics`; nil or
  ///     non-finite uses the latest observed one.
  ///   - finger: where the finger is in the viewport (pt), nil when none is down; it reaches
  ///     the style in header coordinates (y = 0 at the header's top, which sits right above
  ///     the content's top edge).
  ///   - headerSize: the header's drawing area (pt): the view's width by the style's height.
  ///   - reduceMotion: whether the user asked to reduce motion.
  public func context(
    at time: Double, contentOffset: Double? = nil, finger: Point? = nil, headerSize: Size,
    reduceMotion: Bool = false
  ) -> RefreshContext {
    let offset = contentOffset.flatMap { $0.isFinite ? $0 : nil } ?? self.contentOffset
    let pull = -offset - userInsetTop
    let t = time.isFinite ? max(time, self.time) : self.time
    // The content's top edge is at viewport y = −offset, the header's top a header height
    // above it.
    let fingerInHeader = finger.flatMap { point -> Point? in
      guard point.isFinite else { return nil }
      return Point(x: point.x, y: point.y + offset + headerSize.height)
    }
    return RefreshContext(
      state: state(pullDistance: pull),
      pullDistance: pull,
      progress: min(max(pull / triggerDistance, 0), 1),
      timeInState: t - phaseStartTime,
      timeSinceRelease: isDragging ? nil : releaseTime.map { t - $0 },
      releaseVelocity: releaseVelocity,
      timeSinceTouchDown: isDragging ? touchDownTime.map { t - $0 } : nil,
      fingerLocation: fingerInHeader,
      touchHandoff: touchHandoff,
      headerSize: headerSize,
      reduceMotion: reduceMotion,
      time: t - startTime,
      pullDistanceAtStateChange: pullDistanceAtPhaseStart,
      previousStateDuration: previousPhaseDuration)
  }
}

extension RefreshMachine {
  /// Handles a touch event (`.dragBegan` or `.dragEnded`) and records what `style` drew just
  /// before it, so that a motion the touch interrupts continues from where it was drawn.
  ///
  /// The handoff is `style.touchHandoff(in:)` of the context at `time` as it was before the
  /// event; every later context carries it until the next touch event. Other events are
  /// handled as by `handle(_:at:)`.
  ///
  /// - Parameters: as for `context(at:contentOffset:finger:headerSize:reduceMotion:)`, the
  ///   offset and finger describing the instant just before the event.
  @discardableResult
  public mutating func handleTouch(
    _ event: RefreshEvent, at time: Double, style: any RefreshStyle, contentOffset: Double?,
    finger: Point?, headerSize: Size, reduceMotion: Bool
  ) throws -> [RefreshEffect] {
    switch event {
    case .dragBegan, .dragEnded:
      try SwellError.check(time, "time")
      guard time >= self.time else {
        throw SwellError.timeWentBackwards(from: self.time, to: time)
      }
      let before = context(
        at: time, contentOffset: contentOffset, finger: finger, headerSize: headerSize,
        reduceMotion: reduceMotion)
      let handoff = style.touchHandoff(in: before)
      let effects = try handle(event, at: time)
      touchHandoff = handoff
      return effects
    default:
      return try handle(event, at: time)
    }
  }
}
