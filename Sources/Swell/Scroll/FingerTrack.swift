/// Where a finger is while it touches the screen: still, or moving along a straight line from
/// one point to another over a span of time with an easing (a scripted gesture).
struct FingerTrack: Hashable, Sendable {
  var from: SwellPoint
  var to: SwellPoint
  var startTime: Double
  var endTime: Double
  var curve: TimingCurve

  /// A finger resting at `point`.
  init(at point: SwellPoint, time: Double) {
    from = point
    to = point
    startTime = time
    endTime = time
    curve = .linear
  }

  /// A finger moving from `from` to `to` between `startTime` and `endTime`.
  init(from: SwellPoint, to: SwellPoint, startTime: Double, endTime: Double, curve: TimingCurve) {
    self.from = from
    self.to = to
    self.startTime = startTime
    self.endTime = endTime
    self.curve = curve
  }

  /// The finger's position at `time` (viewport coordinates, pt).
  func location(time: Double) -> SwellPoint {
    if time >= endTime { return to }
    if time <= startTime { return from }
    return from.lerp(to: to, curve.value(at: (time - startTime) / (endTime - startTime)))
  }
}
