#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

extension SwellSpring {
  /// The seconds after which a motion from rest toward a unit target stays within 0.001 of it.
  ///
  /// Computed from the closed form (the last time the distance exceeds 0.001), not estimated
  /// as a multiple of the duration.
  public var settlingDuration: Double {
    settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001)
  }

  /// The seconds after which a motion from 0 toward `target`, starting with `initialVelocity`
  /// (units per second), stays within `epsilon` of the target forever.
  ///
  /// `epsilon` is an absolute distance in the target's units. It is found exactly: the last
  /// time the distance exceeds `epsilon` is bracketed with the exponential envelope and the
  /// last swing above it, then refined by bisection to the resolution of a `Double`.
  /// A NaN epsilon counts as 0.001, epsilon ≤ 0 as 1e-12 of the motion's scale (distances never
  /// reach exactly 0), +∞ gives 0; a non-finite target or velocity gives 0. The answer is
  /// +∞ only for a spring whose decay rate is too small to settle within the range of `Double`.
  public func settlingDuration(target: Double, initialVelocity: Double, epsilon: Double) -> Double {
    let sigma = SpringSolution(self).sigma
    // u(t) = x·C(t) + y·B(t): see `SpringSolution`.
    let x = -target
    let y = initialVelocity - sigma * target
    return settlingTime(
      xx: x * x, xy: x * y, yy: y * y, epsilon: epsilon,
      distance: { c, b in abs(x * c + y * b) })
  }

  /// `settlingDuration(target:initialVelocity:epsilon:)` for any `Interpolatable` value, with the
  /// distance measured as the Euclidean length of the displacement.
  func settlingDuration<V: Interpolatable>(target: V, initialVelocity: V, epsilon: Double) -> Double
  {
    let sigma = SpringSolution(self).sigma
    // scaled(by: −1), not zero − target: a path's zero (empty) minus a path is that path.
    let x = target.scaled(by: -1)
    let y = initialVelocity - target.scaled(by: sigma)
    let xx = x.magnitudeSquared
    let yy = y.magnitudeSquared
    // The polarization identity gives the inner product from lengths alone.
    let xy = ((x + y).magnitudeSquared - xx - yy) / 2
    return settlingTime(
      xx: xx, xy: xy, yy: yy, epsilon: epsilon,
      distance: { c, b in (x.scaled(by: c) + y.scaled(by: b)).magnitudeSquared.squareRoot() })
  }

  /// The last time the distance |X·C(t) + Y·B(t)| exceeds `epsilon`, where xx = |X|²,
  /// xy = X·Y, yy = |Y|² and `distance(C, B)` evaluates the distance accurately.
  ///
  /// The search uses three facts. (1) The distance is below e^(−μt)·(|X| + |Y|·min(t, L)),
  /// decreasing after 1/μ, which bounds the answer above. (2) An underdamped distance is
  /// e^(−σt) times a function of period π/ω_d, so its local maxima are evenly spaced and
  /// shrink geometrically: the last one above epsilon has a closed form. (3) A non-oscillating
  /// distance has at most one local maximum after its last minimum, a root of a quadratic.
  /// After the last maximum above epsilon the set where the distance exceeds epsilon is an
  /// interval starting there, so bisection finds its end.
  func settlingTime(
    xx: Double, xy: Double, yy: Double, epsilon: Double,
    distance: (_ c: Double, _ b: Double) -> Double
  ) -> Double {
    let solution = SpringSolution(self)
    let normX = xx.squareRoot()
    let normY = max(yy, 0).squareRoot()
    let scale = max(normX, normY / solution.omega)
    guard scale > 0, scale.isFinite, xy.isFinite else { return 0 }
    let given = epsilon.isNaN ? 0.001 : epsilon
    guard given < .infinity else { return 0 }
    let eps = max(given, 1e-12 * scale)
    func distanceAt(_ t: Double) -> Double {
      let (c, b) = solution.basis(t)
      return distance(c, b)
    }

    // (1) An upper bound: the envelope is below eps from `upper` on.
    let mu: Double
    let reach: Double
    switch solution.regime {
    case .underdamped(let omegaD): (mu, reach) = (solution.sigma, 1 / omegaD)
    case .critical: (mu, reach) = (solution.omega, .infinity)
    case .overdamped(let omegaH, let slowRoot): (mu, reach) = (-slowRoot, 1 / (2 * omegaH))
    }
    func envelope(_ t: Double) -> Double { exp(-mu * t) * (normX + normY * min(t, reach)) }
    var upper = 1 / mu
    while envelope(upper) >= eps && upper.isFinite { upper *= 2 }
    // Only a spring with a decay rate near the smallest doubles never settles in finite time.
    guard upper.isFinite else { return .infinity }

    // (2, 3) The last local maximum that exceeds eps, if any, starts the bracket.
    var lower = 0.0
    if let peak = lastPeak(solution, xx: xx, xy: xy, yy: yy, eps: eps, distanceAt: distanceAt),
      peak < upper, distanceAt(peak) > eps
    {
      lower = peak
    } else if distanceAt(0) <= eps {
      return 0
    }

    var (a, b) = (lower, upper)
    for _ in 0..<200 {
      let mid = a + (b - a) / 2
      if mid <= a || mid >= b { break }
      if distanceAt(mid) > eps { a = mid } else { b = mid }
    }
    return b
  }

  /// The time of the last local maximum of the distance whose value exceeds `eps`, if the
  /// distance has one; nil when it only decreases (or every maximum is below `eps`).
  private func lastPeak(
    _ s: SpringSolution, xx: Double, xy: Double, yy: Double, eps: Double,
    distanceAt: (Double) -> Double
  ) -> Double? {
    switch s.regime {
    case .underdamped(let omegaD):
      // distance² = e^(−2σt)·(m + p·cos 2θ + q·sin 2θ), θ = ω_d·t. Its derivative vanishes
      // where ω₀·ρ·cos(2θ + δ) = σ·m, a maximum at 2θ + δ = acos(σm/ω₀ρ) (mod 2π).
      let yScaled = yy / (omegaD * omegaD)
      let m = (xx + yScaled) / 2
      let p = (xx - yScaled) / 2
      let q = xy / omegaD
      let rho = (p * p + q * q).squareRoot()
      guard rho > 0 else { return nil }
      let cosine = s.sigma * m / (s.omega * rho)
      guard cosine < 1 else { return nil }
      let delta = atan2(s.sigma * q + omegaD * p, omegaD * q - s.sigma * p)
      let phase = acos(cosine) - delta
      let heightSquared = m + p * cos(phase) + q * sin(phase)
      guard heightSquared > 0 else { return nil }
      var firstAngle = phase.truncatingRemainder(dividingBy: 2 * Double.pi)
      if firstAngle < 0 { firstAngle += 2 * Double.pi }
      let first = firstAngle / (2 * omegaD)
      let period = Double.pi / omegaD
      // Maxima at first + k·period reach height·e^(−σt): above eps while t < tEps.
      let tEps = log(heightSquared.squareRoot() / eps) / s.sigma
      guard tEps > first else { return nil }
      var k = (((tEps - first) / period).rounded(.up) - 1).clamped(to: 0...1e15)
      // Rounding can move the boundary by one swing either way: check against the distance.
      for _ in 0..<3 where distanceAt(first + (k + 1) * period) > eps { k += 1 }
      for _ in 0..<3 where k >= 0 && distanceAt(first + k * period) <= eps { k -= 1 }
      return k >= 0 ? first + k * period : nil
    case .critical, .overdamped:
      // With C = e^(−σt)·ch, B = e^(−σt)·sh (ch = cosh ω_h t, sh = sinh(ω_h t)/ω_h; 1 and t
      // when critical) the derivative of distance² vanishes where, for r = sh/ch,
      // (xy − σ·xx) + (yy + κ·xx − 2σ·xy)·r + (κ·xy − σ·yy)·r² = 0, κ = ω_h².
      var omegaH = 0.0
      if case .overdamped(let value, _) = s.regime { omegaH = value }
      let kappa = omegaH * omegaH
      let roots = Self.quadraticRoots(
        kappa * xy - s.sigma * yy, yy + kappa * xx - 2 * s.sigma * xy, xy - s.sigma * xx)
      let times = roots.compactMap { r -> Double? in
        guard r > 0 else { return nil }
        if omegaH == 0 { return r }
        let tanh = omegaH * r
        return tanh < 1 ? atanh(tanh) / omegaH : nil
      }
      return times.max()
    }
  }

  /// The real roots of a·r² + b·r + c = 0 (a linear equation when a is negligible).
  static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let size = max(abs(a), abs(b), abs(c))
    guard size > 0, size.isFinite else { return [] }
    if abs(a) <= 1e-14 * size {
      return b == 0 ? [] : [-c / b]
    }
    let discriminant = b * b - 4 * a * c
    guard discriminant >= 0 else { return [] }
    // The numerically stable pair: no subtraction of nearly equal numbers.
    let w = -(b + (b >= 0 ? 1 : -1) * discriminant.squareRoot()) / 2
    return w == 0 ? [0] : [w / a, c / w]
  }
}

extension Double {
  /// The value limited to `range`.
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
