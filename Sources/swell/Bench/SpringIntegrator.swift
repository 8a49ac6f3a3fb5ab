import Swell

/// The spring of `SwellSpring` solved numerically: classic fourth-order Runge–Kutta on
/// m·x″ = −k·(x − target) − c·x′ at a fixed step, from rest at 0. It is what a caller without
/// the closed form would run to know the position at an arbitrary time; the bench times
/// `SwellSpring.value` against it.
struct SpringIntegrator: Sendable {
  /// Mass, stiffness, damping of the spring.
  var mass: Double
  var stiffness: Double
  var damping: Double
  /// The integration step (s).
  var step: Double

  /// An integrator for `spring` with a step of `step` seconds.
  init(_ spring: SwellSpring, step: Double = 0.001) {
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    self.step = step
  }

  /// The position at `time` (s) of a motion from 0 at rest toward `target`.
  func value(target: Double, time: Double) -> Double {
    var x = 0.0
    var v = 0.0
    var remaining = max(time, 0)
    while remaining > 0 {
      let h = min(step, remaining)
      (x, v) = advance(x, v, target: target, by: h)
      remaining -= h
    }
    return x
  }

  private func acceleration(_ x: Double, _ v: Double, _ target: Double) -> Double {
    (-stiffness * (x - target) - damping * v) / mass
  }

  private func advance(_ x: Double, _ v: Double, target: Double, by h: Double) -> (
    Double, Double
  ) {
    let a1 = acceleration(x, v, target)
    let (x2, v2) = (x + h / 2 * v, v + h / 2 * a1)
    let a2 = acceleration(x2, v2, target)
    let (x3, v3) = (x + h / 2 * v2, v + h / 2 * a2)
    let a3 = acceleration(x3, v3, target)
    let (x4, v4) = (x + h * v3, v + h * a3)
    let a4 = acceleration(x4, v4, target)
    return (
      x + h / 6 * (v + 2 * v2 + 2 * v3 + v4),
      v + h / 6 * (a1 + 2 * a2 + 2 * a3 + a4)
    )
  }
}
