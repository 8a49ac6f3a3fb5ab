import Swell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Curves drawn the seeds' way: one straight segment per point along x, each point computed
/// from the curve's own formula, as the seeds' loops did (`for x in 0..<width { y = A·sin(ωx+φ)+h;
/// addLine }`).
enum SeedPolyline {
  /// The sine y = A·sin(ω·x + φ) + h from x0 to x1 as a move and one line per point of x,
  /// every y computed with `sin` as the wave and ripple seeds did.
  static func sine(
    amplitude: Double, angularFrequency: Double, phase: Double, baseline: Double,
    from x0: Double, to x1: Double, into path: inout SwellPath
  ) {
    let direction = x1 >= x0 ? 1.0 : -1.0
    let span = abs(x1 - x0)
    let steps = span.isFinite ? Int(span.rounded(.up)) : 0
    let start = SwellPoint(x: x0, y: amplitude * sin(angularFrequency * x0 + phase) + baseline)
    path.move(to: start)
    for i in stride(from: 1, through: steps, by: 1) {
      let x = i == steps ? x1 : x0 + direction * Double(i)
      path.addLine(
        to: SwellPoint(x: x, y: amplitude * sin(angularFrequency * x + phase) + baseline))
    }
  }

  /// A Bézier segment from `start` as lines through points one point apart along its longer
  /// side (at least one line), each point evaluated from the Bézier polynomial. Other elements
  /// are copied.
  static func flatten(_ element: SwellPath.Element, from p0: SwellPoint, into path: inout SwellPath)
  {
    switch element {
    case .quadCurve(let p2, let p1):
      let steps = stepCount(p0, p1, p2, p2)
      for i in 1...steps {
        let t = Double(i) / Double(steps)
        let s = 1 - t
        let (a, b, c) = (s * s, 2 * s * t, t * t)
        path.addLine(
          to: SwellPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y))
      }
    case .curve(let p3, let p1, let p2):
      let steps = stepCount(p0, p1, p2, p3)
      for i in 1...steps {
        let t = Double(i) / Double(steps)
        let s = 1 - t
        let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
        path.addLine(
          to: SwellPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
      }
    case .move(let p): path.move(to: p)
    case .line(let p): path.addLine(to: p)
    case .closeSubpath: path.closeSubpath()
    }
  }

  /// One step per point of the control polygon's larger extent, at least one.
  private static func stepCount(_ a: SwellPoint, _ b: SwellPoint, _ c: SwellPoint, _ d: SwellPoint)
    -> Int
  {
    let width = max(a.x, b.x, c.x, d.x) - min(a.x, b.x, c.x, d.x)
    let height = max(a.y, b.y, c.y, d.y) - min(a.y, b.y, c.y, d.y)
    let extent = max(width, height)
    return extent.isFinite ? max(1, Int(extent.rounded(.up))) : 1
  }
}
