import Swell

/// A timing curve's value found by plain bisection on the curve parameter until x is within
/// `tolerance` of the progress: the textbook fallback `TimingCurve.value` is timed against.
struct CurveBisection: Sendable {
  /// The control points' coordinates: the curve runs (0,0) → (x1,y1) → (x2,y2) → (1,1).
  var x1, y1, x2, y2: Double
  /// The accepted error in x (the same 1e-7 `TimingCurve` promises).
  var tolerance = 1e-7

  /// A bisection solver for `curve`.
  init(_ curve: TimingCurve) {
    x1 = curve.controlPoint1.x
    y1 = curve.controlPoint1.y
    x2 = curve.controlPoint2.x
    y2 = curve.controlPoint2.y
  }

  /// y at the parameter where x = progress (progress clamped to 0…1).
  func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    var (low, high) = (0.0, 1.0)
    var s = progress
    for _ in 0..<64 {
      s = (low + high) / 2
      let error = Self.bezier(s, x1, x2) - progress
      if abs(error) <= tolerance { break }
      if error < 0 { low = s } else { high = s }
    }
    return Self.bezier(s, y1, y2)
  }

  private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }
}
