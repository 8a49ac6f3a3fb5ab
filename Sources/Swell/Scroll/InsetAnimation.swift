/// The refresh inset as a function of time: a transition from one value to another that starts
/// at a known instant. After it ends the value is exactly the target, so an inset that goes
/// back to 0 adds exactly nothing to the user's own inset.
struct InsetAnimation: Hashable, Sendable {
  /// Where the animation starts (pt).
  private(set) var from: Double
  /// Where it ends (pt).
  private(set) var to: Double
  /// When it starts (s).
  private(set) var startTime: Double
  /// How it moves.
  private(set) var transition: InsetTransition
  /// When it reaches `to` for good (s).
  private(set) var endTime: Double
  private var spring: SpringAnimation<Double>?

  /// An inset at rest at `value`.
  init(resting value: Double, at time: Double) {
    from = value
    to = value
    startTime = time
    transition = .immediate
    endTime = time
    spring = nil
  }

  /// A transition from the value `previous` has at `time` to `target`.
  init(
    from previous: InsetAnimation, to target: Double, transition: InsetTransition, at time: Double
  ) {
    let start = previous.value(time: time)
    from = start
    to = target
    startTime = time
    self.transition = transition
    spring = nil
    switch transition {
    case .immediate:
      endTime = time
    case .timingCurve(_, let duration):
      endTime = duration > 0 ? time + duration : time
    case .spring(let s):
      let v = previous.velocity(time: time)
      spring = SpringAnimation(
        spring: s, from: start, to: target, initialVelocity: v, startTime: time)
      endTime = time + springSettlingTime(s, displacement: target - start, velocity: v)
    }
    if start == target && previous.velocity(time: time) == 0 { endTime = time }
  }

  /// The inset at `time` (pt).
  func value(time: Double) -> Double {
    if time >= endTime { return to }
    if time <= startTime { return from }
    switch transition {
    case .immediate:
      return to
    case .timingCurve(let curve, let duration):
      return from + (to - from) * curve.value(at: (time - startTime) / duration)
    case .spring:
      return spring?.value(time: time) ?? to
    }
  }

  /// d inset / d t at `time` (pt/s); 0 at rest.
  func velocity(time: Double) -> Double {
    if time >= endTime || time < startTime { return 0 }
    switch transition {
    case .immediate:
      return 0
    case .timingCurve:
      // The contract gives the curve's value only; a central difference is exact enough for
      // handing velocity over to a spring.
      let h = 1e-5
      let a = max(startTime, time - h)
      let b = min(endTime, time + h)
      return b > a ? (value(time: b) - value(time: a)) / (b - a) : 0
    case .spring:
      return spring?.velocity(time: time) ?? 0
    }
  }
}

/// How long `spring` takes, from `displacement` away with `velocity`, to stay within 0.001 pt of
/// its target.
func springSettlingTime(_ spring: SwellSpring, displacement: Double, velocity: Double) -> Double {
  let t = spring.settlingDuration(target: displacement, initialVelocity: velocity, epsilon: 0.001)
  return t.isFinite && t >= 0 ? t : 0
}
