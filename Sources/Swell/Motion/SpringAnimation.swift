/// A spring in flight between two values of any `Interpolatable` type, that can change its target
/// mid-flight.
///
/// Times are absolute seconds on the caller's clock (`startTime` is when the motion began).
/// Retargeting starts a new spring motion from the current position and velocity, so both stay
/// continuous, as SwiftUI does when an animation is interrupted.
///
///     var offset = SpringAnimation(spring: .criticallyDamped, from: 60.0, to: 0)
///     offset.value(at: 0.1)                      // pt
///     offset.retarget(to: 20, time: 0.1)           // no jump in position or velocity
///     offset.isSettled(time: 1)                    // true once within 0.001 pt for good
public struct SpringAnimation<Value: Interpolatable>: Sendable {
  /// The spring that drives the current leg of the motion.
  public private(set) var spring: SwellSpring
  /// The value the motion is heading to.
  public private(set) var target: Value
  /// The value at `startTime`, where the current leg began.
  private(set) var origin: Value
  /// The velocity at `startTime` (units per second).
  private(set) var initialVelocity: Value
  /// When the current leg began, seconds.
  private(set) var startTime: Double

  /// A motion from `from` to `to` starting at `startTime` seconds with `initialVelocity`
  /// (units per second). A non-finite start time counts as 0.
  public init(
    spring: SwellSpring, from: Value, to: Value, initialVelocity: Value = .zero,
    startTime: Double = 0
  ) {
    self.spring = spring
    self.origin = from
    self.target = to
    self.initialVelocity = initialVelocity
    self.startTime = startTime.isFinite ? startTime : 0
  }

  /// Seconds since the current leg began; NaN counts as time 0 of the caller's clock.
  private func elapsed(time: Double) -> Double {
    (time.isNaN ? 0 : time) - startTime
  }

  /// The value at `time` (seconds). Before `startTime` the motion has not begun: `from`.
  public func value(time: Double) -> Value {
    origin
      + spring.value(
        target: target - origin, initialVelocity: initialVelocity, time: elapsed(time: time))
  }

  /// The velocity at `time` (units per second). Before `startTime`: the initial velocity.
  public func velocity(time: Double) -> Value {
    spring.velocity(
      target: target - origin, initialVelocity: initialVelocity, time: elapsed(time: time))
  }

  /// Whether, from `time` on, the value stays within `epsilon` (an absolute distance in the
  /// value's units, e.g. pt) of the target forever.
  ///
  /// Computed from the spring's closed form: a value passing through the target while still
  /// swinging is not settled.
  public func isSettled(time: Double, epsilon: Double = 0.001) -> Bool {
    let settling = spring.settlingDuration(
      target: target - origin, initialVelocity: initialVelocity, epsilon: epsilon)
    return elapsed(time: time) >= settling
  }

  /// Heads for `newTarget` from `time` on, keeping the current value and velocity, optionally
  /// with a different spring.
  ///
  /// A non-finite `time` counts as 0. Retargeting before the current leg began restarts it from
  /// its start value and initial velocity.
  public mutating func retarget(to newTarget: Value, time: Double, spring: SwellSpring? = nil) {
    let now = time.isFinite ? time : 0
    let position = value(time: now)
    let speed = velocity(time: now)
    origin = position
    initialVelocity = speed
    target = newTarget
    startTime = now
    if let spring { self.spring = spring }
  }
}

extension SpringAnimation: Equatable {}

extension SpringAnimation: Hashable where Value: Hashable {}
