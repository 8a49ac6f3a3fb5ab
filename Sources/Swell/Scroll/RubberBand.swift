/// UIScrollView's rubber band: how far the content follows a finger that drags it past an edge.
///
/// A finger that moves `x` points past the edge moves the content
///
///     b(x) = (1 − 1 / (x·c/d + 1))·d
///
/// where `c` is the coefficient (UIKit: 0.55) and `d` the dimension of the scroll view along the
/// drag (its viewport height). The content never travels farther than `d`, and near the edge it
/// follows the finger with slope `c`. With d = 800: b(100) = 51.462, b(400) = 172.549.
public struct RubberBand: Hashable, Sendable, Codable {
  /// The resistance coefficient `c`: the content's speed relative to the finger at the edge.
  public let coefficient: Double

  /// UIKit's rubber band, c = 0.55.
  public static let standard = RubberBand(uncheckedCoefficient: 0.55)

  /// Creates a rubber band with coefficient `c`.
  ///
  /// - Throws: `SwellError.invalidParameter` unless 0 < c ≤ 10.
  public init(coefficient: Double = 0.55) throws {
    try SwellError.check(
      coefficient, "coefficient", in: Double.leastNonzeroMagnitude...10,
      accepted: "a finite number in (0, 10]")
    self.coefficient = coefficient
  }

  init(uncheckedCoefficient: Double) { coefficient = uncheckedCoefficient }

  private enum CodingKeys: String, CodingKey { case coefficient }

  /// Decodes `{"coefficient": 0.55}`, validating it as `init(coefficient:)` does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(coefficient: container.decode(Double.self, forKey: .coefficient))
  }

  /// The content's displacement past the edge (pt) when the finger is `overscroll` points past it.
  ///
  /// Inside the bounds (overscroll ≤ 0) the content follows the finger one to one, so the
  /// result is `overscroll` itself. `dimension` is the viewport height (pt, > 0).
  public func displacement(forOverscroll overscroll: Double, dimension: Double) -> Double {
    guard overscroll > 0, dimension > 0 else { return overscroll }
    return (1 - 1 / (overscroll * coefficient / dimension + 1)) * dimension
  }

  /// The finger's overscroll (pt) that puts the content `displacement` points past the edge:
  /// the inverse of `displacement(forOverscroll:dimension:)`.
  ///
  /// The content can never be `dimension` or more past the edge; such a displacement is
  /// treated as a hair less than `dimension`, so the result is always finite.
  public func overscroll(forDisplacement displacement: Double, dimension: Double) -> Double {
    guard displacement > 0, dimension > 0 else { return displacement }
    let b = min(displacement, dimension * (1 - 1e-9))
    return b * dimension / ((dimension - b) * coefficient)
  }

  /// d b / d x at `overscroll`: how many points the content moves per point of finger travel
  /// (1 inside the bounds, `coefficient` at the edge, falling toward 0 far past it).
  public func slope(atOverscroll overscroll: Double, dimension: Double) -> Double {
    guard overscroll > 0, dimension > 0 else { return 1 }
    let s = overscroll * coefficient / dimension + 1
    return coefficient / (s * s)
  }
}
