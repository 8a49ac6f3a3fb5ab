#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The closed-form solution of the spring, shared by values, velocities and settling.
///
/// The displacement u = x − target obeys u″ + 2σ·u′ + ω₀²·u = 0 (σ = c/2m, ω₀² = k/m). Every
/// solution is u(t) = u(0)·a(t) + u′(0)·b(t), with a(0) = 1, a′(0) = 0 and b(0) = 0, b′(0) = 1.
/// Both come from two functions C and B of the regime:
///
///     underdamped  C = e^(−σt)·cos(ω_d t)    B = e^(−σt)·sin(ω_d t)/ω_d    ω_d = ω₀√(1 − ζ²)
///     critical     C = e^(−ω₀t)              B = t·e^(−ω₀t)
///     overdamped   C = e^(−σt)·cosh(ω_h t)   B = e^(−σt)·sinh(ω_h t)/ω_h   ω_h = ω₀√(ζ² − 1)
///
/// with a = C + σ·B, a′ = −ω₀²·B, b = B and b′ = C − σ·B. The forms are written so that they
/// stay accurate and continuous as ζ → 1: sin(ω_d t)/ω_d and the overdamped terms (through
/// `expm1` and the slow root −ω₀/(ζ + √(ζ² − 1))) tend to the critical ones without cancellation.
struct SpringSolution: Sendable {
  /// The regime of the spring.
  enum Regime: Sendable {
    /// ζ < 1, with the damped angular frequency ω_d (rad/s).
    case underdamped(omegaD: Double)
    /// ζ = 1 (within 1e-12, where both neighbouring forms agree to ~1e-13 of the amplitude).
    case critical
    /// ζ > 1, with ω_h (1/s) and the slow root λ₁ = −ω₀/(ζ + √(ζ² − 1)) (1/s).
    case overdamped(omegaH: Double, slowRoot: Double)
  }

  /// ω₀, rad/s.
  let omega: Double
  /// σ = ζ·ω₀, 1/s.
  let sigma: Double
  /// The regime and its frequency.
  let regime: Regime

  /// The solution for `spring`.
  init(_ spring: SwellSpring) {
    let omega = spring.naturalFrequency
    let zeta = spring.dampingRatio
    self.omega = omega
    self.sigma = zeta * omega
    if abs(zeta - 1) <= 1e-12 {
      regime = .critical
    } else if zeta < 1 {
      // (1 − ζ)(1 + ζ) instead of 1 − ζ² keeps the relative accuracy near ζ = 1.
      regime = .underdamped(omegaD: omega * ((1 - zeta) * (1 + zeta)).squareRoot())
    } else {
      let root = ((zeta - 1) * (zeta + 1)).squareRoot()
      regime = .overdamped(omegaH: omega * root, slowRoot: -omega / (zeta + root))
    }
  }

  /// The functions C(t) and B(t) of the type's documentation, for t ≥ 0 finite.
  func basis(_ t: Double) -> (c: Double, b: Double) {
    switch regime {
    case .underdamped(let omegaD):
      let envelope = exp(-sigma * t)
      let angle = omegaD * t
      return (envelope * cos(angle), envelope * sin(angle) / omegaD)
    case .critical:
      let envelope = exp(-omega * t)
      return (envelope, t * envelope)
    case .overdamped(let omegaH, let slowRoot):
      // e^(−σt)·cosh(ω_h t) = e^(λ₁t)·(1 + e^(−2ω_h t))/2 and
      // e^(−σt)·sinh(ω_h t) = −e^(λ₁t)·expm1(−2ω_h t)/2: no overflow, no cancellation.
      let slow = exp(slowRoot * t)
      let m = expm1(-2 * omegaH * t)
      return (slow * (2 + m) / 2, -slow * m / (2 * omegaH))
    }
  }

  /// The responses at `t`: a, a′, b, b′ (see the type's documentation).
  func responses(_ t: Double) -> (a: Double, da: Double, b: Double, db: Double) {
    let (c, b) = basis(t)
    return (c + sigma * b, -omega * omega * b, b, c - sigma * b)
  }
}

extension SwellSpring {
  /// The coefficients of the target and of the initial velocity in the position and velocity
  /// of a motion from 0 toward a target, at `time` seconds.
  ///
  /// position = target·(1 − a) + v₀·b and velocity = target·(−a′) + v₀·b′. Times before 0 or NaN
  /// count as 0 (the start); +∞ is at rest on the target.
  func coefficients(time: Double) -> (
    targetInPosition: Double, velocityInPosition: Double,
    targetInVelocity: Double, velocityInVelocity: Double
  ) {
    let t = time.isNaN ? 0 : max(time, 0)
    guard t.isFinite else { return (1, 0, 0, 0) }
    let r = SpringSolution(self).responses(t)
    return (1 - r.a, r.b, -r.da, r.db)
  }

  /// The displacement from the start after `time` seconds of a motion that starts at 0 with
  /// `initialVelocity` (units per second) and springs toward `target` (SwiftUI's meaning).
  ///
  /// Works for any `Interpolatable` value: the motion is the scalar solution applied to the vectors
  /// `target` and `initialVelocity`. Times before 0 or NaN give the start (zero); the value tends
  /// to `target` as time grows.
  public func value<V: Interpolatable>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    let k = coefficients(time: time)
    return target.scaled(by: k.targetInPosition)
      + initialVelocity.scaled(by: k.velocityInPosition)
  }

  /// The velocity (units per second) after `time` seconds of the motion of
  /// `value(target:initialVelocity:time:)`.
  ///
  /// Times before 0 or NaN give `initialVelocity`; the velocity tends to zero as time grows.
  public func velocity<V: Interpolatable>(target: V, initialVelocity: V = .zero, time: Double) -> V
  {
    let k = coefficients(time: time)
    return target.scaled(by: k.targetInVelocity)
      + initialVelocity.scaled(by: k.velocityInVelocity)
  }

  /// The position after `time` seconds of a motion from `from` to `to` starting with
  /// `initialVelocity` (units per second).
  public func value(from: Double, to: Double, initialVelocity: Double = 0, time: Double) -> Double {
    from + value(target: to - from, initialVelocity: initialVelocity, time: time)
  }

  /// The velocity (units per second) after `time` seconds of a motion from `from` to `to`
  /// starting with `initialVelocity`.
  public func velocity(
    from: Double, to: Double, initialVelocity: Double = 0, time: Double
  ) -> Double {
    velocity(target: to - from, initialVelocity: initialVelocity, time: time)
  }
}
