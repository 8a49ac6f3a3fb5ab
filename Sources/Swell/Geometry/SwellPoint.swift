/// A point in the plane, in points (pt), UIKit convention: x grows to the right, y downward.
public struct SwellPoint: Hashable, Sendable, Codable {
  /// The horizontal coordinate (pt).
  public var x: Double
  /// The vertical coordinate (pt), growing downward.
  public var y: Double

  /// Creates a point from its coordinates (pt).
  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = SwellPoint(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The straight-line distance to `other` (pt).
  @inlinable public func distance(to other: SwellPoint) -> Double {
    (x - other.x).hypot(y - other.y)
  }

  /// The point a fraction `t` of the way from `self` to `other` (t = 0 gives `self`).
  @inlinable public func lerp(to other: SwellPoint, _ t: Double) -> SwellPoint {
    SwellPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }

  /// Componentwise sum.
  @inlinable public static func + (lhs: SwellPoint, rhs: SwellPoint) -> SwellPoint {
    SwellPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Componentwise difference.
  @inlinable public static func - (lhs: SwellPoint, rhs: SwellPoint) -> SwellPoint {
    SwellPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Both coordinates multiplied by `factor`.
  @inlinable public static func * (lhs: SwellPoint, factor: Double) -> SwellPoint {
    SwellPoint(x: lhs.x * factor, y: lhs.y * factor)
  }
}

extension Double {
  /// √(self² + other²) without intermediate overflow for the magnitudes Swell meets.
  @inlinable func hypot(_ other: Double) -> Double {
    (self * self + other * other).squareRoot()
  }
}
