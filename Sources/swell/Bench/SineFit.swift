import Swell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run of a path's elements that traces a sine y = A·sin(ω·x + φ) + h: a move followed by
/// cubic Béziers whose knots and tangents all lie on that sine, as `SineWave.path` draws it.
///
/// The bench finds these runs in a style's scene so that its seed-way baseline can recompute
/// the same sine point by point, as the seeds did, without knowing the style's internals.
struct SineRun: Equatable, Sendable {
  /// A, ω, φ, h of the sine.
  var amplitude: Double
  var angularFrequency: Double
  var phase: Double
  var baseline: Double
  /// The x of the run's first and last knot (pt).
  var startX: Double
  var endX: Double
  /// The indices of the run's elements in the path: the move and the curves.
  var elements: Range<Int>

  /// The sine runs of `path`, in order: from each move, the longest run of its curves that
  /// fits one sine. A run needs at least three curves (so that a full quarter period fixes ω)
  /// and must match the recovered sine at every knot and tangent.
  static func find(in path: SwellPath) -> [SineRun] {
    let elements = path.elements
    var runs: [SineRun] = []
    for (index, element) in elements.enumerated() {
      guard case .move(let start) = element else { continue }
      var end = index + 1
      while end < elements.count, case .curve = elements[end] { end += 1 }
      for last in stride(from: end, through: index + 4, by: -1) {
        if var run = fit(elements, (index + 1)..<last, start: start) {
          run.elements = index..<last
          runs.append(run)
          break
        }
      }
    }
    return runs
  }

  /// The sine through `start` and the knots of the cubics `elements[curves]` (≥ 3), if they
  /// fit.
  private static func fit(
    _ elements: [SwellPath.Element], _ curves: Range<Int>, start first: SwellPoint
  )
    -> SineRun?
  {
    // Knots with the slope dy/dx of the curve there, from the adjacent control handle.
    var knots: [(x: Double, y: Double, slope: Double?)] = []
    var previous = first
    for i in curves {
      guard case .curve(let end, let c1, let c2) = elements[i] else { return nil }
      if knots.isEmpty { knots.append((first.x, first.y, slope(previous, c1))) }
      knots.append((end.x, end.y, slope(c2, end)))
      previous = end
    }
    // The interior curves span exactly a quarter period each.
    let quarter = knots[2].x - knots[1].x
    guard quarter.isFinite, quarter != 0 else { return nil }
    let omega = Double.pi / 2 / abs(quarter)
    // Least squares for y = a·sin(ωx) + b·cos(ωx) + h over the knots.
    var m = [[Double]](repeating: [0, 0, 0], count: 3)
    var r = [0.0, 0.0, 0.0]
    for k in knots {
      let basis = [sin(omega * k.x), cos(omega * k.x), 1]
      for i in 0..<3 {
        for j in 0..<3 { m[i][j] += basis[i] * basis[j] }
        r[i] += basis[i] * k.y
      }
    }
    guard let (a, b, h) = solve(m, r) else { return nil }
    let amplitude = (a * a + b * b).squareRoot()
    let tolerance = 1e-6 * (1 + amplitude)
    for k in knots {
      let u = omega * k.x
      guard abs(a * sin(u) + b * cos(u) + h - k.y) <= tolerance else { return nil }
      if let s = k.slope {
        guard abs(omega * (a * cos(u) - b * sin(u)) - s) <= tolerance * omega * 10 else {
          return nil
        }
      }
    }
    return SineRun(
      amplitude: amplitude, angularFrequency: omega, phase: atan2(b, a), baseline: h,
      startX: first.x, endX: previous.x, elements: curves)
  }

  /// dy/dx from `a` to `b`, or nil for a vertical or degenerate handle.
  private static func slope(_ a: SwellPoint, _ b: SwellPoint) -> Double? {
    let dx = b.x - a.x
    return abs(dx) > 1e-12 ? (b.y - a.y) / dx : nil
  }

  /// Solves the 3 × 3 system m·v = r by Cramer's rule; nil when it is singular.
  private static func solve(_ m: [[Double]], _ r: [Double]) -> (Double, Double, Double)? {
    func det(_ c0: [Double], _ c1: [Double], _ c2: [Double]) -> Double {
      c0[0] * (c1[1] * c2[2] - c1[2] * c2[1]) - c1[0] * (c0[1] * c2[2] - c0[2] * c2[1])
        + c2[0] * (c0[1] * c1[2] - c0[2] * c1[1])
    }
    let columns = (0..<3).map { j in (0..<3).map { i in m[i][j] } }
    let d = det(columns[0], columns[1], columns[2])
    guard d.isFinite, abs(d) > 1e-300 else { return nil }
    return (
      det(r, columns[1], columns[2]) / d, det(columns[0], r, columns[2]) / d,
      det(columns[0], columns[1], r) / d
    )
  }
}
