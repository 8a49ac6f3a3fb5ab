#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The small pieces of arithmetic every style draws with: ramps that start and end at rest,
/// fractions of spans, angles kept small, edges tucked under the content.
enum StyleMath {
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

  /// `value` past a stop, continued softly: `excess` points past it add at most `give` more,
  /// with slope 1 at the stop — past a style's stop the picture keeps answering the finger,
  /// less and less, never frozen.
  static func soften(excess: Double, give: Double) -> Double {
    guard excess > 0, give > 0 else { return 0 }
    return give * (excess / (excess + give))  // in this order: no overflow for a huge excess
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

  /// How much of an indicator shows `time` seconds into a breath of `period` seconds: whole,
  /// down to 0.6 halfway, whole again. What a reduced-motion refresh shows instead of
  /// movement, so that it never stands still as if stuck; no fainter, so that it keeps most
  /// of its contrast (at 0.35 quiet's grey spinner, 2.3:1 off a white page whole, fell to
  /// 1.44:1 and seemed gone; at 0.6 it keeps about 1.9:1).
  static func breath(_ time: Double, period: Double = 1.6) -> Double {
    0.8 + 0.2 * cos(2 * Double.pi * time / period)
  }
}
