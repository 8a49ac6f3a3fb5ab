extension SwellPath {
  /// The smallest axis-aligned rectangle containing every point the path passes through (pt).
  ///
  /// Tight: curves contribute their end points and their interior extrema (where a coordinate's
  /// derivative vanishes), never their control points. Where subpaths begin counts too, so a
  /// path made only of moves gives the box around those points. `.zero` for an empty path.
  public var boundingBox: SwellRect {
    guard !elements.isEmpty else { return .zero }
    var box = Extent()
    forEachStep { _, step in
      switch step {
      case .begin(let point): box.add(point)
      case .segment(let segment), .close(let segment): box.add(segment)
      }
    }
    return box.rect
  }
}

/// A running min/max of x and y.
private struct Extent {
  var minX = Double.infinity
  var minY = Double.infinity
  var maxX = -Double.infinity
  var maxY = -Double.infinity

  @inline(__always)
  mutating func add(_ p: SwellPoint) {
    minX = Swift.min(minX, p.x)
    maxX = Swift.max(maxX, p.x)
    minY = Swift.min(minY, p.y)
    maxY = Swift.max(maxY, p.y)
  }

  mutating func add(_ segment: BezierSegment) {
    add(segment.p0)
    add(segment.end)
    guard segment.degree != .line else { return }
    let d = segment.derivative
    addExtrema(of: segment, a: d.a.x, b: d.b.x, c: d.c.x)
    addExtrema(of: segment, a: d.a.y, b: d.b.y, c: d.c.y)
  }

  /// Adds the points where one coordinate's derivative a·t² + b·t + c vanishes inside (0, 1).
  @inline(__always)
  private mutating func addExtrema(of segment: BezierSegment, a: Double, b: Double, c: Double) {
    let (r1, r2) = quadraticRoots(a, b, c)
    // Comparisons are false for NaN and ±∞, which the root formula gives for degenerate input.
    if r1 > 0 && r1 < 1 { add(segment.point(at: r1)) }
    if r2 > 0 && r2 < 1 { add(segment.point(at: r2)) }
  }

  var rect: SwellRect {
    guard minX <= maxX, minY <= maxY else { return .zero }
    return SwellRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// The real roots of a·t² + b·t + c = 0, by the cancellation-free formula; NaN when a root is
/// absent (negative discriminant) and NaN or ±∞ in place of the missing root when the equation
/// is linear (a = 0) or constant.
@inline(__always)
func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> (Double, Double) {
  let discriminant = b * b - 4 * a * c
  guard discriminant >= 0 else { return (.nan, .nan) }
  let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
  return (q / a, c / q)
}
