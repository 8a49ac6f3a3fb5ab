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
  ///
  /// A whole quarter takes the minimax pair; a partial piece reads its handles, as fractions
  /// of its length, from `QuarterHandleTable` (the interpolating handles on a grid, blended
  /// bilinearly), which is within 1e-4 of the curve with no solve per piece.
  static func canonicalHandles(from a: Double, to b: Double, full: Bool) -> (
    start: Double, end: Double
  ) {
    if full { return (zeroCrossingHandle, crestHandle) }
    let length = b - a
    guard length > 0 else { return (0, 0) }
    let ratios = QuarterHandleTable.shared.ratios(from: a, length: length)
    return (ratios.start * length, ratios.end * length)
  }

  /// The handle lengths that make the cubic for sin on a..b pass through the sine at the
  /// `interpolationNodes` fractions of the span, or nil if Newton's method does not settle on
  /// a sensible answer.
  ///
  /// Unknowns: the two lengths α, β and the curve parameters s₁, s₂ at which the curve meets
  /// the two points; four equations B(sᵢ) = (xᵢ, sin xᵢ), solved by Newton's method from
  /// Hermite's handles (quadratic convergence, a handful of steps). Each Newton step is solved
  /// in closed form: across each point's curve tangent the equations involve only α and β (a
  /// 2 × 2 system), and along it they then give sᵢ's step.
  static func interpolatingHandles(from a: Double, to b: Double) -> (start: Double, end: Double)? {
    let length = b - a
    guard length > 0, length.isFinite else { return nil }
    let p0 = SwellPoint(x: a, y: sin(a))
    let p3 = SwellPoint(x: b, y: sin(b))
    let t0 = SwellPoint(x: 1, y: cos(a))
    let t3 = SwellPoint(x: 1, y: cos(b))
    let (f1, f2) = interpolationNodes
    let target1 = SwellPoint(x: a + f1 * length, y: sin(a + f1 * length))
    let target2 = SwellPoint(x: a + f2 * length, y: sin(a + f2 * length))
    var (alpha, beta, s1, s2) = (length / 3, length / 3, f1, f2)

    /// The residual, the derivatives by α and β and the tangent of the curve at `s`.
    func terms(_ s: Double, _ target: SwellPoint) -> (
      r: SwellPoint, u: SwellPoint, v: SwellPoint, t: SwellPoint
    ) {
      let p1 = p0 + t0 * alpha
      let p2 = p3 - t3 * beta
      let r = 1 - s
      let point =
        p0 * (r * r * r) + p1 * (3 * r * r * s) + p2 * (3 * r * s * s) + p3 * (s * s * s)
      let tangent = (p1 - p0) * (3 * r * r) + (p2 - p1) * (6 * r * s) + (p3 - p2) * (3 * s * s)
      return (point - target, t0 * (3 * r * r * s), t3 * (-3 * r * s * s), tangent)
    }

    for _ in 0..<30 {
      let one = terms(s1, target1)
      let two = terms(s2, target2)
      // Across the tangent: n·u dα + n·v dβ = −n·r, with n the tangent turned a right angle.
      func across(_ p: SwellPoint, _ t: SwellPoint) -> Double { p.y * t.x - p.x * t.y }
      let (m11, m12, r1) = (across(one.u, one.t), across(one.v, one.t), -across(one.r, one.t))
      let (m21, m22, r2) = (across(two.u, two.t), across(two.v, two.t), -across(two.r, two.t))
      let determinant = m11 * m22 - m12 * m21
      guard abs(determinant) > 1e-300 else { return nil }
      let dAlpha = (r1 * m22 - m12 * r2) / determinant
      let dBeta = (m11 * r2 - r1 * m21) / determinant
      // Along the tangent: the step of sᵢ that removes what is left.
      func along(_ terms: (r: SwellPoint, u: SwellPoint, v: SwellPoint, t: SwellPoint)) -> Double {
        let rest = terms.r + terms.u * dAlpha + terms.v * dBeta
        return -(rest.x * terms.t.x + rest.y * terms.t.y)
          / (terms.t.x * terms.t.x + terms.t.y * terms.t.y)
      }
      let (ds1, ds2) = (along(one), along(two))
      alpha += dAlpha
      beta += dBeta
      s1 += ds1
      s2 += ds2
      // Relative to the piece: the rounding floor of the sums is near 1e-16 × length.
      if max(abs(dAlpha), abs(dBeta)) <= 1e-13 * length, max(abs(ds1), abs(ds2)) <= 1e-13 {
        break
      }
    }
    guard alpha.isFinite, beta.isFinite, s1.isFinite, s2.isFinite,
      alpha > 0, alpha < length, beta > 0, beta < length, s1 > 0, s1 < s2, s2 < 1
    else { return nil }
    return (alpha, beta)
  }
}

