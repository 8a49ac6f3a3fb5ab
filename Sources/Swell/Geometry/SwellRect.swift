/// An axis-aligned rectangle: an origin (its top-left corner) and a size, in points (pt).
public struct SwellRect: Hashable, Sendable, Codable {
  /// The top-left corner (pt).
  public var origin: SwellPoint
  /// The extent (pt).
  public var size: SwellSize

  /// Creates a rectangle from its top-left corner and size (pt).
  @inlinable public init(origin: SwellPoint, size: SwellSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its top-left corner's coordinates and its extent (pt).
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: SwellPoint(x: x, y: y), size: SwellSize(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = SwellRect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x (pt).
  @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  /// The largest x (pt).
  @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  /// The smallest y (pt), the top edge.
  @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  /// The largest y (pt), the bottom edge.
  @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
  /// The x of the centre (pt).
  @inlinable public var midX: Double { origin.x + size.width / 2 }
  /// The y of the centre (pt).
  @inlinable public var midY: Double { origin.y + size.height / 2 }
  /// The absolute width (pt).
  @inlinable public var width: Double { abs(size.width) }
  /// The absolute height (pt).
  @inlinable public var height: Double { abs(size.height) }

  /// Whether `point` lies inside or on the edge of the rectangle.
  @inlinable public func contains(_ point: SwellPoint) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// The smallest rectangle that contains both `self` and `other`.
  @inlinable public func union(_ other: SwellRect) -> SwellRect {
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return SwellRect(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
      height: Swift.max(maxY, other.maxY) - y0)
  }
}
