/// Paths animate point by point, like SwiftUI's `AnimatablePair`s of their coordinates.
///
/// The empty path is the zero: it adds to anything and leaves it unchanged, so an animation can
/// start from or aim at nothing. Two non-empty paths combine only when they have the same
/// structure (`hasSameStructure(as:)`); `+` and `−` of mismatched paths return the left operand
/// unchanged rather than trap, since these operators cannot throw. Check `isCompatible(with:)`
/// (or use the throwing `interpolated(to:fraction:)`) before animating between paths.
extension SwellPath: Interpolatable {
  /// The empty path, the additive identity.
  public static var zero: SwellPath { SwellPath() }

  /// SwellPoint-by-point sum. An empty operand yields the other; mismatched structures yield `lhs`.
  public static func + (lhs: SwellPath, rhs: SwellPath) -> SwellPath {
    if rhs.isEmpty { return lhs }
    if lhs.isEmpty { return rhs }
    guard lhs.hasSameStructure(as: rhs) else { return lhs }
    return combined(lhs, rhs) { p, q in SwellPoint(x: p.x + q.x, y: p.y + q.y) }
  }

  /// SwellPoint-by-point difference. An empty `rhs` yields `lhs`; an empty `lhs` yields `rhs`
  /// negated (0 − b = −b, so that a spring from the empty path heads the right way);
  /// mismatched structures yield `lhs`.
  public static func - (lhs: SwellPath, rhs: SwellPath) -> SwellPath {
    if rhs.isEmpty { return lhs }
    if lhs.isEmpty { return rhs.scaled(by: -1) }
    guard lhs.hasSameStructure(as: rhs) else { return lhs }
    return combined(lhs, rhs) { p, q in SwellPoint(x: p.x - q.x, y: p.y - q.y) }
  }

  /// Every coordinate, control points included, multiplied by `factor` (about the origin).
  public func scaled(by factor: Double) -> SwellPath {
    SwellPath(
      elements: elements.map { $0.mapPoints { p in SwellPoint(x: p.x * factor, y: p.y * factor) } })
  }

  /// The sum of the squares of every coordinate, control points included (pt²).
  public var magnitudeSquared: Double {
    var sum = 0.0
    for element in elements {
      _ = element.mapPoints { p in
        sum += p.x * p.x + p.y * p.y
        return p
      }
    }
    return sum
  }

  /// Whether the paths can be combined point by point: the same structure, or either is empty.
  public func isCompatible(with other: SwellPath) -> Bool {
    isEmpty || other.isEmpty || hasSameStructure(as: other)
  }

  /// The elementwise combination of two paths of the same structure.
  private static func combined(
    _ lhs: SwellPath, _ rhs: SwellPath, _ combine: (SwellPoint, SwellPoint) -> SwellPoint
  ) -> SwellPath {
    var result: [Element] = []
    result.reserveCapacity(lhs.elements.count)
    for (a, b) in zip(lhs.elements, rhs.elements) {
      result.append(Self.combine(a, b, combine))
    }
    return SwellPath(elements: result)
  }
}
