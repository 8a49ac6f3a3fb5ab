/// Numeric guards for drawing: every number a style takes from a context or a parameter passes
/// through them, so that NaN, infinities and absurd magnitudes never reach a path.
enum StyleNumbers {
  /// The largest magnitude a distance (pt), time (s) or velocity (pt/s) keeps. Beyond it
  /// nothing on a screen changes, and squares of it stay far from overflow.
  static let limit = 1e6

  /// `value` with NaN replaced by 0 and magnitudes capped at `limit` (so ±∞ become ±limit).
  static func finite(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, -limit), limit)
  }

  /// `value` clamped into `lower…upper`; NaN gives `lower`. `upper` below `lower` gives `lower`.
  static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    value.isNaN ? lower : Swift.max(lower, Swift.min(value, upper))
  }

  /// A finite time (s) that is never negative; nil, NaN and negative values give 0.
  static func elapsed(_ value: Double?) -> Double {
    Swift.max(finite(value ?? 0), 0)
  }

  /// How long the previous state lasted (s), from `RefreshContext.previousStateDuration`; 0,
  /// the default of a host that does not report it, counts as long enough for every motion of
  /// that state to have completed (a real refresh never lasts 0 s).
  static func previousStateDuration(_ value: Double) -> Double {
    let duration = elapsed(value)
    return duration > 0 ? duration : limit
  }

  /// The fraction `elapsed / duration` clamped to 0…1; 1 when the duration is not positive.
  static func progress(_ elapsed: Double, over duration: Double) -> Double {
    guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
    return clamp(elapsed / duration, 0, 1)
  }

  /// 3x² − 2x³ on x clamped to 0…1: a ramp from 0 to 1 that starts and ends at rest.
  static func smoothstep(_ x: Double) -> Double {
    let t = clamp(x, 0, 1)
    return t * t * (3 - 2 * t)
  }

  /// A finite colour component set: NaN components become 0 (Color already clamps ranges).
  static func opacity(_ value: Double) -> Double { clamp(value, 0, 1) }
}
