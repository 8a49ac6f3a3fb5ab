#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// How long the Bézier handles of a piece of sine are, so that one cubic per quarter period
/// stays within 1e-4 of the curve.
///
/// Plain Hermite handles (a third of the piece) miss a full quarter by 1.1e-2, so the lengths are
/// tuned. Everything is worked in the canonical quarter: sin(w) for w in 0…π/2, from a zero
/// crossing to a crest; other quarters are mirror images, which keep the lengths (measured in
/// the angle, along the tangent).
extension SineWave {
  /// The handle at the zero crossing of the best cubic for a full quarter (radians of angle).
  ///
  /// With `crestHandle`, the pair that minimizes the largest vertical error, 5.844e-5: found
  /// once numerically (a minimax search over both lengths, the error equioscillating at four
  /// extrema). Plain Hermite would use π/6 ≈ 0.5236 for both.
  static let zeroCrossingHandle = 0.5122866163481883
  /// The handle at the crest of the best cubic for a full quarter (radians of angle).
  static let crestHandle = 0.5684826431187036
  /// Where, as fractions of the quarter, the error of that best cubic crosses zero: partial
  /// pieces are made to pass through the sine at the same fractions of their own span, which
  /// keeps them as close (the worst case, a whole quarter, is within 5.9e-5).
  static let interpolationNodes = (0.3411826055857014, 0.6617267681597134)

  /// The handle lengths (radians of angle) at the start and the end of the piece from local
  /// angle `wa` to `wb` of quarter `quarter` (0…3: sin, cos, −sin, −cos of the local angle).
  static func handleLengths(
    from wa: Double, to wb: Double, startsOnBoundary: Bool, endsOnBoundary: Bool, quarter: Int
  ) -> (start: Double, end: Double) {
    let full = startsOnBoundary && endsOnBoundary
    if quarter % 2 == 0 {
      return canonicalHandles(from: wa, to: wb, full: full)
    }
    // cos(w) = sin(π/2 − w): the same piece of the canonical quarter, walked backwards.
    let half = Double.pi / 2
    let mirrored = canonicalHandles(from: half - wb, to: half - wa, full: full)
    return (mirrored.end, mirrored.start)
  }

  /// The handle lengths for sin on a..b within 0…π/2.
  static func canonicalHandles(from a: Double, to b: Double, full: Bool) -> (
    start: Double, end: Double
  ) {
    if full { return (zeroCrossingHandle, crestHandle) }
    let length = b - a
    // Hermite's error is below length⁴/384: under 2e-8 for pieces shorter than 0.05 rad.
    let hermite = (length / 3, length / 3)
    guard length >= 0.05 else { return hermite }
    return interpolatingHandles(from: a, to: b) ?? hermite
  }

  /// The handle lengths that make the cubic for sin on a..b pass through the sine at the
  /// `interpolationNodes` fractions of the span, or nil if Newton's method does not settle on
  /// a sensible answer.
  ///
  /// Unknowns: the two lengths and the curve parameters s₁, s₂ at which the curve meets the
  /// two points; four equations B(sᵢ) = (xᵢ, sin xᵢ), solved by Newton's method from Hermite's
  /// handles (quadratic convergence, a handful of steps).
  static func interpolatingHandles(from a: Double, to b: Double) -> (start: Double, end: Double)? {
    let length = b - a
    let p0 = Point(x: a, y: sin(a))
    let p3 = Point(x: b, y: sin(b))
    let t0 = Point(x: 1, y: cos(a))
    let t3 = Point(x: 1, y: cos(b))
    let nodes = [interpolationNodes.0, interpolationNodes.1]
    let targets = nodes.map { f in Point(x: a + f * length, y: sin(a + f * length)) }
    var z = [length / 3, length / 3, nodes[0], nodes[1]]
    for _ in 0..<20 {
      let p1 = p0 + t0 * z[0]
      let p2 = p3 - t3 * z[1]
      var jacobian = [[Double]](repeating: [0, 0, 0, 0], count: 4)
      var residual = [0.0, 0, 0, 0]
      for i in 0..<2 {
        let s = z[2 + i]
        let r = 1 - s
        let point =
          p0 * (r * r * r) + p1 * (3 * r * r * s) + p2 * (3 * r * s * s) + p3 * (s * s * s)
        let tangent =
          (p1 - p0) * (3 * r * r) + (p2 - p1) * (6 * r * s) + (p3 - p2) * (3 * s * s)
        residual[2 * i] = point.x - targets[i].x
        residual[2 * i + 1] = point.y - targets[i].y
        jacobian[2 * i][0] = 3 * r * r * s * t0.x
        jacobian[2 * i + 1][0] = 3 * r * r * s * t0.y
        jacobian[2 * i][1] = -3 * r * s * s * t3.x
        jacobian[2 * i + 1][1] = -3 * r * s * s * t3.y
        jacobian[2 * i][2 + i] = tangent.x
        jacobian[2 * i + 1][2 + i] = tangent.y
      }
      guard let step = solve(jacobian, residual.map { -$0 }) else { return nil }
      for i in 0..<4 { z[i] += step[i] }
      if step.allSatisfy({ abs($0) <= 1e-14 }) { break }
    }
    guard z.allSatisfy(\.isFinite), z[0] > 0, z[0] < length, z[1] > 0, z[1] < length,
      z[2] > 0, z[2] < z[3], z[3] < 1
    else { return nil }
    return (z[0], z[1])
  }

  /// The solution of the square system `matrix`·x = `rhs` by Gaussian elimination with partial
  /// pivoting, or nil when the matrix is singular.
  static func solve(_ matrix: [[Double]], _ rhs: [Double]) -> [Double]? {
    var m = matrix
    var v = rhs
    let n = v.count
    for column in 0..<n {
      var pivot = column
      for row in column + 1..<n where abs(m[row][column]) > abs(m[pivot][column]) {
        pivot = row
      }
      guard abs(m[pivot][column]) > 1e-300 else { return nil }
      m.swapAt(column, pivot)
      v.swapAt(column, pivot)
      for row in column + 1..<n {
        let factor = m[row][column] / m[column][column]
        for k in column..<n { m[row][k] -= factor * m[column][k] }
        v[row] -= factor * v[column]
      }
    }
    var x = [Double](repeating: 0, count: n)
    for row in stride(from: n - 1, through: 0, by: -1) {
      var sum = v[row]
      for k in row + 1..<n { sum -= m[row][k] * x[k] }
      x[row] = sum / m[row][row]
    }
    return x
  }
}
