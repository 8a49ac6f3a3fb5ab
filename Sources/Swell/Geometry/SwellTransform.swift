#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 2-D affine transform, as in Core Graphics:
/// x' = a·x + c·y + tx,  y' = b·x + d·y + ty.
public struct SwellTransform: Hashable, Sendable, Codable {
  /// Row 1, column 1: x scale and rotation.
  public var a: Double
  /// Row 1, column 2: y shear and rotation.
  public var b: Double
  /// Row 2, column 1: x shear and rotation.
  public var c: Double
  /// Row 2, column 2: y scale and rotation.
  public var d: Double
  /// Horizontal translation (pt).
  public var tx: Double
  /// Vertical translation (pt).
  public var ty: Double

  /// Creates a transform from its six coefficients.
  @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = SwellTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (x, y) points.
  public static func translation(x: Double, y: Double) -> SwellTransform {
    SwellTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` horizontally and `y` vertically about the origin.
  public static func scale(x: Double, y: Double) -> SwellTransform {
    SwellTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin (clockwise on screen, since y grows down).
  public static func rotation(_ angle: Double) -> SwellTransform {
    let (s, c) = (sin(angle), cos(angle))
    return SwellTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about `center`.
  public static func rotation(_ angle: Double, about center: SwellPoint) -> SwellTransform {
    translation(x: -center.x, y: -center.y)
      .concatenating(rotation(angle))
      .concatenating(translation(x: center.x, y: center.y))
  }

  /// The transform that applies `self` first, then `other`.
  public func concatenating(_ other: SwellTransform) -> SwellTransform {
    SwellTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The image of `point` under this transform.
  @inlinable public func apply(to point: SwellPoint) -> SwellPoint {
    SwellPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}
