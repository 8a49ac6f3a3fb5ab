/// A `RefreshContext` with every number made safe to draw with: what the styles read instead of
/// the raw context.
///
/// A context may come from anywhere (a decoded file, a test, a buggy controller), so NaN and
/// infinities become 0, times become ≥ 0 and magnitudes are bounded; a style computing from
/// these values cannot produce a NaN or overflow for any input.
struct StyleInput {
  /// The largest distance (pt) or size a style sees; beyond it the picture no longer changes.
  static let maxDistance = 100_000.0
  /// The largest time (s) a style sees: about 116 days.
  static let maxTime = 10_000_000.0

  /// The phase.
  var state: RefreshState
  /// The pull (pt), finite, in −maxDistance…maxDistance.
  var pull: Double
  /// The pull when the state last changed (pt), finite, in −maxDistance…maxDistance.
  var pullAtStateChange: Double
  /// Seconds since the state began, in 0…maxTime.
  var timeInState: Double
  /// How long the previous state lasted (s), in 0…maxTime.
  var previousStateDuration: Double
  /// The controller's clock (s), in −maxTime…maxTime.
  var time: Double
  /// The header's width (pt), in 0…maxDistance.
  var width: Double
  /// The header's height (pt), in 0…maxDistance.
  var height: Double
  /// Whether to replace flowing and swinging by still shapes and fades.
  var reduceMotion: Bool

  /// Reads `context`, replacing unusable numbers.
  init(_ context: RefreshContext) {
    state = context.state
    pull = Self.finite(context.pullDistance, in: -Self.maxDistance...Self.maxDistance)
    pullAtStateChange = Self.finite(
      context.pullDistanceAtStateChange, in: -Self.maxDistance...Self.maxDistance)
    timeInState = Self.finite(context.timeInState, in: 0...Self.maxTime)
    previousStateDuration = Self.finite(context.previousStateDuration, in: 0...Self.maxTime)
    time = Self.finite(context.time, in: -Self.maxTime...Self.maxTime)
    width = Self.finite(context.headerSize.width, in: 0...Self.maxDistance)
    height = Self.finite(context.headerSize.height, in: 0...Self.maxDistance)
    reduceMotion = context.reduceMotion
  }

  /// The scene's size.
  var size: Size { Size(width: width, height: height) }

  /// `value` clamped into `range`; NaN and infinities become 0 (clamped).
  static func finite(_ value: Double, in range: ClosedRange<Double>) -> Double {
    let v = value.isFinite ? value : 0
    return min(max(v, range.lowerBound), range.upperBound)
  }

  /// The fraction `elapsed / duration` in 0…1; a zero-length span is already complete.
  static func fraction(_ elapsed: Double, of duration: Double) -> Double {
    guard duration > 0 else { return 1 }
    return finite(elapsed / duration, in: 0...1)
  }
}
