/// Arc length of Bézier segments: adaptive Gauss–Legendre quadrature of the speed |B′(t)|, and
/// its inverse (the parameter at a given distance along the segment).
extension BezierSegment {
  /// The relative accuracy asked of every arc-length integral. Far below the 1e-6 that `length`
  /// promises, so that sums and differences of many integrals (trimming) stay within it too.
  static let relativeTolerance = 1e-12

  /// The arc length from parameter 0 to 1 (pt).
  var arcLength: Double {
    if degree == .line { return p0.distance(to: p1) }
    let scale = polygonLength
    guard scale > 0, scale.isFinite else { return scale.isFinite ? 0 : scale }
    return derivative.integrateSpeed(from: 0, to: 1, tolerance: scale * Self.relativeTolerance)
  }

  /// The parameter t at which the arc length from the start reaches `distance`.
  ///
  /// `total` is the segment's `arcLength`. Newton's method on s(t) − distance, each step adding
  /// only the integral between the old and the new parameter, and kept inside a bracket that
  /// shrinks every step, with bisection whenever Newton would leave it (at a cusp the speed is
  /// zero). Converges to about 1e-12 of the segment's length.
  func parameter(atDistance distance: Double, total: Double) -> Double {
    guard total > 0, distance > 0 else { return 0 }
    guard distance < total else { return 1 }
    if degree == .line { return distance / total }
    let speed = derivative
    let tolerance = total * Self.relativeTolerance
    var (lo, hi) = (0.0, 1.0)
    var t = distance / total
    var s = speed.integrateSpeed(from: 0, to: t, tolerance: tolerance)
    for _ in 0..<100 {
      let error = s - distance
      if abs(error) <= tolerance * 4 { break }
      if error < 0 { lo = t } else { hi = t }
      if hi - lo <= 1e-15 { break }
      let v = speed.speed(at: t)
      var next = v > 0 ? t - error / v : .nan
      if !(next > lo && next < hi) { next = (lo + hi) / 2 }
      // s(next) = s(t) ± the integral between them: short, so cheap and accurate.
      s +=
        next > t
        ? speed.integrateSpeed(from: t, to: next, tolerance: tolerance)
        : -speed.integrateSpeed(from: next, to: t, tolerance: tolerance)
      t = next
    }
    return t
  }
}

extension DerivativePolynomial {
  /// ∫ |B′(t)| dt over [t0, t1] (pt), to within `tolerance` (pt).
  ///
  /// Adaptive 8-point Gauss–Legendre: an interval's estimate is compared with the sum of its two
  /// halves' estimates; when they agree within the interval's share of the tolerance the halves
  /// are accepted, otherwise each half is refined. Smooth segments stop after one split; at a
  /// cusp (a kink in the speed) only the intervals around the kink go deep. A depth cap and a
  /// budget of splits bound the work whatever the input (NaN included).
  func integrateSpeed(from t0: Double, to t1: Double, tolerance: Double) -> Double {
    guard t1 > t0 else { return 0 }
    var budget = 4_000
    return refine(t0, t1, whole: gauss(t0, t1), tolerance: tolerance, depth: 0, budget: &budget)
  }

  private func refine(
    _ t0: Double, _ t1: Double, whole: Double, tolerance: Double, depth: Int,
    budget: inout Int
  ) -> Double {
    let mid = (t0 + t1) / 2
    let left = gauss(t0, mid)
    let right = gauss(mid, t1)
    let halves = left + right
    budget -= 1
    // `!(… > …)` also stops on NaN.
    if depth >= 48 || budget <= 0 || !(abs(halves - whole) > tolerance) { return halves }
    let l = refine(
      t0, mid, whole: left, tolerance: tolerance / 2, depth: depth + 1, budget: &budget)
    let r = refine(
      mid, t1, whole: right, tolerance: tolerance / 2, depth: depth + 1, budget: &budget)
    return l + r
  }

  /// One 8-point Gauss–Legendre estimate over [t0, t1].
  @inline(__always)
  private func gauss(_ t0: Double, _ t1: Double) -> Double {
    // Nodes ±x and weights w on [−1, 1] (roots of the Legendre polynomial P₈).
    let (x1, w1) = (0.183_434_642_495_649_804_94, 0.362_683_783_378_361_982_97)
    let (x2, w2) = (0.525_532_409_916_328_985_82, 0.313_706_645_877_887_287_34)
    let (x3, w3) = (0.796_666_477_413_626_739_59, 0.222_381_034_453_374_470_54)
    let (x4, w4) = (0.960_289_856_497_536_231_68, 0.101_228_536_290_376_259_15)
    let h = (t1 - t0) / 2
    let m = (t0 + t1) / 2
    var sum = w1 * (speed(at: m - h * x1) + speed(at: m + h * x1))
    sum += w2 * (speed(at: m - h * x2) + speed(at: m + h * x2))
    sum += w3 * (speed(at: m - h * x3) + speed(at: m + h * x3))
    sum += w4 * (speed(at: m - h * x4) + speed(at: m + h * x4))
    return sum * h
  }
}
