/// A `RefreshContext` with every number made safe to draw with: what every style reads instead
/// of the raw context.
///
/// A context may come from anywhere (a decoded file, a test, a buggy host), so NaN and
/// infinities become 0, times become ≥ 0 and magnitudes are bounded; a style computing from
/// these values cannot produce a NaN or overflow for any input. Parameters need no such care:
/// a style cannot hold a value its parameter table rejects.
struct StyleInput {
  /// The largest distance (pt) or size a style sees; beyond it the picture no longer changes.
  static let maxDistance = 100_000.0
  /// The largest time (s) a style sees: about 116 days.
  static let maxTime = 10_000_000.0
  /// The largest speed (pt/s) a style sees.
  static let maxSpeed = 1_000_000.0

  /// The edge the style serves.
  var edge: RefreshEdge
  /// The phase.
  var state: RefreshState
  /// How the latest refresh ended, if it has.
  var outcome: RefreshOutcome?
  /// The pull (pt), finite, in −maxDistance…maxDistance.
  var pull: Double
  /// The pull when the state last changed (pt), finite, in −maxDistance…maxDistance.
  var pullAtStateChange: Double
  /// pull / trigger distance, in 0…1.
  var progress: Double
  /// Seconds since the state began, in 0…maxTime.
  var timeInState: Double
  /// How long the previous state lasted (s), in 0…maxTime.
  var previousStateDuration: Double
  /// The session's clock (s), in −maxTime…maxTime.
  var time: Double
  /// Seconds since the finger lifted, in 0…maxTime; nil while it is down or before a release.
  var timeSinceRelease: Double?
  /// Seconds since the finger touched down, in 0…maxTime; nil when no finger is down.
  var timeSinceTouchDown: Double?
  /// The content's velocity at the release (pt/s, positive = pulling further), bounded.
  var releaseVelocity: Double
  /// The finger in the style's coordinates (pt), bounded; nil when none is down or it is not
  /// finite.
  var finger: SwellPoint?
  /// What the style drew at the latest touch.
  var touchHandoff: AnyTouchHandoff?
  /// The drawing area's width (pt), in 0…maxDistance.
  var width: Double
  /// The drawing area's height (pt), in 0…maxDistance.
  var height: Double
  /// Whether to replace flowing and swinging by still shapes and fades.
  var reduceMotion: Bool
  /// How armed the control looks, 0…1, eased (smoothstep of the context's level).
  var arm: Double
  /// How armed the control looked when the state last changed, 0…1, eased as `arm` is.
  var armAtStateChange: Double
  /// Whether the words read right to left: a motion that runs in reading order (one ball
  /// after another) runs from the right.
  var rightToLeft: Bool

  /// Reads `context`, replacing unusable numbers.
  init(_ context: RefreshContext) {
    let distances = -Self.maxDistance...Self.maxDistance
    edge = context.edge
    state = context.state
    outcome = context.outcome
    pull = Self.finite(context.pullDistance, in: distances)
    pullAtStateChange = Self.finite(context.pullDistanceAtStateChange, in: distances)
    progress = Self.finite(context.progress, in: 0...1)
    timeInState = Self.finite(context.timeInState, in: 0...Self.maxTime)
    previousStateDuration = Self.finite(context.previousStateDuration, in: 0...Self.maxTime)
    time = Self.finite(context.time, in: -Self.maxTime...Self.maxTime)
    timeSinceRelease = context.timeSinceRelease.map { Self.finite($0, in: 0...Self.maxTime) }
    timeSinceTouchDown = context.timeSinceTouchDown.map {
      Self.finite($0, in: 0...Self.maxTime)
    }
    releaseVelocity = Self.finite(context.releaseVelocity, in: -Self.maxSpeed...Self.maxSpeed)
    finger = context.fingerLocation.flatMap { point in
      point.isFinite
        ? SwellPoint(x: Self.finite(point.x, in: distances), y: Self.finite(point.y, in: distances))
        : nil
    }
    touchHandoff = context.touchHandoff
    width = Self.finite(context.size.width, in: 0...Self.maxDistance)
    height = Self.finite(context.size.height, in: 0...Self.maxDistance)
    reduceMotion = context.reduceMotion
    arm = Self.smoothstep(Self.finite(context.armLevel, in: 0...1))
    armAtStateChange = Self.smoothstep(Self.finite(context.armLevelAtStateChange, in: 0...1))
    rightToLeft = context.texts.language.isRightToLeft
  }

  /// How far a shape stops short of the content's edge when it fills down to it: it reaches
  /// `bleed` points past, under the content, so the content's antialiased edge meets it
  /// without a lighter seam.
  static let bleed = 1.0

  /// A height above the content's top edge (pt) as drawn for an edge that rises off it: below
  /// two `bleed`s it is drawn lower, down to a `bleed` under the content at 0. An edge resting
  /// on the content's edge then hides under it — two antialiased edges on one line let what is
  /// behind them show through, a lighter seam — and a rising edge still moves continuously.
  static func tucked(_ height: Double) -> Double {
    height - bleed * max(0, 1 - height / (2 * bleed))
  }

  /// `angle` (rad) reduced to 0..<2π: a phase that grows with time, kept small.
  static func reducedAngle(_ angle: Double) -> Double {
    angle - 2 * .pi * (angle / (2 * .pi)).rounded(.down)
  }

  /// Whether finishing shows a failed refresh.
  var failed: Bool {
    if state == .finishing, case .failure? = outcome { return true }
    return false
  }

  /// How much of a failure look to show now, 0…1: it rises over the first 0.12 s of
  /// finishing after a failure, 0 otherwise.
  var failure: Double { failed ? Self.smoothstep(timeInState / 0.12) : 0 }

  /// `value` past a stop, continued softly: `excess` points past it add at most `give` more,
  /// with slope 1 at the stop — past a style's stop the picture keeps answering the finger,
  /// less and less, never frozen.
  static func soften(excess: Double, give: Double) -> Double {
    guard excess > 0, give > 0 else { return 0 }
    return give * (excess / (excess + give))  // in this order: no overflow for a huge excess
  }

  /// The scene's size.
  var size: SwellSize { SwellSize(width: width, height: height) }

  /// How long the previous state lasted (s), where 0 — what a context built by hand carries —
  /// counts as long enough for every motion of that state to have completed (a real refresh
  /// never lasts 0 s).
  var completedPreviousStateDuration: Double {
    previousStateDuration > 0 ? previousStateDuration : Self.maxTime
  }

  /// The handoff the style stored, as its own type.
  func touchHandoff<Handoff>(as type: Handoff.Type) -> Handoff? {
    touchHandoff?.value as? Handoff
  }

  /// `value` clamped into `range`; NaN and infinities become 0 (clamped).
  static func finite(_ value: Double, in range: ClosedRange<Double>) -> Double {
    let v = value.isFinite ? value : 0
    return min(max(v, range.lowerBound), range.upperBound)
  }

  /// `value` clamped into `lower…upper`; NaN gives `lower`.
  static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    value.isNaN ? lower : max(lower, min(value, upper))
  }

  /// The fraction `elapsed / duration` in 0…1. A span of no length is a step: complete from
  /// its start (elapsed ≥ 0) on, not begun before.
  static func fraction(_ elapsed: Double, of duration: Double) -> Double {
    guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
    return clamp(elapsed / duration, 0, 1)
  }

  /// 3x² − 2x³ on x clamped to 0…1: a ramp from 0 to 1 that starts and ends at rest.
  static func smoothstep(_ x: Double) -> Double {
    let t = clamp(x, 0, 1)
    return t * t * (3 - 2 * t)
  }
}
