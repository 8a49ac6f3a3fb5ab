/// How a keyframe's value moves to the next keyframe's, as every Lottie player reads it: the
/// cubic Bézier from (0, 0) through (`outX`, `outY`) and (`inX`, `inY`) to (1, 1), where x is
/// the fraction of the time between the two keyframes and y the fraction of the change.
///
/// x handles stay within 0…1, so x grows with the curve's parameter and each time has one
/// value; y handles may leave 0…1 (the value overshoots one end, as a ball slowing to its top
/// does between two keyframes at the same height).
struct LottieEasing: Hashable, Sendable {
  /// The out handle of the earlier keyframe (`"o"`): time fraction, change fraction.
  var outX: Double
  var outY: Double
  /// The in handle towards the later keyframe (`"i"`): time fraction, change fraction.
  var inX: Double
  var inY: Double

  /// The straight line: the change in proportion to the time.
  static let linear = LottieEasing(outX: 0, outY: 0, inX: 1, inY: 1)

  /// The x handles Swell writes: with x(s) ≈ s the curve is a cubic in time whose two y
  /// handles set its slopes at each end (a Hermite segment), and three decimals spell them.
  static let fittedOutX = 0.333
  static let fittedInX = 0.667

  /// An easing with Swell's x handles and the given y handles.
  static func fitted(outY: Double, inY: Double) -> LottieEasing {
    LottieEasing(outX: fittedOutX, outY: outY, inX: fittedInX, inY: inY)
  }

  /// The curve's parameter s in 0…1 where its x is `fraction` (clamped to 0…1): Newton's
  /// steps from s = fraction, bisection where they would leave the bracket.
  func parameter(at fraction: Double) -> Double {
    let u = min(max(fraction, 0), 1)
    var low = 0.0
    var high = 1.0
    var s = u
    for _ in 0..<40 {
      let x = Self.bezier(s, outX, inX) - u
      if abs(x) < 1e-12 { break }
      if x > 0 { high = s } else { low = s }
      let slope = Self.derivative(s, outX, inX)
      var next = slope > 1e-9 ? s - x / slope : (low + high) / 2
      if next <= low || next >= high { next = (low + high) / 2 }
      s = next
    }
    return s
  }

  /// The fraction of the change done at `fraction` of the time.
  func progress(at fraction: Double) -> Double {
    Self.bezier(parameter(at: fraction), outY, inY)
  }

  /// The cubic Bernstein sum with end values 0 and 1 and handles `a`, `b`, at parameter `s`.
  static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
  }

  private static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * a + 6 * r * s * (b - a) + 3 * s * s * (1 - b)
  }
}