/// The interpolating handles of every piece of the canonical quarter, as fractions of the
/// piece's length, on a grid, built once on first use by `interpolatingHandles`.
///
/// A piece a..b of 0…π/2 is placed by its length L = b − a and where it sits in the room left,
/// u = a / (π/2 − L) in 0…1, a square that covers every piece once. The fractions are smooth
/// in both (they tend to 1/3 as L → 0), so a bilinear blend of the four nearest grid values
/// costs a handful of multiplications and adds little to the error: sampled densely, the worst
/// partial piece misses by 5.87e-5 against the solve's 5.84e-5.
struct QuarterHandleTable: Sendable {
  /// Intervals along u (where the piece sits) and along L (its length).
  static let positionSteps = 16
  static let lengthSteps = 32

  /// The table, built on first use (561 solves of a few Newton steps each).
  static let shared = QuarterHandleTable()

  /// The start and end handles over L, row by length, (lengthSteps + 1) × (positionSteps + 1).
  private let startRatios: [Double]
  private let endRatios: [Double]

  /// Solves every grid point; the whole-quarter row takes the minimax pair, and a point the
  /// solve missed (none does) would keep Hermite's 1/3.
  init() {
    let quarter = Double.pi / 2
    let columns = Self.positionSteps + 1
    var starts = [Double](repeating: 1.0 / 3, count: columns * (Self.lengthSteps + 1))
    var ends = starts
    for row in 1...Self.lengthSteps {
      let length = quarter * Double(row) / Double(Self.lengthSteps)
      for column in 0..<columns {
        let a = (quarter - length) * Double(column) / Double(Self.positionSteps)
        let b = row == Self.lengthSteps ? quarter : a + length
        if row == Self.lengthSteps {
          starts[row * columns + column] = SineWave.zeroCrossingHandle / quarter
          ends[row * columns + column] = SineWave.crestHandle / quarter
        } else if let handles = SineWave.interpolatingHandles(from: a, to: b) {
          starts[row * columns + column] = handles.start / length
          ends[row * columns + column] = handles.end / length
        }
      }
    }
    startRatios = starts
    endRatios = ends
  }

  /// The handles over the length for the piece of sin from `a` lasting `length` (radians),
  /// blended from the grid; values outside the quarter are clamped onto it.
  func ratios(from a: Double, length: Double) -> (start: Double, end: Double) {
    let quarter = Double.pi / 2
    let l = min(max(length / quarter, 0), 1) * Double(Self.lengthSteps)
    let room = quarter - length
    let u = room > 0 ? min(max(a / room, 0), 1) * Double(Self.positionSteps) : 0
    let row = min(Int(l), Self.lengthSteps - 1)
    let column = min(Int(u), Self.positionSteps - 1)
    let (fl, fu) = (l - Double(row), u - Double(column))
    let columns = Self.positionSteps + 1
    let i = row * columns + column
    func blend(_ v: [Double]) -> Double {
      let low = v[i] + (v[i + 1] - v[i]) * fu
      let high = v[i + columns] + (v[i + columns + 1] - v[i + columns]) * fu
      return low + (high - low) * fl
    }
    return (blend(startRatios), blend(endRatios))
  }
}
