import Foundation

@testable import Swell

/// Reads positions off a drawn path by evaluating its Bézier segments with the textbook
/// Bernstein formulas, independently of the library's own geometry code.
enum PathProbe {
  /// The height above the content's edge (pt) that an edge drawn `drawn` points above it was
  /// meant to be: heights under 2 pt are drawn lower, linearly from a point under the edge at
  /// 0 (so that edges resting on the content hide under it), and this undoes that.
  static func untucked(_ drawn: Double) -> Double {
    drawn >= 2 ? drawn : (drawn + 1) / 1.5
  }

  /// One drawn segment with its start point.
  enum Segment {
    case line(SwellPoint, SwellPoint)
    case quad(SwellPoint, SwellPoint, SwellPoint)
    case cubic(SwellPoint, SwellPoint, SwellPoint, SwellPoint)

    /// The point at parameter t in 0…1.
    func point(_ t: Double) -> SwellPoint {
      let s = 1 - t
      switch self {
      case .line(let a, let b):
        return SwellPoint(x: s * a.x + t * b.x, y: s * a.y + t * b.y)
      case .quad(let a, let c, let b):
        return SwellPoint(
          x: s * s * a.x + 2 * s * t * c.x + t * t * b.x,
          y: s * s * a.y + 2 * s * t * c.y + t * t * b.y)
      case .cubic(let a, let c1, let c2, let b):
        let (w0, w1, w2, w3) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
        return SwellPoint(
          x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
          y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
      }
    }

    /// Whether the segment is a curve (not a straight line).
    var isCurve: Bool {
      if case .line = self { return false }
      return true
    }
  }

  /// The path's segments, closing lines included.
  static func segments(_ path: SwellPath) -> [Segment] {
    var result: [Segment] = []
    var current = SwellPoint.zero
    var start = SwellPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        current = p
        start = p
      case .line(let p):
        result.append(.line(current, p))
        current = p
      case .quadCurve(let p, let c):
        result.append(.quad(current, c, p))
        current = p
      case .curve(let p, let c1, let c2):
        result.append(.cubic(current, c1, c2, p))
        current = p
      case .closeSubpath:
        result.append(.line(current, start))
        current = start
      }
    }
    return result
  }

  /// Points along the path's curved segments, `perSegment` + 1 per segment.
  static func curveSamples(_ path: SwellPath, perSegment: Int = 200) -> [SwellPoint] {
    segments(path).filter(\.isCurve).flatMap { segment in
      (0...perSegment).map { segment.point(Double($0) / Double(perSegment)) }
    }
  }

  /// The y of the curved part of the path above `x` (the first curve spanning it), found by
  /// bisection on the segment's x(t), which is monotonic for a function graph.
  static func curveY(atX x: Double, in path: SwellPath) -> Double? {
    for segment in segments(path) where segment.isCurve {
      let (a, b) = (segment.point(0).x, segment.point(1).x)
      guard min(a, b) - 1e-9 <= x, x <= max(a, b) + 1e-9 else { continue }
      var (lo, hi) = (0.0, 1.0)
      let increasing = b >= a
      for _ in 0..<80 {
        let mid = (lo + hi) / 2
        if (segment.point(mid).x < x) == increasing { lo = mid } else { hi = mid }
      }
      return segment.point((lo + hi) / 2).y
    }
    return nil
  }

  /// The centre of a circle drawn as a closed path: the middle of its on-curve extremes.
  static func center(of path: SwellPath) -> SwellPoint {
    let ends = path.elements.compactMap(\.endPoint)
    let xs = ends.map(\.x)
    let ys = ends.map(\.y)
    return SwellPoint(
      x: ((xs.min() ?? 0) + (xs.max() ?? 0)) / 2, y: ((ys.min() ?? 0) + (ys.max() ?? 0)) / 2)
  }

  /// Core Animation's ease-in-ease-out, cubic-bezier(0.42, 0, 0.58, 1), solved by bisection:
  /// the value progress at time progress `x`.
  static func caEaseInEaseOut(_ x: Double) -> Double {
    func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      if bez(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
    }
    return bez((lo + hi) / 2, 0, 1)
  }

  /// The time progress at which CA's ease-in-ease-out reaches value progress `y`.
  static func caEaseInEaseOutInverse(_ y: Double) -> Double {
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      if caEaseInEaseOut(mid) < y { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }

  /// The layer called `name` in `scene`.
  static func layer(_ name: String, in scene: SwellScene) -> ShapeLayer? {
    scene.layers.first { $0.name == name }
  }
}
