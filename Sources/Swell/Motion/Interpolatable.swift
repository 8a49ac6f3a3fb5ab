/// A value that springs and keyframes can move: a vector space, like SwiftUI's
/// `VectorArithmetic`.
///
/// Conformers: `Double`, `SwellPoint`, `SwellColor` and `SwellPath` (paths of equal structure).
public protocol Interpolatable: Equatable, Sendable {
  /// The additive identity.
  static var zero: Self { get }
  /// Componentwise sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// Componentwise difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self
  /// The squared Euclidean length of the value seen as a vector.
  var magnitudeSquared: Double { get }
  /// Whether `self` and `other` can be combined component by component.
  ///
  /// Always true except for paths of different structure.
  func isCompatible(with other: Self) -> Bool
}

extension Interpolatable {
  /// Always compatible: most conformers have a fixed number of components.
  public func isCompatible(with other: Self) -> Bool { true }

  /// The value a fraction `t` of the way from `self` to `other` (t may leave 0…1).
  @inlinable public func interpolated(to other: Self, fraction t: Double) -> Self {
    self + (other - self).scaled(by: t)
  }
}

extension Double: Interpolatable {
  /// `self × factor`.
  @inlinable public func scaled(by factor: Double) -> Double { self * factor }
  /// `self²`.
  @inlinable public var magnitudeSquared: Double { self * self }
}

extension SwellPoint: Interpolatable {
  /// Both coordinates multiplied by `factor`.
  @inlinable public func scaled(by factor: Double) -> SwellPoint { self * factor }
  /// x² + y².
  @inlinable public var magnitudeSquared: Double { x * x + y * y }
}
