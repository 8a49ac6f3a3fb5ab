// How a context keeps its numbers safe to draw with: each stored number passes through one of
// these on the way in (the initializer, a property's setter, decoding).

extension RefreshContext {
  /// The largest distance (pt) or size a context holds; beyond it the picture no longer changes.
  public static let maxDistance = 100_000.0
  /// The largest time (s) a context holds: about 116 days.
  public static let maxTime = 10_000_000.0
  /// The largest speed (pt/s) a context holds.
  public static let maxSpeed = 1_000_000.0

  /// `value` clamped into `range`; NaN and infinities become 0 (clamped).
  static func finite(_ value: Double, in range: ClosedRange<Double>) -> Double {
    let v = value.isFinite ? value : 0
    return min(max(v, range.lowerBound), range.upperBound)
  }

  /// A distance (pt) in −maxDistance…maxDistance.
  static func distance(_ value: Double) -> Double {
    finite(value, in: -maxDistance...maxDistance)
  }

  /// A span of time (s) in 0…maxTime.
  static func duration(_ value: Double) -> Double { finite(value, in: 0...maxTime) }

  /// A level in 0…1.
  static func level(_ value: Double) -> Double { finite(value, in: 0...1) }

  /// A size with each side in 0…maxDistance.
  static func bounded(_ size: SwellSize) -> SwellSize {
    SwellSize(
      width: finite(size.width, in: 0...maxDistance),
      height: finite(size.height, in: 0...maxDistance))
  }

  /// A point with each coordinate in −maxDistance…maxDistance; nil when it is not finite.
  static func bounded(_ point: SwellPoint) -> SwellPoint? {
    point.isFinite ? SwellPoint(x: distance(point.x), y: distance(point.y)) : nil
  }

  /// The pull's progress towards the trigger: `pull / triggerDistance` in 0…1 (0 for a trigger
  /// distance that is not positive). The one place it is computed: the session's context, a
  /// held still frame and the state machine's `pulling(progress:)` all read it.
  public static func progress(pull: Double, triggerDistance: Double) -> Double {
    guard triggerDistance > 0 else { return pull > 0 ? 1 : 0 }
    return level(pull / triggerDistance)
  }
}
