/// A width and a height, in points (pt).
public struct SwellSize: Hashable, Sendable, Codable {
  /// The horizontal extent (pt).
  public var width: Double
  /// The vertical extent (pt).
  public var height: Double

  /// Creates a size (pt).
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, 0 × 0.
  public static let zero = SwellSize(width: 0, height: 0)
}
