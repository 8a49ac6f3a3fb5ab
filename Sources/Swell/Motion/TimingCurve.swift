/// A timing function like `CAMediaTimingFunction` and CSS `cubic-bezier()`: the cubic Bézier from
/// (0, 0) to (1, 1) through two control points, mapping progress in time (x) to progress of
/// the value (y).
///
/// The control points' x lie in 0…1, which makes x(s) increasing, so every progress has exactly
/// one y. y may leave 0…1 for overshoot, as in the bounce seed's (0.49, 0.13, 0.29, 1.61).
///
///     let ease = TimingCurve.easeInEaseOut
///     ease.value(at: 0.5)   // 0.5
public struct TimingCurve: Hashable, Sendable {
  /// The first control point (both coordinates unitless fractions).
  public let controlPoint1: SwellPoint
  /// The second control point (both coordinates unitless fractions).
  public let controlPoint2: SwellPoint

  /// A curve from control points the caller has checked (presets, the Lottie exporter's fits).
  package init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    controlPoint1 = SwellPoint(x: x1, y: y1)
    controlPoint2 = SwellPoint(x: x2, y: y2)
  }

  /// A curve through the control points `c1` and `c2`.
  ///
  /// - Throws: `SwellError.invalidParameter` when an x is not a finite number in 0…1 or a y is
  ///   not finite.
  public init(controlPoint1 c1: SwellPoint, controlPoint2 c2: SwellPoint) throws {
    try SwellError.check(c1.x, "controlPoint1.x", in: 0...1)
    try SwellError.check(c1.y, "controlPoint1.y")
    try SwellError.check(c2.x, "controlPoint2.x", in: 0...1)
    try SwellError.check(c2.y, "controlPoint2.y")
    self.init(unchecked: c1.x, c1.y, c2.x, c2.y)
  }

  /// A curve with control points (x1, y1) and (x2, y2), as CSS `cubic-bezier(x1, y1, x2, y2)`.
  ///
  /// - Throws: `SwellError.invalidParameter` when x1 or x2 is not a finite number in 0…1, or y1
  ///   or y2 is not finite.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws {
    try SwellError.check(x1, "x1", in: 0...1)
    try SwellError.check(y1, "y1")
    try SwellError.check(x2, "x2", in: 0...1)
    try SwellError.check(y2, "y2")
    self.init(unchecked: x1, y1, x2, y2)
  }

  /// Constant speed: (0, 0, 1, 1).
  public static let linear = TimingCurve(unchecked: 0, 0, 1, 1)
  /// Core Animation's ease-in: (0.42, 0, 1, 1).
  public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
  /// Core Animation's ease-out: (0, 0, 0.58, 1).
  public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
  /// Core Animation's ease-in-ease-out: (0.42, 0, 0.58, 1).
  public static let easeInEaseOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)
  /// Core Animation's default timing function: (0.25, 0.1, 0.25, 1).
  public static let `default` = TimingCurve(unchecked: 0.25, 0.1, 0.25, 1)

  /// The value progress at time progress `progress`.
  ///
  /// Progress is clamped to 0…1 (NaN counts as 0); 0 gives 0 and 1 gives 1 exactly. The curve
  /// parameter is solved so that x is within 1e-7 of `progress` (in practice a few ulps).
  public func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }  // also NaN
    guard progress < 1 else { return 1 }
    if self == .linear { return progress }
    return Self.bezier(parameter(forProgress: progress), controlPoint1.y, controlPoint2.y)
  }

  /// The curve parameter s in 0…1 with x(s) = progress (x is increasing on 0…1).
  ///
  /// Newton's method from s = progress, kept inside a shrinking bracket; a step that leaves
  /// the bracket or meets a flat spot becomes a bisection, so it always converges.
  package func parameter(forProgress progress: Double) -> Double {
    let (x1, x2) = (controlPoint1.x, controlPoint2.x)
    var (low, high) = (0.0, 1.0)
    var s = progress
    for _ in 0..<100 {
      let error = Self.bezier(s, x1, x2) - progress
      if abs(error) <= 1e-15 { return s }
      if error < 0 { low = s } else { high = s }
      guard high - low > 1e-16 else { return s }
      let slope = Self.bezierDerivative(s, x1, x2)
      let step = s - error / slope
      s = slope > 0 && step > low && step < high ? step : (low + high) / 2
    }
    return s
  }

  /// One coordinate of the Bézier 0 → p1 → p2 → 1 at parameter s.
  package static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
  }

  /// The derivative with respect to s of `bezier(s, p1, p2)`.
  static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }
}

extension TimingCurve: Codable {
  private enum CodingKeys: String, CodingKey {
    case controlPoint1, controlPoint2
  }

  /// Decodes the two control points, validating them as `init(controlPoint1:controlPoint2:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      controlPoint1: container.decode(SwellPoint.self, forKey: .controlPoint1),
      controlPoint2: container.decode(SwellPoint.self, forKey: .controlPoint2))
  }

  /// Encodes the two control points.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(controlPoint1, forKey: .controlPoint1)
    try container.encode(controlPoint2, forKey: .controlPoint2)
  }
}
